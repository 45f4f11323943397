import { playsHand } from '../ledger';
import { sessionEnd, timeCallAt, type SessionEnd, type TimeCall } from '../tournament/sessionEnd';
import { deriveGame, type DerivedGame } from './derive';
import type { EventRow, GameRow } from './types';

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

/** Where a derived tournament game stands at `now`: null while time is not called, or for a game that is not a tournament's. */
export function sessionStateOf(game: Pick<GameRow, 'tournament' | 'importedAt'>, derived: Extract<DerivedGame, { ok: true }>, now: number): SessionState | null {
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

/** Whether these events (the last just planned) leave a tournament game to end now: its last hand after time was called is played. */
export function endsSessionAfter(game: GameRow, events: readonly EventRow[], now: number): boolean {
  if (!game.tournament) return false;
  const derived = deriveGame(game, events);
  return derived.ok && (sessionStateOf(game, derived, now)?.end.endsNow ?? false);
}
