/** What the organiser does to a seating by hand (issue 27): swap two players, seat a session by standings. */
import { playerCount, windCounts } from './metrics';
import type { SeatingResult } from './seating';
import type { Seating, Session, Table } from './types';
import { seatForWinds } from './winds';

/**
 * A new seating in which players `a` and `b` change places in session `session` (0-based):
 * each takes the other's table and seat. The repeat and wind counts are recomputed by the caller.
 */
export function swapPlayers(seating: Seating, session: number, a: number, b: number): SeatingResult {
  const n = playerCount(seating);
  if (!Number.isInteger(session) || session < 0 || session >= seating.length)
    return { ok: false, error: `There is no session ${session + 1}.` };
  for (const player of [a, b]) {
    if (!Number.isInteger(player) || player < 0 || player >= n) return { ok: false, error: `There is no player ${player}.` };
  }
  const other = (p: number): number => (p === a ? b : p === b ? a : p);
  const swapped = (seating[session] as Session).map((t): Table => [other(t[0]), other(t[1]), other(t[2]), other(t[3])]);
  return { ok: true, seating: seating.map((s, index) => (index === session ? swapped : s)) };
}

export type SessionResult = { ok: true; session: Session } | { ok: false; error: string };

/**
 * One session seated Swiss-style from the standings (best first): the first four at table 1,
 * the next four at table 2, and so on. At each table the seat order gives every player the winds
 * they have sat least in `earlier` (the smallest sum of squared counts), so the winds stay as
 * balanced as those earlier sessions allow.
 */
export function seatSwissSession(standings: readonly number[], earlier: Seating): SessionResult {
  const n = standings.length;
  if (n < 4 || n % 4 !== 0) return { ok: false, error: 'The standings must list a multiple of 4 players.' };
  if (earlier.length > 0 && playerCount(earlier) !== n)
    return { ok: false, error: `The standings list ${n} players, the seating has ${playerCount(earlier)}.` };
  const seen = new Uint8Array(n);
  for (const player of standings) {
    if (!Number.isInteger(player) || player < 0 || player >= n || seen[player])
      return { ok: false, error: 'The standings must list every player once.' };
    seen[player] = 1;
  }
  const counts = windCounts(earlier, n);
  return { ok: true, session: Array.from({ length: n / 4 }, (_, t) => seatForWinds(standings.slice(4 * t, 4 * t + 4), counts)) };
}
