/** Small builders for ledger tests (not used by the app). */
import type { AbortiveReason } from '../core/rules';
import { initialTable } from './fold';
import { TIME_UP, type HandResult, type RoundWind, type Seat, type TableState, type Win } from './types';
import type { Rules } from '../core/rules';

export const ron = (from: Seat, wins: Win[], riichi: Seat[] = []): HandResult => ({ v: 1, type: 'ron', from, wins, riichi });
export const tsumo = (winner: Seat, value: Omit<Win, 'winner'>, riichi: Seat[] = []): HandResult => ({
  v: 1,
  type: 'tsumo',
  winner,
  ...value,
  riichi,
});
export const draw = (tenpai: Seat[], riichi: Seat[] = [], nagashi?: Seat[]): HandResult =>
  nagashi ? { v: 1, type: 'draw', tenpai, nagashi, riichi } : { v: 1, type: 'draw', tenpai, riichi };
export const abortive = (reason: AbortiveReason, riichi: Seat[] = []): HandResult => ({ v: 1, type: 'abortive', reason, riichi });
export const chombo = (offender: Seat, riichi?: Seat[]): HandResult =>
  riichi ? { v: 1, type: 'chombo', offender, riichi } : { v: 1, type: 'chombo', offender };
export const penalty = (player: Seat, points: number, reason?: string): HandResult =>
  reason ? { v: 1, type: 'penalty', player, points, reason } : { v: 1, type: 'penalty', player, points };

/** Time is up: the game ends where it stands. */
export const timeUp = (): HandResult => TIME_UP;

/** A table in the middle of a game: the given seat deals, with counters and sticks already out. */
export function tableAt(
  rules: Rules,
  at: { dealer?: Seat; round?: RoundWind; honba?: number; sticks?: number; scores?: [number, number, number, number] },
): TableState {
  const t = initialTable(rules);
  const dealer = at.dealer ?? 0;
  const sticks = at.sticks ?? 0;
  // Sticks on the table came out of the players' scores (seats 0.. in turn) unless scores are given.
  const scores = at.scores ?? ([0, 1, 2, 3].map((s) => t.scores[0] - (s < sticks ? 1000 : 0)) as [number, number, number, number]);
  return { ...t, dealer, hand: (dealer + 1) as 1 | 2 | 3 | 4, round: at.round ?? 'E', honba: at.honba ?? 0, sticks, scores };
}
