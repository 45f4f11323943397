import type { JoinCode } from './joinCode';
import { fullName } from './results';
import { TOURNAMENT_LIMITS } from './tournamentFile';
import type { Tournament } from './tournamentTypes';

/**
 * The organiser's code for a table of a session (issue 27 "Join a table"): its four players by
 * name in their seats, the rules, and when the session ends (from its clock's start; null before
 * it is started), so the table needs no network. The names are the ones the table's record will
 * carry, which matchResult reads back to the players (resolved within this table first).
 */
export function joinCodeFor(t: Tournament, clockStart: number | undefined, session: number, table: number): JoinCode | null {
  const s = t.sessions.find((x) => x.number === session);
  const seated = s?.tables[table - 1];
  if (!s || !seated) return null;
  const name = (id: string) => {
    const p = t.players.find((x) => x.id === id);
    return (p ? fullName(p) : id).slice(0, TOURNAMENT_LIMITS.maxNameChars) || id;
  };
  return {
    tournamentId: t.id,
    tournamentName: t.name,
    rules: t.rules,
    overrides: t.overrides ?? {},
    session,
    table,
    players: [name(seated[0]), name(seated[1]), name(seated[2]), name(seated[3])],
    endsAt: clockStart === undefined ? null : clockStart + s.minutes * 60_000,
    ending: t.ending,
  };
}
