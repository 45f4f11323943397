/** Small builders for ledger tests (not used by the app). */
import type { AbortiveReason } from '../core/rules';
import { fold, initialTable } from './fold';
import { TIME_UP, type FoldResult, type HandResult, type RoundWind, type Seat, type TableState, type Win } from './types';
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

/** A fold the test expects accepted: its result (a refusal is thrown with its message). */
export function ok(result: FoldResult): Extract<FoldResult, { ok: true }> {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result;
}

/**
 * RULES.md case 1, folded under `rules`: a double ron with 2 counters and 1 stick carried; seat 0
 * deals, seat 1 discards, seats 2 (2 han 30 fu) and 3 (3 han 40 fu, in riichi) win.
 */
export function doubleRonCase1(rules: Rules): Extract<FoldResult, { ok: true }> {
  const hand = ron(
    1,
    [
      { winner: 3, han: 3, fu: 40 },
      { winner: 2, han: 2, fu: 30 },
    ],
    [3],
  );
  return ok(fold(tableAt(rules, { honba: 2, sticks: 1 }), hand, rules));
}
