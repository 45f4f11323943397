import { parseRecord, RECORD_LIMITS, type GameRecord } from '../ledger';
import { Fields, fail, fieldPath, int, isObj, list, oneOf, ok, parseJson, text, type Decoded, type Decoder } from '../schema';
import { effectiveChanges, type PlayerChange, type PlayerEvent } from './players';
import { isNight, seasonProblem, SEASON_LIMITS, type RankingRule, type Season, type SeasonProblem, type SeasonScope } from './season';

/**
 * The season file (issue 28): what one phone gives another so that it has the season too, as one
 * JSON object:
 *   { "format": "tenbo-season/1", "season": {...}, "games": [record, ...],
 *     "players": [{ "name": "Łukasz", "names": ["Łukasz", "lukasz"] }, ...], "merges": [{ "id": "...", "change": {...} }, ...] }
 * `games` are game records (riichi-record/1, ../shared/FORMATS.md), each imported as a record is
 * (a game already on the phone counts once). `merges` are the player changes in force (renames,
 * merges, splits), in order; `players` is what they make of the games' names, for a reader that
 * does not fold them (the importer folds `merges`). An undo is not written: the change it took back
 * is just not there.
 */
export const SEASON_FORMAT = 'tenbo-season/1';

export type SeasonChange = Exclude<PlayerChange, { kind: 'undo' }>;

export interface SeasonFile {
  readonly format: typeof SEASON_FORMAT;
  readonly season: Omit<Season, 'id'> & { readonly id: string };
  readonly games: readonly GameRecord[];
  readonly players: readonly { readonly name: string; readonly names: readonly string[] }[];
  readonly merges: readonly { readonly id: string; readonly change: SeasonChange }[];
}

export const SEASON_FILE_LIMITS = Object.freeze({
  /** A season of 10,000 long games with the tiles of every win kept stays well below. */
  maxChars: RECORD_LIMITS.maxFileChars,
  /** file > games > record: a record's own depth and two more. */
  maxDepth: RECORD_LIMITS.maxDepth + 2,
  maxGames: 10_000,
  maxPlayers: 10_000,
  maxMerges: 10_000,
  maxNames: 100,
});

/** The changes in force, with their ids, for the file. */
export function mergesOf(events: readonly PlayerEvent[]): SeasonFile['merges'] {
  const inForce = new Set(effectiveChanges(events));
  return [...events]
    .sort((a, b) => a.seq - b.seq)
    .flatMap((e) => (e.change.kind !== 'undo' && inForce.has(e.change) ? [{ id: e.id, change: e.change }] : []));
}

const name = text({ max: RECORD_LIMITS.maxNameChars, nonEmpty: true });
const night = (value: unknown, at: string): Decoded<string> =>
  typeof value === 'string' && isNight(value) ? ok(value) : fail(at, 'expected a night written 2026-11-22');

const scope: Decoder<SeasonScope> = (value, at) => {
  if (!isObj(value)) return fail(at, 'expected an object');
  const f = new Fields(value, at);
  const kind = f.get('kind', oneOf(['range', 'nights'] as const));
  if (kind === 'range') {
    const from = f.get('from', night);
    const to = f.get('to', night);
    return from !== undefined && to !== undefined && f.errors.length === 0 ? ok({ kind, from, to }) : { ok: false, errors: f.errors };
  }
  const nights = f.get('nights', list(night, { max: SEASON_LIMITS.maxNights, of: 'nights' }));
  return kind !== undefined && nights !== undefined && f.errors.length === 0
    ? ok({ kind: 'nights', nights })
    : { ok: false, errors: f.errors };
};

const rule: Decoder<RankingRule> = (value, at) => {
  if (!isObj(value)) return fail(at, 'expected an object');
  const f = new Fields(value, at);
  const kind = f.get('kind', oneOf(['sum', 'average', 'best'] as const));
  if (kind === 'best') {
    const games = f.get('games', int(1, SEASON_LIMITS.maxGames));
    return games !== undefined ? ok({ kind, games }) : { ok: false, errors: f.errors };
  }
  return kind !== undefined ? ok({ kind }) : { ok: false, errors: f.errors };
};

/** Where a season the decoders let through is still not one to keep (seasonProblem), and why. */
const PROBLEM_FIELD: Readonly<Record<SeasonProblem, string>> = {
  'club.season.problem.name': 'name',
  'club.season.problem.range': 'scope',
  'club.season.problem.nights': 'scope.nights',
  'club.season.problem.best': 'rule.games',
  'club.season.problem.minimum': 'minGames',
};
const PROBLEM_WHY: Readonly<Record<SeasonProblem, string>> = {
  'club.season.problem.name': 'expected a name',
  'club.season.problem.range': 'the first night is after the last',
  'club.season.problem.nights': 'expected at least one night',
  'club.season.problem.best': 'expected a whole number from 1',
  'club.season.problem.minimum': 'expected a whole number from 0',
};

