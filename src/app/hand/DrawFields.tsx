import { useT } from '../../i18n';
import type { Rules } from '../../core/rules';
import { SEATS, type Seat } from '../../ledger';
import type { Players } from '../../store/types';
import type { Draft } from './handDraft';
import { SeatToggles } from './SeatPick';

/** An exhaustive draw: who is tenpai, noten riichi pointed out, tenpai checks by the picker, nagashi where the preset has it. */
export function DrawFields({
  d,
  rules,
  players,
  onChange,
  onCheck,
}: {
  d: Draft;
  rules: Rules;
  players: Players;
  onChange: (patch: Partial<Draft>) => void;
  onCheck?: (seat: Seat) => void;
}) {
  const t = useT();
  return (
    <>
      <SeatToggles label={t('hand.tenpai')} players={players} value={d.tenpai} onChange={(tenpai) => onChange({ tenpai })} />
      <NotenRiichi
        seats={d.riichi.filter((seat) => !d.tenpai.includes(seat))}
        players={players}
        chombo={rules.chombo !== 'none'}
        onChombo={(seat) => onChange({ kind: 'chombo', seat })}
      />
      {onCheck && <TenpaiChecks players={players} onCheck={onCheck} />}
      {rules.nagashi !== 'none' && (
        <SeatToggles label={t('hand.nagashi')} players={players} value={d.nagashi} onChange={(nagashi) => onChange({ nagashi })} />
      )}
    </>
  );
}

/** At an exhaustive draw: one button per seat opens the picker to check that hand for tenpai. */
function TenpaiChecks({ players, onCheck }: { players: Players; onCheck: (seat: Seat) => void }) {
  const t = useT();
  return (
    <fieldset className="pick">
      <legend>{t('hand.checkTiles')}</legend>
      <div role="group" aria-label={t('hand.checkTiles')} className="seat-buttons">
        {SEATS.map((seat) => (
          // The whole name, wrapping between its words (app.css .seat-buttons); no line starts with the colon after it.
          <button key={seat} type="button" className="btn small" onClick={() => onCheck(seat)}>
            {t('hand.checkTilesOf', { name: players[seat] })}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * At an exhaustive draw: players with a riichi stick who are not marked tenpai. A riichi declared
 * without tenpai is chombo, found out at the draw (seed 000 §3.4.6); the scorekeeper may mark
 * them tenpai after all, or record the chombo instead in one tap. Nothing is refused here: the
 * table decides.
 */
function NotenRiichi({
  seats,
  players,
  chombo,
  onChombo,
}: {
  seats: readonly Seat[];
  players: Players;
  chombo: boolean;
  onChombo: (seat: Seat) => void;
}) {
  const t = useT();
  if (seats.length === 0) return null;
  return (
    <div className="notice warn" role="note" aria-label={t('hand.notenRiichiTitle')}>
      <p>
        {t('hand.notenRiichi', { names: seats.map((seat) => players[seat]).join(', ') })}
        {chombo && ` ${t('hand.notenRiichiIsChombo')}`}
      </p>
      {chombo &&
        seats.map((seat) => (
          <button key={seat} type="button" className="btn" onClick={() => onChombo(seat)}>
            {t('hand.notenRiichiChombo', { name: players[seat] })}
          </button>
        ))}
    </div>
  );
}
