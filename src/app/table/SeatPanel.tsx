import { formatPoints, useLang, useT } from '../../i18n';
import type { Seat, TableState } from '../../ledger';
import type { Players } from '../../store/types';
import { nameClass, seatWindOf } from '../labels';

/** Where a seat sits in the facing layout: the bottom seat, then round the table in turn order. */
export type Side = 'bottom' | 'right' | 'top' | 'left';
const SIDES: readonly Side[] = ['bottom', 'right', 'top', 'left'];

/** The side of the facing layout `seat` takes when `bottom` sits at the bottom (the next seat in turn order is on its right). */
export function sideOf(seat: Seat, bottom: Seat): Side {
  return SIDES[(seat - bottom + 4) % 4] ?? 'bottom';
}

export function SeatPanel({
  seat,
  side,
  players,
  state,
  riichi,
  disabled,
  onRiichi,
}: {
  seat: Seat;
  side: Side;
  players: Players;
  state: TableState;
  riichi: boolean;
  disabled: boolean;
  onRiichi: (on: boolean) => void;
}) {
  const t = useT();
  const lang = useLang((s) => s.lang);
  const name = players[seat];
  const wind = seatWindOf(seat, state.dealer);
  const dealer = state.dealer === seat;
  const penalty = state.penalties[seat];
  return (
    <section className={`seat seat-${seat} at-${side}${dealer ? ' is-dealer' : ''}${riichi ? ' in-riichi' : ''}`} aria-label={name}>
      <div className="seat-inner">
        <p className="seat-head">
          {/* The letter is shown, the word is read ("East", not "E"). */}
          <span className={`wind wind-${wind}`} title={t(`wind.${wind}`)}>
            <span aria-hidden="true">{t(`wind.short.${wind}`)}</span>
            <span className="visually-hidden">{t(`wind.${wind}`)}</span>
          </span>
          {/* Long names get a smaller face so they fit a phone's half-width panel unbroken; one cut
              short with "…" (app.css) is whole in the title, and in the seat's label for screen readers. */}
          <span className={nameClass(name)} title={name}>
            {name}
          </span>
          {dealer && <span className="dealer-badge">{t('table.dealer')}</span>}
        </p>
        {/* The span is sized to the paragraph's width (a size container): table.css, .score. */}
        <p className="score">
          <span>{formatPoints(state.scores[seat], lang)}</span>
        </p>
        {/* The penalties share the riichi button's line, so a seat with penalties is no taller (or,
            turned, no wider) than one without: a line of its own pushed the riichi button out of a
            turned seat's card and the hand actions off a phone. */}
        <div className="seat-foot">
          {penalty !== 0 && (
            <p className="penalty">
              <span>{t('table.penalties')}</span> <span className="penalty-points">{formatPoints(penalty, lang, true)}</span>
            </p>
          )}
          <button
            type="button"
            className="btn riichi"
            aria-pressed={riichi}
            aria-label={t(riichi ? 'table.riichiOnFor' : 'table.riichiFor', { name })}
            disabled={disabled}
            onClick={() => onRiichi(!riichi)}
          >
            {t('table.riichi')}
          </button>
        </div>
      </div>
    </section>
  );
}
