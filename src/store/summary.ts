import type { Rules } from '../core/rules';
import { settle, type TableState } from '../ledger';
import { deriveGame } from './derive';
import type { EventRow, GameRow, GameSummary } from './types';

/**
 * The games list's summary of a table: where the game stands and, once it is over, each seat's
 * final result (the ledger's settlement: sticks, return, oka, uma and penalties included).
 */
export function summaryOfTable(state: TableState, rules: Rules): GameSummary {
  return {
    handsPlayed: state.handsPlayed,
    over: state.over,
    round: state.round,
    hand: state.hand,
    scores: [...state.scores],
    finals: state.over ? finalsBySeat(state, rules) : null,
  };
}

/** The summary of a stored game's events, or null when they do not replay (the game screen says why). */
export function summaryOf(game: Pick<GameRow, 'presetId' | 'overrides'>, events: readonly EventRow[]): GameSummary | null {
  const derived = deriveGame(game, events);
  return derived.ok ? summaryOfTable(derived.state, derived.rules) : null;
}

function finalsBySeat(state: TableState, rules: Rules): number[] {
  const finals = state.scores.map(() => 0);
  for (const result of settle(state, rules)) finals[result.seat] = result.final;
  return finals;
}
