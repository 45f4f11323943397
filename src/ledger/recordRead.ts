import { parseOverrides } from '../core/overrides';
import { ABORTIVE_REASONS, isPresetId, PRESET_IDS } from '../core/rules';
import {
  bool,
  cut,
  excerpt,
  Fields,
  four,
  guarded,
  int,
  isObj,
  jsonDepthProblem,
  list,
  mapOf,
  oneOf,
  opaque,
  text,
  valueBoundsProblem,
  type Decoder,
} from '../schema';
import { RECORD_LIMITS as L } from './recordLimits';
import { isSeat, WINDS } from './seats';
import {
  END_REASONS,
  ENDINGS,
  HAND_RESULT_VERSION,
  type AfterSnapshot,
  type GameRecord,
  type HandResult,
  type RecordExpect,
  type RecordHand,
  type RecordTournament,
  type Seat,
  type Win,
} from './types';

/**
 * Reading game records (../shared/FORMATS.md "Game record") from untrusted JSON through the
 * schema kit: every field bounded (recordLimits.ts), every error `path: why` with at most a short
 * excerpt of the value. Never throws; whether the hands can happen is `replay`'s business.
 */
export const RECORD_FORMAT = 'riichi-record/1';
const ERROR_CODES = ['invalid_record', 'hand_after_game_over', 'abortive_not_allowed', 'result_not_allowed'] as const;

type Parsed<T> = { ok: true; value: T } | { ok: false; errors: string[] };

const seat: Decoder<Seat> = guarded(isSeat, 'a seat 0-3');
const seats: Decoder<Seat[]> = list(seat, { max: 4, of: 'seats' });
const points = int(-L.maxPoints, L.maxPoints);
const fourPoints = four(points, 'whole numbers');
const note = text({ max: L.maxNoteChars });
const yaku = mapOf(int(0, L.maxYakuHan), { maxKeys: L.maxYaku, maxKeyChars: L.maxYakuIdChars, of: 'a map of yaku to han' });
const tiles = opaque(L.tiles);

/** Copies only the fields that are present, so a parse → serialize → parse round trip is exact. */
export function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

function readValue(r: Fields): Omit<Win, 'winner'> {
  return defined({
    han: r.opt('han', int(1, L.maxHan)),
    fu: r.opt('fu', int(L.minFu, L.maxFu)),
    yakuman: r.opt('yakuman', int(1, L.maxYakuman)),
    pao: r.opt('pao', seat),
    tiles: r.opt('tiles', tiles),
    yaku: r.opt('yaku', yaku),
  });
}

function readWin(raw: unknown, path: string, errors: string[]): Win | undefined {
  if (!isObj(raw)) {
    errors.push(`${path}: expected an object`);
    return undefined;
  }
  const r = new Fields(raw, path);
  const win = { winner: r.get('winner', seat), ...readValue(r) };
  errors.push(...r.errors);
  return r.errors.length === 0 && win.winner !== undefined ? { ...win, winner: win.winner } : undefined;
}

function readAfter(raw: unknown, path: string, errors: string[]): AfterSnapshot | undefined {
  if (raw === undefined) return undefined;
  if (!isObj(raw)) {
    errors.push(`${path}: expected an object`);
    return undefined;
  }
  const r = new Fields(raw, path);
  const after = defined({
    scores: r.opt('scores', fourPoints),
    honba: r.opt('honba', int(0, L.maxHonba)),
    sticks: r.opt('sticks', int(0, L.maxSticks)),
    dealer: r.opt('dealer', seat),
    round: r.opt('round', oneOf(WINDS)),
    hand: r.opt('hand', oneOf([1, 2, 3, 4] as const)),
  });
  errors.push(...r.errors);
  return after;
}

