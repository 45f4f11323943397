import type { PresetId, RuleOverrides } from '../core/rules';
import { sameJson, type GameRecord } from '../ledger';
import {
  decodeTournament,
  parseTournament,
  tournamentJson,
  type Ending,
  type TableSeating,
  type Tournament,
  type TournamentGame,
  type TournamentPlayer,
} from '../tournament/tournamentFile';
import { matchResult, sameGame, sessionLocked, withGame, type ResultRefusal, type TableHint } from '../tournament/results';
import { NO_ORGANISER_STATE, organiserOf, withOrganiser, type OrganiserState } from '../tournament/organiserState';
import { getDb } from './db';
import type { TournamentRow } from './tournamentSchema';

export type { TournamentRow } from './tournamentSchema';
export type { OrganiserState } from '../tournament/organiserState';

/**
 * The organiser's tournaments (issue 27): each kept as its `riichi-tournament/1` content and read
 * back through the file's own decoder, so what is stored is always a file another device can
 * import. Every change is one transaction that reads the row, changes it and checks the result
 * with the same decoder: a change that would make the tournament unreadable writes nothing.
 */

export interface NewTournament {
  readonly name: string;
  readonly rules: PresetId;
  readonly overrides: RuleOverrides;
  readonly sessions: number;
  readonly minutes: number;
  readonly ending: Ending;
}

export interface LoadedTournament {
  readonly row: TournamentRow;
  readonly tournament: Tournament;
}

export interface TournamentSummary {
  readonly id: string;
  readonly name: string;
  readonly players: number;
  readonly sessions: number;
  readonly games: number;
  readonly updatedAt: number;
}

/** Expected refusals of a change: values, each said in words by the screens. */
export type ChangeRefusal =
  | { readonly code: 'notFound' }
  /** The players may not change once a result is in: the results would lose their players. */
  | { readonly code: 'resultsIn' }
  /** A session's seating may not change once its first result is in (issue 27). */
  | { readonly code: 'sessionLocked'; readonly session: number }
  /** The change would make a tournament the file's decoder refuses (a bug of the screen, said plainly). */
  | { readonly code: 'invalid'; readonly errors: readonly string[] };

export type Changed = { readonly ok: true; readonly tournament: Tournament } | { readonly ok: false; readonly refusal: ChangeRefusal };

