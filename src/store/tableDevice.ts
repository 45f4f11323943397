import { fold, TIME_UP, type LedgerError, type Seat } from '../ledger';
import type { TableJoin } from '../tournament/tableJoin';
import { deriveGame } from './derive';
import { appendEvent, createGame, handEvent, seenTableOf, sameTable, tableChanged, type SeenTable, type WriteResult } from './games';
import { endsSessionAfter } from './sessionClock';
import { summaryOfDerived, summaryOfTable } from './summary';
import type { GameEvent, GameRow } from './types';

/**
 * A tournament table device's writes (issue 27, "Table device"): the game a join starts, the
 * scorekeeper's call of time, the players' confirmations of the final results. Each is one
 * transaction (games.ts appendEvent).
 */

/** The game a table starts: its four players in their seats, the tournament's rules, the table it is at. */
export function joinTable(join: TableJoin): Promise<GameRow> {
  return createGame({ players: join.players, presetId: join.rules, overrides: join.overrides, tournament: join.tournament });
}

// A write the stored game no longer fits (a second tap, another tab): the games service's own refusal.
const stale = tableChanged;

const GAME_OVER: LedgerError = {
  ok: false,
  error: 'hand_after_game_over',
  message: 'The game is over.',
  reason: { id: 'gameOver', values: {} },
};

/**
 * The scorekeeper calls time at the organiser's announcement, with a hand in play (`midHand`) or
 * between hands, on the table `seen`. When that leaves no hand to play (between hands, under
 * `finishHand`), the end of the game is written with the call, in the same transaction.
 */
export function callTime(gameId: string, midHand: boolean, seen: SeenTable): Promise<WriteResult> {
  return appendEvent(gameId, (game, events, at) => {
    if (!sameTable(seenTableOf(events), seen)) return stale('The table changed meanwhile; nothing was saved.');
    const derived = deriveGame(game, events);
    if (!derived.ok) return derived.error;
    if (derived.state.over) return GAME_OVER;
    const call: GameEvent = { kind: 'time', called: true, midHand };
    // The table derived above, with this call of time (effectiveLog's `timeCall`).
    const after = { ...derived, timeCall: { seq: game.lastSeq + 1, at, midHand } };
    const ended = endsSessionAfter(game, after, at) ? fold(derived.state, TIME_UP, derived.rules) : null;
    // The summary from the table already derived (a call changes no score), or from the end folded onto it.
    if (ended?.ok) return { events: [call, handEvent(TIME_UP)], summary: (row) => summaryOfTable(ended.state, derived.rules, row.at) };
    return { events: [call], summary: (_row, all) => summaryOfDerived(derived, all) };
  });
}

/** Takes back the scorekeeper's call of time (a tap by mistake), while the game goes on. */
export function takeBackTimeCall(gameId: string): Promise<WriteResult> {
  return appendEvent(gameId, (game, events) => {
    const derived = deriveGame(game, events);
    if (!derived.ok) return derived.error;
    if (derived.state.over) return GAME_OVER;
    if (!derived.timeCall) return stale('Time is not called.');
    return { kind: 'time', called: false, midHand: derived.timeCall.midHand };
  });
}

/** The player at `seat` confirms the final results as they stand; refused before the end, or when that seat has confirmed them already. */
export function confirmResults(gameId: string, seat: Seat): Promise<WriteResult> {
  return appendEvent(gameId, (game, events) => {
    const derived = deriveGame(game, events);
    if (!derived.ok) return derived.error;
    if (!derived.state.over) return stale('The game is not over: there are no final results to confirm.');
    if (derived.confirmed.includes(seat)) return stale('Already confirmed.');
    return { kind: 'confirm', seat };
  });
}
