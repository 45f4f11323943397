import type { Rules } from '../core/rules';
import { settle, type TableState } from '../ledger';
import { deriveGame, type DerivedGame } from './derive';
import type { EventRow, GameRow, GameSummary } from './types';

/**
 * The games list's summary of a table: where the game stands and, once it is over, each seat's
 * final result (the ledger's settlement: sticks, return, oka, uma and penalties included) and
 * when it ended (`lastHandAt`: when its last hand was recorded).
 */
export function summaryOfTable(state: TableState, rules: Rules, lastHandAt: number | null): GameSummary {
  return {
    handsPlayed: state.handsPlayed,
    over: state.over,
    round: state.round,
    hand: state.hand,
    scores: [...state.scores],
    finals: state.over ? finalsBySeat(state, rules) : null,
    endedAt: state.over ? lastHandAt : null,
  };
}

/** The summary of a stored game's events, or null when they do not replay (the game screen says why). */
export function summaryOf(game: Pick<GameRow, 'presetId' | 'overrides'>, events: readonly EventRow[]): GameSummary | null {
  const derived = deriveGame(game, events);
  return derived.ok ? summaryOfDerived(derived, events) : null;
}

/** The summary of a game already derived from `events` (or from them but for events after its last hand: a riichi stick). */
export function summaryOfDerived(derived: Extract<DerivedGame, { ok: true }>, events: readonly EventRow[]): GameSummary {
  // The `hand` event that recorded the last hand, not a later edit of it: that is when it was played.
  const last = derived.steps.at(-1);
  const lastHandAt = last ? (events.find((row) => row.seq === last.seq)?.at ?? null) : null;
  return summaryOfTable(derived.state, derived.rules, lastHandAt);
}

function finalsBySeat(state: TableState, rules: Rules): number[] {
  const finals = state.scores.map(() => 0);
  for (const result of settle(state, rules)) finals[result.seat] = result.final;
  return finals;
}