function readResult(r: Fields, errors: string[]): HandResult | undefined {
  const type = r.obj['type'];
  switch (type) {
    case 'ron': {
      const rawWins = r.obj['wins'];
      // Up to four here: none, or more than three, is the ledger's refusal (it says why).
      if (!Array.isArray(rawWins) || rawWins.length > 4) return r.fail('wins', `expected a list of wins, got ${excerpt(rawWins)}`);
      const wins = rawWins.map((w: unknown, i) => readWin(w, `${r.at}.wins[${i}]`, errors));
      const from = r.get('from', seat);
      const riichi = r.opt('riichi', seats) ?? [];
      const read = wins.filter((w) => w !== undefined);
      if (from === undefined || read.length < wins.length) return undefined;
      return { v: 1, type, from, wins: read, riichi };
    }
    case 'tsumo': {
      const winner = r.get('winner', seat);
      const value = readValue(r);
      const riichi = r.opt('riichi', seats) ?? [];
      return winner === undefined ? undefined : { v: 1, type, winner, ...value, riichi };
    }
    case 'draw': {
      const tenpai = r.get('tenpai', seats);
      const nagashi = r.opt('nagashi', seats);
      const riichi = r.opt('riichi', seats) ?? [];
      return tenpai === undefined ? undefined : defined({ v: 1, type, tenpai, nagashi, riichi } as const);
    }
    case 'abortive': {
      const riichi = r.opt('riichi', seats) ?? [];
      const reason = r.get('reason', oneOf(ABORTIVE_REASONS));
      return reason === undefined ? undefined : { v: 1, type, reason, riichi };
    }
    case 'chombo': {
      const offender = r.get('offender', seat);
      const riichi = r.opt('riichi', seats);
      return offender === undefined ? undefined : defined({ v: 1, type, offender, riichi } as const);
    }
    case 'penalty': {
      const player = r.get('player', seat);
      const points = r.get('points', int(-L.maxPenalty, L.maxPenalty));
      const reason = r.opt('reason', note);
      return player === undefined || points === undefined ? undefined : defined({ v: 1, type, player, points, reason } as const);
    }
    case 'end': {
      const reason = r.get('reason', oneOf(END_REASONS));
      return reason === undefined ? undefined : { v: 1, type, reason };
    }
    default:
      return r.fail('type', `expected ron, tsumo, draw, abortive, chombo, penalty or end, got ${excerpt(type)}`);
  }
}

/**
 * A hand result alone (a stored game's `hand` and `edit` events, issue 32): the decoder a record's
 * hands are read with (parseHand), the same paths under `at` and the same messages, and the version
 * a stored result carries (`v`, HAND_RESULT_VERSION).
 */
export const handResult: Decoder<HandResult> = (raw, at) => {
  if (!isObj(raw)) return { ok: false, errors: [`${at}: expected an object`] };
  const r = new Fields(raw, at);
  r.get('v', oneOf([HAND_RESULT_VERSION]));
  const errors: string[] = [];
  const result = readResult(r, errors);
  errors.push(...r.errors);
  if (errors.length > 0 || result === undefined) return { ok: false, errors: errors.length > 0 ? errors : [`${at}: not a hand result`] };
  return { ok: true, value: result };
};

/** One hand of a record (index 0-based; paths say `hands[i]`). */
export function parseHand(raw: unknown, index: number): Parsed<RecordHand> {
  const path = `hands[${index}]`;
  if (!isObj(raw)) return { ok: false, errors: [`${path}: expected an object`] };
  const r = new Fields(raw, path);
  const errors: string[] = [];
  const result = readResult(r, errors);
  const after = readAfter(raw['after'], `${path}.after`, errors);
  const handNote = r.opt('note', note);
  errors.push(...r.errors);
  if (errors.length > 0 || result === undefined) return { ok: false, errors: errors.length > 0 ? errors : [`${path}: not a hand result`] };
  return { ok: true, value: defined({ ...result, after, note: handNote }) };
}

function readExpect(raw: unknown, errors: string[]): RecordExpect | undefined {
  if (raw === undefined) return undefined;
  if (!isObj(raw)) {
    errors.push('expect: expected an object');
    return undefined;
  }
  const r = new Fields(raw, 'expect');
  const expect = defined({
    scores: r.opt('scores', fourPoints),
    sticks: r.opt('sticks', int(0, L.maxSticks)),
    over: r.opt('over', bool),
    final: r.opt('final', fourPoints),
    error: r.opt('error', oneOf(ERROR_CODES)),
  });
  errors.push(...r.errors);
  return expect;
}

