import type { PresetId, RuleOverrides } from '../core/rules';
import { playerKey, type RecordTournament } from '../ledger';
import type { JoinCode } from './joinCode';
import type { Tournament, TournamentPlayer } from './tournamentTypes';

/**
 * A table device joining its table (issue 27, "Join a table"): what the game needs to start, from
 * the organiser's join code or from the tournament file with a session and table picked. Pure.
 */
export interface TableJoin {
  /** Where the game is played, what ends it; kept with the game and its record. */
  readonly tournament: RecordTournament;
  readonly rules: PresetId;
  readonly overrides: RuleOverrides;
  /** Names by seat: East, South, West, North in the first hand. */
  readonly players: readonly [string, string, string, string];
}

/** A join code's contents as the organiser's code carries them: the QR payload's own type (joinCode.ts), declared once. */
export type JoinCodeFields = JoinCode;

export function joinFromCode(code: JoinCodeFields): TableJoin {
  const { tournamentId: id, tournamentName: name, session, table, ending, endsAt } = code;
  return {
    tournament: { id, name, session, table, ending, ...(endsAt === null ? {} : { endsAt }) },
    rules: code.rules,
    overrides: code.overrides,
    players: code.players,
  };
}

/** A player's name at the table: first and last as written, the id when both are empty. */
export function tableName(player: TournamentPlayer): string {
  return `${player.first} ${player.last}`.trim() || player.id;
}

/** The names of four players, by seat; two the same (a game refuses them) are told apart by their ids. */
function namesOf(t: Tournament, ids: readonly [string, string, string, string]): [string, string, string, string] {
  const names = ids.map((id) => {
    const player = t.players.find((p) => p.id === id);
    return player ? tableName(player) : id;
  });
  const keys = names.map(playerKey);
  const [e, s, w, n] = names.map((name, i) => (keys.indexOf(keys[i]!) === keys.lastIndexOf(keys[i]!) ? name : `${name} (${ids[i]})`));
  return [e!, s!, w!, n!];
}

/** The tables of a session, each with its number and its players' names by seat; empty for a session the file does not have. */
export function sessionTables(
  t: Tournament,
  session: number,
): { readonly table: number; readonly players: readonly [string, string, string, string] }[] {
  const found = t.sessions.find((s) => s.number === session);
  return (found?.tables ?? []).map((ids, i) => ({ table: i + 1, players: namesOf(t, ids) }));
}

/**
 * The join of a table picked in a tournament file: its four players in their seats, the
 * tournament's rules and ending, and the session's end on this device's clock (`endsAt`, null for
 * none). Null for a session or table the file does not have.
 */
export function joinFromTournament(t: Tournament, session: number, table: number, endsAt: number | null): TableJoin | null {
  const ids = t.sessions.find((s) => s.number === session)?.tables[table - 1];
  if (!ids) return null;
  const [e, s, w, n] = ids;
  return {
    tournament: {
      id: t.id,
      name: t.name,
      session,
      table,
      ending: t.ending,
      ...(endsAt === null ? {} : { endsAt }),
      playerIds: [e, s, w, n],
    },
    rules: t.rules,
    overrides: t.overrides ?? {},
    players: namesOf(t, ids),
  };
}
