import { parseOverrides } from '../core/overrides';
import { isPresetId, PRESET_IDS, type PresetId, type RuleOverrides } from '../core/rules';
import { parseRecord, serializeRecord, type GameRecord } from '../ledger';
import {
  bad,
  excerpt,
  Fields,
  int,
  isObj,
  list,
  ok,
  oneOf,
  opaque,
  parseJson,
  text,
  valueBoundsProblem,
  type Decoded,
  type Decoder,
  type Obj,
} from '../schema';
import { tournamentProblems } from './tournamentChecks';
import {
  ENDINGS,
  type Extra,
  type TableSeating,
  type Tournament,
  type TournamentGame,
  type TournamentPlayer,
  type TournamentSession,
} from './tournamentTypes';

/**
 * The tournament file, `riichi-tournament/1` (../shared/FORMATS.md "Tournament file"): what an
 * organiser's device keeps and hands on. Read from untrusted JSON through the schema kit, within
 * bounds; every refusal names the field's path. Unknown fields are kept (FORMATS.md: "Unknown
 * fields are kept and ignored"), in `extra` beside each object's known fields, and a game's record
 * is kept as it came (`source`) beside its parsed form: writing a file read gives the same JSON.
 */
export const TOURNAMENT_FORMAT = 'riichi-tournament/1';

export { ENDINGS } from './tournamentTypes';
export type { Ending, Extra, TableSeating, Tournament, TournamentGame, TournamentPlayer, TournamentSession } from './tournamentTypes';

/**
 * Bounds on a tournament file. Large enough for any EMA tournament (the biggest have a few hundred
 * players over up to a dozen sessions; a game record with tiles kept is a few kB); small enough
 * that a hostile file cannot stall the organiser's phone.
 */
export const TOURNAMENT_LIMITS = Object.freeze({
  maxChars: 32_000_000,
  /** The file, a game, its record, a hand, a win, the picker's tiles and their lists. */
  maxDepth: 16,
  maxNodes: 4_000_000,
  maxTextChars: 10_000,
  maxPlayers: 1_000,
  maxSessions: 50,
  maxTables: 250,
  maxGames: 12_500,
  maxIdChars: 64,
  maxNameChars: 100,
  maxEmaChars: 32,
  maxCountryChars: 16,
  maxTournamentNameChars: 200,
  maxMinutes: 24 * 60,
});

const KNOWN = {
  tournament: ['format', 'id', 'name', 'rules', 'overrides', 'players', 'sessions', 'ending', 'games'],
  player: ['id', 'first', 'last', 'ema', 'country'],
  session: ['number', 'minutes', 'tables'],
  game: ['session', 'table', 'record'],
} as const;

const L = TOURNAMENT_LIMITS;
const id = text({ max: L.maxIdChars, nonEmpty: true });
const name = text({ max: L.maxNameChars });
const sessionNumber = int(1, L.maxSessions);
const keptAsItIs = opaque({ maxDepth: L.maxDepth, maxNodes: L.maxNodes, maxTextChars: L.maxTextChars });

/** The fields of an object that FORMATS.md does not name, kept (within bounds) and ignored. */
function extraOf(fields: Fields, known: readonly string[]): Extra {
  const entries = Object.entries(fields.obj).filter(([key]) => !known.includes(key));
  for (const [key] of entries) fields.get(key, keptAsItIs);
  return Object.fromEntries(entries);
}

/** Reads an object's fields with `read`; errors collected with their paths. */
function objectOf<T>(read: (fields: Fields) => T | undefined): Decoder<T> {
  return (value, at) => {
    if (!isObj(value)) return bad(at, 'an object', value);
    const fields = new Fields(value, at);
    const result = read(fields);
    return fields.errors.length > 0 || result === undefined
      ? { ok: false, errors: fields.errors.length > 0 ? fields.errors : [`${at}: not readable`] }
      : ok(result);
  };
}

const player: Decoder<TournamentPlayer> = objectOf((f) => {
  const playerId = f.get('id', id);
  const first = f.get('first', name);
  const last = f.get('last', name);
  const ema = f.get('ema', text({ max: L.maxEmaChars }));
  const country = f.get('country', text({ max: L.maxCountryChars }));
  const extra = extraOf(f, KNOWN.player);
  if (playerId === undefined || first === undefined || last === undefined || ema === undefined || country === undefined) return undefined;
  return { id: playerId, first, last, ema, country, extra };
});

const tableSeating: Decoder<TableSeating> = (value, at) => {
  const read = list(id, { min: 4, max: 4, of: 'player ids' })(value, at);
  if (!read.ok) return read;
  const [east, south, west, north] = read.value;
  return east === undefined || south === undefined || west === undefined || north === undefined
    ? bad(at, 'four player ids', value)
    : ok([east, south, west, north]);
};

const session: Decoder<TournamentSession> = objectOf((f) => {
  const number = f.get('number', sessionNumber);
  const minutes = f.get('minutes', int(1, L.maxMinutes));
  const tables = f.get('tables', list(tableSeating, { max: L.maxTables, of: 'tables' }));
  const extra = extraOf(f, KNOWN.session);
  return number === undefined || minutes === undefined || tables === undefined ? undefined : { number, minutes, tables, extra };
});

/** A game record, read by the ledger's own parser (the same as an import reads it). */
const gameRecord: Decoder<GameRecord> = (value, at) => {
  const parsed = parseRecord(value);
  return parsed.ok
    ? ok(parsed.record)
    : { ok: false, errors: parsed.errors.slice(0, 3).map((e) => `${at}: ${e.replace(/^record(: |\.)/, '')}`) };
};