/**
 * A record's `tournament` (Tenbō's extension): the table the game was played at. Bounded as the
 * tournament file bounds its ids and names; `endsAt` a moment in ms since the epoch (0 to the year
 * 10,000, far beyond any session).
 */
const tournament: Decoder<RecordTournament> = (value, at) => {
  if (!isObj(value)) return { ok: false, errors: [`${at}: expected an object`] };
  const r = new Fields(value, at);
  const read = defined({
    id: r.get('id', text({ max: L.maxTournamentIdChars, nonEmpty: true })),
    name: r.get('name', text({ max: L.maxTournamentNameChars })),
    session: r.get('session', int(1, L.maxSessions)),
    table: r.get('table', int(1, L.maxTables)),
    ending: r.get('ending', oneOf(ENDINGS)),
    endsAt: r.opt('endsAt', int(0, L.maxMoment)),
    playerIds: r.opt('playerIds', four(text({ max: L.maxTournamentIdChars, nonEmpty: true }), 'player ids')),
  });
  const { id, name, session, table, ending } = read;
  if (r.errors.length > 0 || id === undefined || name === undefined || session === undefined || table === undefined || ending === undefined)
    return { ok: false, errors: r.errors };
  return { ok: true, value: { ...read, id, name, session, table, ending } };
};

/** The seats that confirmed the results: each at most once, in seat order. */
const confirmed: Decoder<Seat[]> = (value, at) => {
  const read = seats(value, at);
  if (!read.ok) return read;
  if (new Set(read.value).size !== read.value.length)
    return { ok: false, errors: [`${at}: a seat is listed twice (${excerpt(read.value)})`] };
  return { ok: true, value: [...read.value].sort((a, b) => a - b) };
};

/**
 * Players are four names, none empty, no two the same. The same as the new-game form takes them
 * (app/Setup.tsx): after trimming, whatever the case ("Anna" and "anna " are one player), but not
 * whatever the diacritics ("Zoe" and "Zoë" may be two people).
 */
export function playerKey(name: string): string {
  return name.trim().toLowerCase();
}

const players: Decoder<[string, string, string, string]> = (value, at) => {
  const read = four(text({ max: L.maxNameChars, nonEmpty: true }), 'names')(value, at);
  if (!read.ok) return read;
  const keys = read.value.map(playerKey);
  const twice = keys.findIndex((key, i) => keys.indexOf(key) !== i);
  if (twice < 0) return read;
  const first = keys.indexOf(keys[twice]!);
  return { ok: false, errors: [`${at}[${twice}]: the same name as ${at}[${first}] (${excerpt(read.value[twice])})`] };
};

/** Header fields of a record (everything but the hands). */
export function parseHeader(raw: unknown): Parsed<Omit<GameRecord, 'hands'> & { rawHands: unknown[] }> {
  if (!isObj(raw)) return { ok: false, errors: ['record: expected a JSON object'] };
  const r = new Fields(raw, 'record');
  const errors: string[] = [];
  if (raw['format'] !== RECORD_FORMAT) r.fail('format', `expected "${RECORD_FORMAT}", got ${excerpt(raw['format'])}`);
  const rules = raw['rules'];
  if (!isPresetId(rules)) r.fail('rules', `expected a preset id (${PRESET_IDS.join(', ')}), got ${excerpt(rules)}`);
  const names = r.get('players', players);
  const id = r.opt('id', text({ max: L.maxIdChars }));
  const recordNote = r.opt('note', note);
  const rawHands = raw['hands'];
  if (!Array.isArray(rawHands)) r.fail('hands', 'expected a list of hands');
  else if (rawHands.length > L.maxHands) r.fail('hands', `more than ${L.maxHands} hands (${rawHands.length})`);
  const expect = readExpect(raw['expect'], errors);
  // Tenbō's extension to FORMATS.md: house-rule overrides of the preset (optional).
  const parsedOverrides = parseOverrides(raw['overrides']);
  if (!parsedOverrides.ok) errors.push(...parsedOverrides.errors.map((e) => `record: ${e}`));
  const overrides = parsedOverrides.ok && Object.keys(parsedOverrides.overrides).length > 0 ? parsedOverrides.overrides : undefined;
  // Tenbō's extensions for a tournament's table (optional): where the game was played, who confirmed it.
  const table = r.opt('tournament', tournament);
  const confirmedSeats = r.opt('confirmed', confirmed);
  errors.push(...r.errors);
  if (errors.length > 0 || !isPresetId(rules) || !names || !Array.isArray(rawHands)) return { ok: false, errors };
  return {
    ok: true,
    value: defined({
      id,
      format: RECORD_FORMAT,
      rules,
      players: names,
      note: recordNote,
      overrides,
      tournament: table,
      confirmed: confirmedSeats,
      expect,
      rawHands: rawHands as unknown[],
    }),
  };
}