function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `t-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** A row's tournament; a row that no longer reads (written by hand, or by a bug) is refused, not thrown. */
function readRow(row: TournamentRow): Tournament | null {
  const decoded = decodeTournament(row.file);
  return decoded.ok ? decoded.value : null;
}

export async function createTournament(input: NewTournament): Promise<TournamentRow> {
  const now = Date.now();
  const sessions = Array.from({ length: input.sessions }, (_, i) => ({ number: i + 1, minutes: input.minutes, tables: [], extra: {} }));
  const tournament: Tournament = {
    id: newId(),
    name: input.name,
    rules: input.rules,
    overrides: input.overrides,
    players: [],
    sessions,
    ending: input.ending,
    games: [],
    extra: {},
  };
  const row: TournamentRow = {
    id: tournament.id,
    createdAt: now,
    updatedAt: now,
    file: tournamentJson(tournament),
    organiser: NO_ORGANISER_STATE,
  };
  await getDb().tournaments.add(row);
  return row;
}

export async function listTournaments(): Promise<TournamentSummary[]> {
  const rows = await getDb().tournaments.orderBy('updatedAt').reverse().toArray();
  return rows.map((row) => {
    const list = (key: string) => (Array.isArray(row.file[key]) ? (row.file[key] as unknown[]).length : 0);
    return {
      id: row.id,
      name: typeof row.file['name'] === 'string' ? row.file['name'] : row.id,
      players: list('players'),
      sessions: list('sessions'),
      games: list('games'),
      updatedAt: row.updatedAt,
    };
  });
}

export async function loadTournament(id: string): Promise<LoadedTournament | null> {
  const row = await getDb().tournaments.get(id);
  const tournament = row && readRow(row);
  return row && tournament ? { row, tournament } : null;
}

type Applied = { readonly tournament: Tournament; readonly organiser?: OrganiserState } | ChangeRefusal;

/** Writes the tournament if it reads back through the file's decoder; the refusal when it does not. */
async function write(row: TournamentRow, tournament: Tournament, organiser: OrganiserState): Promise<Changed> {
  const file = tournamentJson(tournament);
  const checked = decodeTournament(file);
  if (!checked.ok) return { ok: false, refusal: { code: 'invalid', errors: checked.errors } };
  await getDb().tournaments.put({ ...row, file, organiser, updatedAt: Date.now() });
  return { ok: true, tournament: checked.value };
}

/** Reads the tournament, applies `apply` and writes the result, in one transaction; nothing is written on a refusal. */
async function change(id: string, apply: (t: Tournament, organiser: OrganiserState) => Applied): Promise<Changed> {
  const db = getDb();
  return db.transaction('rw', db.tournaments, async (): Promise<Changed> => {
    const row = await db.tournaments.get(id);
    const current = row && readRow(row);
    if (!row || !current) return { ok: false, refusal: { code: 'notFound' } };
    const applied = apply(current, row.organiser);
    if ('code' in applied) return { ok: false, refusal: applied };
    return write(row, applied.tournament, applied.organiser ?? row.organiser);
  });
}

/**
 * The players list, while no result is in. When the players change, a seating made for the old
 * list no longer fits it: it is cleared, to be generated again.
 */
export function savePlayers(id: string, players: readonly TournamentPlayer[]): Promise<Changed> {
  return change(id, (t) => {
    if (t.games.length > 0) return { code: 'resultsIn' };
    const same = t.players.length === players.length && t.players.every((p, i) => p.id === players[i]?.id);
    const sessions = same ? t.sessions : t.sessions.map((s) => ({ ...s, tables: [] }));
    return { tournament: { ...t, players, sessions } };
  });
}

/**
 * Every session's tables (`tables[k]` for the k-th session), and the seed they were made with.
 * A session whose first result is in keeps its seating: a change to it is refused.
 */
export function saveSeating(id: string, tables: readonly (readonly TableSeating[])[], seed: number | null): Promise<Changed> {
  return change(id, (t, organiser) => {
    const changedLocked = t.sessions.find((s, k) => sessionLocked(t, s.number) && !sameJson(s.tables, tables[k] ?? []));
    if (changedLocked) return { code: 'sessionLocked', session: changedLocked.number };
    return {
      tournament: { ...t, sessions: t.sessions.map((s, k) => ({ ...s, tables: tables[k] ?? [] })) },
      organiser: { ...organiser, seed },
    };
  });
}

/** Starts (or starts again) a session's clock at `at` (ms since epoch). */
export function startClock(id: string, session: number, at: number): Promise<Changed> {
  return change(id, (t, organiser) => ({
    tournament: t,
    organiser: { ...organiser, clocks: { ...organiser.clocks, [String(session)]: at } },
  }));
}

/** What became of a game handed in. */
export type AddResult =
  | { readonly status: 'added'; readonly game: TournamentGame; readonly replaced: TournamentGame | null; readonly tournament: Tournament }
  /** The same game is already in at that table: nothing was written. */
  | { readonly status: 'duplicate'; readonly game: TournamentGame }
  /** Another version of the game at that table: nothing was written; addResult with `replace` puts this one in its place. */
  | { readonly status: 'version'; readonly game: TournamentGame; readonly existing: TournamentGame }
  /** Refused by the checks (four players not seated there, other rules, a game that does not replay): nothing was written. */
  | { readonly status: 'refused'; readonly refusal: ResultRefusal }
  | { readonly status: 'notFound' };

export interface AddOptions {
  /** Where the table's code says the game was played; otherwise found from its four players. */
  readonly hint?: TableHint;
  /** The organiser chose to replace the game already in at that table with this version. */
  readonly replace?: boolean;
}

/**
 * A game handed in by a table, however it arrived (a file, a QR code): matched to its session and
 * table, checked, and written in one transaction, or nothing is written.
 */
export async function addResult(id: string, record: GameRecord, options: AddOptions = {}): Promise<AddResult> {
  const db = getDb();
  return db.transaction('rw', db.tournaments, async (): Promise<AddResult> => {
    const row = await db.tournaments.get(id);
    const current = row && readRow(row);
    if (!row || !current) return { status: 'notFound' };
    const match = matchResult(current, record, options.hint);
    if (!match.ok) return { status: 'refused', refusal: match.problem };
    const { game, existing } = match;
    if (existing && sameGame(existing.record, game.record)) return { status: 'duplicate', game: existing };
    if (existing && !options.replace) return { status: 'version', game, existing };
    const written = await write(row, withGame(current, game), row.organiser);
    // matchResult ran the same checks as the decoder: a refusal here would be a bug, said plainly.
    if (!written.ok)
      return {
        status: 'refused',
        refusal: { code: 'replay', message: written.refusal.code === 'invalid' ? written.refusal.errors.join('; ') : written.refusal.code },
      };
    return { status: 'added', game, replaced: existing, tournament: written.tournament };
  });
}

/** The whole tournament as a `riichi-tournament/1` file's text, the organiser's state kept in it. */
export async function exportTournamentText(id: string): Promise<string | null> {
  const loaded = await loadTournament(id);
  return loaded && JSON.stringify(withOrganiser(tournamentJson(loaded.tournament), loaded.row.organiser));
}

export type TournamentImport =
  | { readonly ok: true; readonly tournament: Tournament }
  | { readonly ok: false; readonly errors: readonly string[] }
  /** A tournament with this id is already on this device: nothing written; import again with `replace` to put the file's in its place. */
  | { readonly ok: false; readonly exists: TournamentSummary };

/**
 * A tournament file brought from another device (or an archive): read whole through the file's
 * decoder first; a file refused writes nothing. The organiser's state it carries comes back too.
 */
export async function importTournamentText(text: string, replace = false): Promise<TournamentImport> {
  const parsed = parseTournament(text);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const { tournament, organiser } = organiserOf(parsed.value);
  const db = getDb();
  return db.transaction('rw', db.tournaments, async (): Promise<TournamentImport> => {
    const existing = await db.tournaments.get(tournament.id);
    if (existing && !replace) {
      const summary = (await listTournaments()).find((s) => s.id === tournament.id);
      if (summary) return { ok: false, exists: summary };
    }
    const now = Date.now();
    await db.tournaments.put({
      id: tournament.id,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
      file: tournamentJson(tournament),
      organiser: organiser ?? NO_ORGANISER_STATE,
    });
    return { ok: true, tournament };
  });
}