const season: Decoder<SeasonFile['season']> = (value, at) => {
  if (!isObj(value)) return fail(at, 'expected an object');
  const f = new Fields(value, at);
  const read = {
    id: f.get('id', text({ max: SEASON_LIMITS.maxIdChars, nonEmpty: true })),
    name: f.get('name', text({ max: SEASON_LIMITS.maxNameChars, nonEmpty: true })),
    scope: f.get('scope', scope),
    rule: f.get('rule', rule),
    minGames: f.get('minGames', int(0, SEASON_LIMITS.maxGames)),
  };
  if (f.errors.length > 0) return { ok: false, errors: f.errors };
  const { id, name: seasonName, scope: s, rule: r, minGames } = read;
  if (id === undefined || seasonName === undefined || s === undefined || r === undefined || minGames === undefined)
    return fail(at, 'incomplete');
  const problem = seasonProblem({ name: seasonName, scope: s, rule: r, minGames });
  return problem === null
    ? ok({ id, name: seasonName, scope: s, rule: r, minGames })
    : fail(fieldPath(at, PROBLEM_FIELD[problem]), PROBLEM_WHY[problem]);
};

const change: Decoder<SeasonChange> = (value, at) => {
  if (!isObj(value)) return fail(at, 'expected an object');
  const f = new Fields(value, at);
  const kind = f.get('kind', oneOf(['rename', 'merge', 'split'] as const));
  const who = f.get('name', name);
  if (kind === 'rename') {
    const to = f.get('to', name);
    if (who !== undefined && to !== undefined) return ok({ kind, name: who, to });
  } else if (kind === 'merge') {
    const into = f.get('into', name);
    if (who !== undefined && into !== undefined) return ok({ kind, name: who, into });
  } else if (kind === 'split' && who !== undefined) return ok({ kind, name: who });
  return { ok: false, errors: f.errors };
};

const merge: Decoder<SeasonFile['merges'][number]> = (value, at) => {
  if (!isObj(value)) return fail(at, 'expected an object');
  const f = new Fields(value, at);
  const id = f.get('id', text({ max: SEASON_LIMITS.maxIdChars, nonEmpty: true }));
  const c = f.get('change', change);
  return id !== undefined && c !== undefined ? ok({ id, change: c }) : { ok: false, errors: f.errors };
};

const playerLine: Decoder<SeasonFile['players'][number]> = (value, at) => {
  if (!isObj(value)) return fail(at, 'expected an object');
  const f = new Fields(value, at);
  const shown = f.get('name', name);
  const names = f.get('names', list(name, { max: SEASON_FILE_LIMITS.maxNames, of: 'names' }));
  return shown !== undefined && names !== undefined ? ok({ name: shown, names }) : { ok: false, errors: f.errors };
};

const record: Decoder<GameRecord> = (value, at) => {
  const parsed = parseRecord(value);
  return parsed.ok ? ok(parsed.record) : { ok: false, errors: parsed.errors.slice(0, 3).map((e) => `${at}: ${e}`) };
};

export type SeasonFileRead = { readonly ok: true; readonly file: SeasonFile } | { readonly ok: false; readonly errors: readonly string[] };

/** A season file's text read in full, or refused with at most three short reasons: nothing of a bad file is taken. */
export function readSeasonFile(textIn: string): SeasonFileRead {
  const json = parseJson(textIn, { maxChars: SEASON_FILE_LIMITS.maxChars, maxDepth: SEASON_FILE_LIMITS.maxDepth }, 'season file');
  if (!json.ok) return { ok: false, errors: json.errors.slice(0, 3) };
  if (!isObj(json.value) || json.value['format'] !== SEASON_FORMAT)
    return { ok: false, errors: [`season file: expected "format": "${SEASON_FORMAT}"`] };
  const f = new Fields(json.value, '');
  const file = {
    format: SEASON_FORMAT,
    season: f.get('season', season),
    games: f.get('games', list(record, { max: SEASON_FILE_LIMITS.maxGames, of: 'game records' })),
    players: f.get('players', list(playerLine, { max: SEASON_FILE_LIMITS.maxPlayers, of: 'players' })),
    merges: f.get('merges', list(merge, { max: SEASON_FILE_LIMITS.maxMerges, of: 'merges' })),
  } as const;
  if (f.errors.length > 0) return { ok: false, errors: f.errors.slice(0, 3) };
  const { season: s, games, players, merges } = file;
  if (!s || !games || !players || !merges) return { ok: false, errors: ['season file: incomplete'] };
  return { ok: true, file: { format: SEASON_FORMAT, season: s, games, players, merges } };
}

/** The file's text: what readSeasonFile reads back to the same file. */
export function writeSeasonFile(file: SeasonFile): string {
  return `${JSON.stringify(file)}\n`;
}
