import type { Rules } from '../../core/rules';
import { useT } from '../../i18n';
import type { Seat } from '../../ledger';
import type { Players } from '../../store/types';
import { DrawFields } from './DrawFields';
import { riichiForReason, withWinners, type Draft } from './handDraft';
import { PenaltyFields } from './PenaltyFields';
import { OptionRadio, SeatRadio, SeatToggles } from './SeatPick';
import { WinValue } from './WinValue';

export interface HandFieldsProps {
  readonly d: Draft;
  readonly rules: Rules;
  readonly players: Players;
  /** The riichi sticks the dialog opened with (suucha's choice brings them back). */
  readonly openedRiichi: readonly Seat[];
  readonly tripleDraw: boolean;
  onChange(patch: Partial<Draft>): void;
  /** Opens the tile picker for a win (its place in `wins`), or a seat's tenpai check; absent without a picker. */
  onPicker?(open: { win: number } | { tenpai: Seat }): void;
}

/** The fields of the hand's kind, then the riichi sticks. */
export function HandFields({ d, rules, players, openedRiichi, tripleDraw, onChange, onPicker }: HandFieldsProps) {
  const t = useT();
  return (
    <>
      {d.kind === 'ron' && (
        <RonFields d={d} rules={rules} players={players} tripleDraw={tripleDraw} onChange={onChange} onPicker={onPicker} />
      )}
      {d.kind === 'tsumo' && (
        <>
          <SeatRadio
            label={t('hand.winner')}
            players={players}
            value={d.wins[0]?.winner ?? null}
            onChange={(seat) => onChange(withWinners(d, [seat]))}
          />
          <WinEditors d={d} win="tsumo" rules={rules} players={players} onChange={onChange} onPicker={onPicker} />
        </>
      )}
      {d.kind === 'draw' && (
        <DrawFields
          d={d}
          rules={rules}
          players={players}
          onChange={onChange}
          onCheck={onPicker && ((seat) => onPicker({ tenpai: seat }))}
        />
      )}
      {d.kind === 'abortive' && (
        <OptionRadio
          label={t('hand.reason')}
          options={rules.abortiveDraws}
          value={d.reason}
          labelOf={(r) => t(`abortive.${r}`)}
          onChange={(reason) => onChange({ reason, riichi: riichiForReason(d, reason, openedRiichi) })}
        />
      )}
      {d.kind === 'chombo' && (
        <SeatRadio label={t('hand.offender')} players={players} value={d.seat} onChange={(seat) => onChange({ seat })} />
      )}
      {d.kind === 'penalty' && <PenaltyFields d={d} players={players} onChange={onChange} />}

      {/* Starts from the table's sticks; a riichi forgotten on the table is fixed here (the ledger checks it). */}
      {d.kind !== 'penalty' && (
        <SeatToggles
          label={t('table.riichi')}
          // A riichi declared with the discard that is won on puts no stick down (FORMATS.md "riichi"): only the table knows which discard it was.
          hint={
            d.kind === 'ron' && d.from !== null && d.riichi.includes(d.from)
              ? t('hand.riichiOnDealIn', { name: players[d.from] })
              : undefined
          }
          players={players}
          value={d.riichi}
          onChange={(riichi) => onChange({ riichi })}
        />
      )}
    </>
  );
}

type FieldsOf = Omit<HandFieldsProps, 'openedRiichi' | 'tripleDraw'>;

/** A ron: the winners (one under head bump), the discarder, each winner's value. */
function RonFields({ d, rules, players, tripleDraw, onChange, onPicker }: FieldsOf & { tripleDraw: boolean }) {
  const t = useT();
  const setWinners = (seats: readonly Seat[]) => onChange(withWinners(d, seats));
  return (
    <>
      {rules.multipleRon !== 'head_bump' ? (
        <SeatToggles
          label={t('hand.winners')}
          hint={t(winnersHintOf(rules))}
          players={players}
          value={d.wins.map((w) => w.winner)}
          disabled={d.from !== null ? [d.from] : []}
          onChange={setWinners}
        />
      ) : (
        // Head bump: one winner only, so the seat tapped is the winner (a radio, not checkboxes).
        <SeatRadio
          label={t('hand.winners')}
          players={players}
          value={d.wins[0]?.winner ?? null}
          disabled={d.from !== null ? [d.from] : []}
          onChange={(seat) => setWinners([seat])}
        />
      )}
      <SeatRadio
        label={t('hand.discarder')}
        players={players}
        value={d.from}
        disabled={d.wins.map((w) => w.winner)}
        onChange={(from) => onChange({ from })}
      />
      {!tripleDraw && <WinEditors d={d} win="ron" rules={rules} players={players} onChange={onChange} onPicker={onPicker} />}
    </>
  );
}

/** Each winner's value, with its "Tiles…" button where the picker is plugged in. */
function WinEditors({ d, win, rules, players, onChange, onPicker }: FieldsOf & { win: 'ron' | 'tsumo' }) {
  return d.wins.map((w, i) => (
    <WinValue
      key={w.winner}
      draft={w}
      win={win}
      rules={rules}
      players={players}
      onChange={(next) => onChange({ wins: d.wins.map((old, j) => (j === i ? next : old)) })}
      onTiles={onPicker ? () => onPicker({ win: i }) : undefined}
    />
  ));
}

/** What tapping more than one winner does under these rules (head bump has one winner only). */
function winnersHintOf(rules: Rules): 'hand.winnersHint' | 'hand.winnersHintDouble' | 'hand.winnersHintSanchahou' {
  if (rules.multipleRon !== 'double_only') return 'hand.winnersHint';
  return rules.abortiveDraws.includes('sanchahou') ? 'hand.winnersHintSanchahou' : 'hand.winnersHintDouble';
}
