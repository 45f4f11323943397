import { seatSwissSession, swapPlayers } from './edit';
import { repeatCount, windCounts, windImbalance } from './metrics';
import { sessionLocked } from './results';
import { makeSeating } from './seating';
import { standings } from './standings';
import type { TableSeating, Tournament } from './tournamentTypes';
import type { Seating, Table } from './types';

/**
 * The seating as the organiser handles it (issue 27 "Seating for all sessions at once"): the
 * tournament's player ids over the seating's numbers (player k is the k-th of the list), a
 * session whose first result is in kept as it is.
 */
export type SeatingTables = readonly (readonly TableSeating[])[];
export type SeatingChange =
  { readonly ok: true; readonly tables: SeatingTables } | { readonly ok: false; readonly error: 'players' | 'locked' | 'seating' };

function indexOf(t: Tournament): Map<string, number> {
  return new Map(t.players.map((p, i) => [p.id, i]));
}

/** The seated sessions in numbers (sessions not seated yet left out); null when a table seats someone not in the list. */
function numbered(t: Tournament, tables: SeatingTables = t.sessions.map((s) => s.tables)): Seating | null {
  const index = indexOf(t);
  const sessions = tables.filter((s) => s.length > 0);
  const seating = sessions.map((s) => s.map((table) => table.map((id) => index.get(id) ?? -1) as unknown as Table));
  return seating.every((s) => s.every((table) => table.every((p) => p >= 0))) ? seating : null;
}

function withIds(t: Tournament, session: readonly Table[]): TableSeating[] {
  const id = (p: number) => t.players[p]!.id;
  return session.map((table) => [id(table[0]), id(table[1]), id(table[2]), id(table[3])]);
}

/** Every session that may still change seated anew from `seed`; a locked session (a result is in) stays. */
export function generateSeating(t: Tournament, seed: number): SeatingChange {
  const made = makeSeating({ players: t.players.length, sessions: t.sessions.length, seed });
  if (!made.ok) return { ok: false, error: 'players' };
  return { ok: true, tables: t.sessions.map((s, k) => (sessionLocked(t, s.number) ? s.tables : withIds(t, made.seating[k]!))) };
}

/** Two players change places (tables and seats) in the k-th session; refused once its first result is in. */
export function swapInSession(t: Tournament, k: number, a: string, b: string): SeatingChange {
  const session = t.sessions[k];
  if (!session || sessionLocked(t, session.number)) return { ok: false, error: 'locked' };
  const seating = numbered(t, [session.tables]);
  const index = indexOf(t);
  const swapped = seating && swapPlayers(seating, 0, index.get(a) ?? -1, index.get(b) ?? -1);
  if (!swapped?.ok) return { ok: false, error: 'seating' };
  return { ok: true, tables: t.sessions.map((s, i) => (i === k ? withIds(t, swapped.seating[0]!) : s.tables)) };
}

/**
 * The k-th session seated Swiss-style from the current standings (1–4, 5–8, …), the winds
 * balanced against the sessions before it; refused once its first result is in.
 */
export function swissSession(t: Tournament, k: number): SeatingChange {
  const session = t.sessions[k];
  if (!session || sessionLocked(t, session.number)) return { ok: false, error: 'locked' };
  const index = indexOf(t);
  const order = standings(t).map((row) => index.get(row.player.id)!);
  const earlier = numbered(
    t,
    t.sessions.slice(0, k).map((s) => s.tables),
  );
  const seated = earlier && seatSwissSession(order, earlier);
  if (!seated?.ok) return { ok: false, error: seated ? 'players' : 'seating' };
  return { ok: true, tables: t.sessions.map((s, i) => (i === k ? withIds(t, seated.session) : s.tables)) };
}

export interface SeatingFigures {
  /** Pairs of players meeting more than once, counted once per extra meeting. */
  readonly repeats: number;
  /** How far any wind count is outside ⌊S/4⌋..⌈S/4⌉ (0 when the winds are balanced). */
  readonly windImbalance: number;
  /** Per player id: times sat East, South, West, North. */
  readonly winds: ReadonlyMap<string, readonly number[]>;
}

/** The repeat and wind counts of the seated sessions (shown live as players are swapped); null before any seating. */
export function seatingFigures(t: Tournament): SeatingFigures | null {
  const seating = numbered(t);
  if (!seating || seating.length === 0 || seating.some((s) => s.length * 4 !== t.players.length)) return null;
  const counts = windCounts(seating, t.players.length);
  return {
    repeats: repeatCount(seating),
    windImbalance: windImbalance(seating),
    winds: new Map(t.players.map((p, i) => [p.id, counts[i] ?? [0, 0, 0, 0]])),
  };
}

/** Where a player sits in each session: the table number (from 1) and the seat (0 East … 3 North), or null where not seated. */
export function playerTables(t: Tournament, playerId: string): ({ readonly table: number; readonly seat: number } | null)[] {
  return t.sessions.map((s) => {
    const table = s.tables.findIndex((seated) => seated.includes(playerId));
    return table < 0 ? null : { table: table + 1, seat: s.tables[table]!.indexOf(playerId) };
  });
}