const game: Decoder<TournamentGame> = objectOf((f) => {
  const sessionNo = f.get('session', sessionNumber);
  const table = f.get('table', int(1, L.maxTables));
  const record = f.get('record', gameRecord);
  const extra = extraOf(f, KNOWN.game);
  return sessionNo === undefined || table === undefined || record === undefined
    ? undefined
    : { session: sessionNo, table, record, source: f.obj['record'], extra };
});

const overridesOf: Decoder<RuleOverrides> = (value, at) => {
  const parsed = parseOverrides(value);
  return parsed.ok
    ? ok(parsed.overrides)
    : { ok: false, errors: parsed.errors.slice(0, 3).map((e) => `${at}: ${e.replace(/^overrides[.:]\s*/, '')}`) };
};

const presetId: Decoder<PresetId> = (value, at) =>
  isPresetId(value) ? ok(value) : bad(at, `a preset id (${PRESET_IDS.join(', ')})`, value);

function readTournament(f: Fields): Tournament | undefined {
  if (f.obj['format'] !== TOURNAMENT_FORMAT) f.fail('format', `expected "${TOURNAMENT_FORMAT}", got ${excerpt(f.obj['format'])}`);
  const t = {
    id: f.get('id', id),
    name: f.get('name', text({ max: L.maxTournamentNameChars })),
    rules: f.get('rules', presetId),
    overrides: f.opt('overrides', overridesOf),
    players: f.get('players', list(player, { max: L.maxPlayers, of: 'players' })),
    sessions: f.get('sessions', list(session, { max: L.maxSessions, of: 'sessions' })),
    ending: f.get('ending', oneOf(ENDINGS)),
    games: f.get('games', list(game, { max: L.maxGames, of: 'games' })),
    extra: extraOf(f, KNOWN.tournament),
  };
  if (f.errors.length > 0) return undefined;
  const { id: tid, name: tname, rules, players, sessions, ending, games } = t;
  if (
    tid === undefined ||
    tname === undefined ||
    rules === undefined ||
    players === undefined ||
    sessions === undefined ||
    ending === undefined ||
    games === undefined
  )
    return undefined;
  const overrides = t.overrides === undefined ? {} : { overrides: t.overrides };
  return { id: tid, name: tname, rules, ...overrides, players, sessions, ending, games, extra: t.extra };
}

/** How many errors a refusal lists: the first ones say what is wrong; a broken file has thousands. */
const MAX_ERRORS = 10;

function refused(errors: readonly string[]): { readonly ok: false; readonly errors: readonly string[] } {
  const more = errors.length - MAX_ERRORS;
  return { ok: false, errors: more > 0 ? [...errors.slice(0, MAX_ERRORS), `and ${more} more`] : errors };
}

/**
 * A tournament from an untrusted value (already parsed JSON): its bounds first (no recursion into
 * a value too deep or too big), then every field, then whether the games fit the seating and the
 * rules (tournamentChecks.ts). Never throws.
 */
export function decodeTournament(value: unknown): Decoded<Tournament> {
  const tooBig = valueBoundsProblem(value, { maxDepth: L.maxDepth, maxNodes: L.maxNodes, maxTextChars: L.maxTextChars });
  if (tooBig !== null) return refused([`tournament: ${tooBig}`]);
  const read = objectOf(readTournament)(value, 'tournament');
  if (!read.ok) return refused(read.errors.map((e) => e.replace(/^tournament\./, '')));
  const problems = tournamentProblems(read.value);
  return problems.length > 0 ? refused(problems) : read;
}

/** A tournament from a file's text: too large, too deep or no JSON is refused before it is read. */
export function parseTournament(textOfFile: string): Decoded<Tournament> {
  const json = parseJson(textOfFile, { maxChars: L.maxChars, maxDepth: L.maxDepth }, 'tournament');
  return json.ok ? decodeTournament(json.value) : refused(json.errors);
}

function withExtra(known: Obj, extra: Extra): Obj {
  return Object.fromEntries([...Object.entries(known), ...Object.entries(extra)]);
}

/** The tournament as FORMATS.md's JSON object, known fields in its order, then the kept ones. */
export function tournamentJson(t: Tournament): Obj {
  return withExtra(
    {
      format: TOURNAMENT_FORMAT,
      id: t.id,
      name: t.name,
      rules: t.rules,
      ...(t.overrides === undefined ? {} : { overrides: t.overrides }),
      players: t.players.map((p) => withExtra({ id: p.id, first: p.first, last: p.last, ema: p.ema, country: p.country }, p.extra)),
      sessions: t.sessions.map((s) => withExtra({ number: s.number, minutes: s.minutes, tables: s.tables }, s.extra)),
      ending: t.ending,
      games: t.games.map((g) => withExtra({ session: g.session, table: g.table, record: g.source }, g.extra)),
    },
    t.extra,
  );
}

/** The tournament file's text. */
export function encodeTournament(t: Tournament): string {
  return JSON.stringify(tournamentJson(t));
}

/** A game as it comes in from a table (not from a file): its record written as the ledger writes it. */
export function tournamentGame(sessionNo: number, table: number, record: GameRecord): TournamentGame {
  return { session: sessionNo, table, record, source: JSON.parse(serializeRecord(record)) as unknown, extra: {} };
}