/**
 * Why a text is not a record, for a person (the `errors` are for records' authors and tools): not
 * JSON at all, larger or deeper than any record, JSON but no game record, rules Tenbō does not
 * know (a short excerpt of their name), or a field (its path) that is missing or wrong.
 */
export type RecordProblem =
  | { readonly kind: 'json' }
  | { readonly kind: 'size' }
  | { readonly kind: 'format' }
  | { readonly kind: 'rules'; readonly rules: string }
  | { readonly kind: 'field'; readonly field: string };

export type ParsedRecord = { ok: true; record: GameRecord } | { ok: false; errors: string[]; problem: RecordProblem };

/** The path an error names ("hands[2].wins[0].han", "players"), without the record's own prefix. */
function fieldOf(error: string): string {
  const path = error.replace(/^record(: |\.)/, '');
  return cut(/^[\w.[\]?-]+/.exec(path)?.[0] ?? path, 60);
}

/** What a header that did not parse lacks, most basic first: no record at all, then its rules, then a field. */
function headerProblem(raw: unknown, errors: readonly string[]): RecordProblem {
  if (!isObj(raw) || raw['format'] !== RECORD_FORMAT) return { kind: 'format' };
  const rules = raw['rules'];
  // Rules by a name Tenbō does not know (another tool's preset); rules that are no name at all are a wrong field.
  if (typeof rules === 'string' && !isPresetId(rules)) return { kind: 'rules', rules: cut(rules) };
  return { kind: 'field', field: fieldOf(errors[0] ?? '') };
}

type RecordValue = { ok: true; value: unknown } | { ok: false; errors: string[]; problem: RecordProblem };

/**
 * A record's JSON value within the limits, before anything reads it: its size and depth are
 * checked by a loop over the text (a string) or an explicit stack (a value), never by recursion.
 */
export function recordValue(input: unknown): RecordValue {
  let raw = input;
  if (typeof input === 'string') {
    if (input.length > L.maxChars)
      return {
        ok: false,
        errors: [`record: larger than any game record (${input.length} characters, at most ${L.maxChars})`],
        problem: { kind: 'size' },
      };
    const deep = jsonDepthProblem(input, L.maxDepth);
    if (deep) return { ok: false, errors: [`record: ${deep}`], problem: { kind: 'size' } };
    try {
      raw = JSON.parse(input) as unknown;
    } catch (e) {
      return {
        ok: false,
        errors: [`record: not valid JSON (${cut(e instanceof Error ? e.message : String(e), 80)})`],
        problem: { kind: 'json' },
      };
    }
  }
  const big = valueBoundsProblem(raw, { maxDepth: L.maxDepth, maxNodes: L.maxValues });
  if (big) return { ok: false, errors: [`record: ${big}`], problem: { kind: 'size' } };
  return { ok: true, value: raw };
}

/** Parses a JSON string or an already parsed value. Never throws: bad input gives errors. */
export function parseRecord(input: unknown): ParsedRecord {
  const read = recordValue(input);
  if (!read.ok) return read;
  const raw: unknown = read.value;
  const header = parseHeader(raw);
  if (!header.ok) return { ...header, problem: headerProblem(raw, header.errors) };
  const { rawHands, ...rest } = header.value;
  const errors: string[] = [];
  const hands: RecordHand[] = [];
  rawHands.forEach((h, i) => {
    const hand = parseHand(h, i);
    if (hand.ok) hands.push(hand.value);
    else errors.push(...hand.errors);
  });
  if (errors.length > 0) return { ok: false, errors, problem: { kind: 'field', field: fieldOf(errors[0] ?? '') } };
  return { ok: true, record: { ...rest, hands } };
}
