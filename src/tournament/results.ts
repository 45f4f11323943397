import { playerKey, sameJson, sameResult, type GameRecord, type RecordHand } from '../ledger';
import { gameProblem, type GameProblem } from './tournamentChecks';
import { tournamentGame } from './tournamentFile';
import type { Tournament, TournamentGame, TournamentPlayer } from './tournamentTypes';

/**
 * A game coming in from a table (issue 27 "Results in"): matched to its session and table, checked
 * against the seating and the rules, and compared with a game already in for that table. How the
 * record arrived (a file, a QR code) does not matter here.
 */

/** Where the record says (or the table's code said) it was played; the four players decide when it is left out. */
export interface TableHint {
  readonly session: number;
  readonly table: number;
}

export type ResultMatch =
  /** The game as it counts, with the game already in at that table (null when none is). */
  | { readonly ok: true; readonly game: TournamentGame; readonly existing: TournamentGame | null }
  | { readonly ok: false; readonly problem: ResultRefusal };

export type ResultRefusal =
  | GameProblem
  /** No table of any session seated these four players (names as the record writes them). */
  | { readonly code: 'noSuchTable'; readonly players: readonly string[] }
  /** The session's seating may not change once its first result is in, nor a result come in before the seating. */
  | { readonly code: 'notSeatedYet' };

/** A player's name as a table writes it: first and last (the join code's names, tableNames). */
export function fullName(p: Pick<TournamentPlayer, 'first' | 'last'>): string {
  return `${p.first} ${p.last}`.trim();
}

/**
 * The player id a record's player stands for: the id itself (a table device writes ids), else a
 * player whose full name is the record's name (a game typed in by hand at a table and exported), whatever the case.
 */
function playerIdOf(t: Tournament, written: string, seated: readonly string[] | undefined): string | null {
  if (t.players.some((p) => p.id === written)) return written;
  const key = playerKey(written);
  const named = t.players.filter((p) => playerKey(fullName(p)) === key);
  // Two players of one name: the one seated at the table the code names is the one.
  const here = named.filter((p) => seated?.includes(p.id));
  return here.length === 1 ? here[0]!.id : named.length === 1 ? named[0]!.id : null;
}

/** The record with player ids in place of names, or null when a name is no player's. */
function withPlayerIds(t: Tournament, record: GameRecord, hint?: TableHint): GameRecord | null {
  const seated = hint && t.sessions.find((s) => s.number === hint.session)?.tables[hint.table - 1];
  const ids = record.players.map((name) => playerIdOf(t, name, seated));
  const [east, south, west, north] = ids;
  if (east == null || south == null || west == null || north == null) return null;
  return { ...record, players: [east, south, west, north] };
}

/** Every table (of every session) at which these four sat, earliest session first. */
function tablesOf(t: Tournament, players: readonly string[]): TableHint[] {
  const wanted = new Set(players);
  const found: TableHint[] = [];
  for (const session of t.sessions) {
    session.tables.forEach((seated, i) => {
      if (wanted.size === 4 && seated.every((p) => wanted.has(p))) found.push({ session: session.number, table: i + 1 });
    });
  }
  return found;
}

const gameAt = (t: Tournament, at: TableHint): TournamentGame | null =>
  t.games.find((g) => g.session === at.session && g.table === at.table) ?? null;

/**
 * The session and table of a record: the hint when there is one (then the checks say whether the
 * four sat there), else the table that seated these four; where they met more than once (a repeat
 * the seating could not avoid), the first such table without a game yet, or else the first one.
 */
export function matchResult(t: Tournament, record: GameRecord, hint?: TableHint): ResultMatch {
  if (t.sessions.every((s) => s.tables.length === 0)) return { ok: false, problem: { code: 'notSeatedYet' } };
  const named = withPlayerIds(t, record, hint);
  const candidates = hint ? [hint] : named ? tablesOf(t, named.players) : [];
  const at = candidates.find((c) => gameAt(t, c) === null) ?? candidates[0];
  if (!at) return { ok: false, problem: { code: 'noSuchTable', players: record.players } };
  const game = tournamentGame(at.session, at.table, named ?? record);
  const problem = gameProblem(t, game);
  return problem ? { ok: false, problem } : { ok: true, game, existing: gameAt(t, at) };
}

const handResult = ({ after: _after, note: _note, ...result }: RecordHand) => result;

/** Whether two records of a table are the same game: the same players in the same seats, hand for hand. */
export function sameGame(a: GameRecord, b: GameRecord): boolean {
  return (
    sameJson(a.players, b.players) &&
    a.hands.length === b.hands.length &&
    a.hands.every((hand, i) => sameResult(handResult(hand), handResult(b.hands[i]!)))
  );
}

/** The tournament with `game` in, in place of the game at its table if there is one. */
export function withGame(t: Tournament, game: TournamentGame): Tournament {
  const others = t.games.filter((g) => g.session !== game.session || g.table !== game.table);
  return { ...t, games: [...others, game].sort((a, b) => a.session - b.session || a.table - b.table) };
}

/** The tables of each session that have not handed in a game yet (numbers from 1), by session number. */
export function missingTables(t: Tournament): ReadonlyMap<number, readonly number[]> {
  const missing = new Map<number, number[]>();
  for (const session of t.sessions) {
    missing.set(
      session.number,
      session.tables.map((_, i) => i + 1).filter((table) => gameAt(t, { session: session.number, table }) === null),
    );
  }
  return missing;
}

/** Whether a session's seating may still change: not once its first result is in (issue 27). */
export function sessionLocked(t: Tournament, session: number): boolean {
  return t.games.some((g) => g.session === session);
}
