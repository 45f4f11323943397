import { Fragment, type ReactNode } from 'react';
import { SEATS, STICK, type Scores, type Seat } from '../../ledger';
import type { Players } from '../../store/types';

/** The words of the footer's line, in the language shown. */
export interface ChangesWords {
  signed(points: number): string;
  readonly noChange: string;
  /** Said after a riichi stick coming back ("riichi stick back"). */
  readonly stickBack: string;
  /** Seats whose riichi stick, put down on the table this hand, comes back to them (a chombo). */
  readonly sticksBack: readonly Seat[];
}

/**
 * The preview for the footer: who gains and how much (the winners, the tenpai players), or, when
 * nobody gains (a chombo, a penalty), who loses. A riichi stick coming back is said as such, not
 * as a gain: "Bartek +1,000" alone reads like a win. Each player is one unbreakable item: a long
 * name is cut with "…", the amount never (a line each when two do not fit one).
 */
export function changesLine(outcome: { deltas: Scores; penaltyDeltas: Scores }, players: Players, words: ChangesWords): ReactNode {
  const total = SEATS.map((seat) => {
    const back = words.sticksBack.includes(seat);
    return { seat, back, change: outcome.deltas[seat] + outcome.penaltyDeltas[seat] - (back ? STICK : 0) };
  });
  const gains = total.filter((p) => p.change > 0);
  const shown = gains.length > 0 ? gains : total.filter((p) => p.change !== 0 || p.back);
  if (shown.length === 0) return words.noChange;
  const amount = (p: (typeof total)[number]) =>
    [p.change !== 0 ? words.signed(p.change) : null, p.back ? `${words.signed(STICK)} (${words.stickBack})` : null]
      .filter((part) => part !== null)
      .join(', ');
  return shown.map((p, i) => (
    <Fragment key={p.seat}>
      {i > 0 && ' '}
      <span className="change">
        <span className="change-name" title={players[p.seat]}>
          {players[p.seat]}
        </span>{' '}
        {/* A note after the amount may wrap (a phone's line holds the name and the amount only). */}
        <span className={p.back ? 'change-amount with-note' : 'change-amount'}>
          {amount(p)}
          {/* In the amount's unbreakable box, so no line starts with the separator. */}
          {i < shown.length - 1 && ' ·'}
        </span>
      </span>
    </Fragment>
  ));
}
