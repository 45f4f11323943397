import { playsHand } from '../ledger';
import { sessionEnd, timeCallAt, type SessionEnd, type TimeCall } from '../tournament/sessionEnd';
import type { DerivedGame, HandStep } from './derive';
import type { GameRow } from './types';

/**
 * A tournament table's session clock as its stored events and the moment `now` make it (the
 * policy itself is the pure tournament/sessionEnd.ts): whether time is called, and what that
 * leaves to play. The clock is not stored: `endsAt` is, and each hand's moment, so a reload or a
 * killed tab finds the same. The app reads the wall clock and passes it in.
 */
export interface SessionState {
  readonly call: TimeCall;
  readonly end: SessionEnd;
}

/** What the session clock reads of a derived game: its hands' moments, the call of time, whether it is over. */
export interface ClockedTable {
  readonly steps: readonly Pick<HandStep, 'seq' | 'at' | 'result'>[];
  readonly timeCall: Extract<DerivedGame, { ok: true }>['timeCall'];
  readonly state: { readonly over: boolean };
}

/** Where a derived tournament game stands at `now`: null while time is not called, or for a game that is not a tournament's. */
export function sessionStateOf(game: Pick<GameRow, 'tournament' | 'importedAt'>, derived: ClockedTable, now: number): SessionState | null {
  const table = game.tournament;
  if (!table) return null;
  const hands = derived.steps.map((step) => ({ seq: step.seq, at: playedAt(game, step.at), plays: playsHand(step.result) }));
  const call = timeCallAt(hands, derived.timeCall, table.endsAt ?? null, now);
  return call && { call, end: sessionEnd(table.ending, call, derived.state.over) };
}

/**
 * When a hand was played, as far as the table knows. A record has no moments (FORMATS.md), so the
 * hands a game was imported with carry the import's: they were played before it arrived, and
 * before the session's end as far as this device can tell (a table moved to another tablet after
 * the clock ran out must not find its game over by the hands it brought).
 */
function playedAt(game: Pick<GameRow, 'importedAt'>, at: number): number {
  return game.importedAt !== undefined && at <= game.importedAt ? Number.NEGATIVE_INFINITY : at;
}

/**
 * Whether the table after a write just planned (the game derived before it, with the planned event
 * applied: a write derives the stored game once, issue 32) leaves a tournament game to end now:
 * its last hand after time was called is played.
 */
export function endsSessionAfter(game: Pick<GameRow, 'tournament' | 'importedAt'>, after: ClockedTable, now: number): boolean {
  return game.tournament !== undefined && (sessionStateOf(game, after, now)?.end.endsNow ?? false);
}
