import { ABORTIVE_REASONS, isPresetId, parseOverrides, PRESETS, withOverrides, type Rules } from '../core/rules';
import { isSeat, WINDS } from './seats';
import { replay } from './fold';
import { END_REASONS, type AfterSnapshot, type GameRecord, type HandResult, type RecordExpect, type RecordHand, type ReplayResult, type Seat, type Win } from './types';

/**
 * Game records (../shared/FORMATS.md "Game record"). Parsing checks the shape of untrusted JSON
 * and never throws; whether the hands can happen is `replay`'s business (it names hand and field).
 */
export const RECORD_FORMAT = 'riichi-record/1';
const ERROR_CODES = ['invalid_record', 'hand_after_game_over', 'abortive_not_allowed', 'result_not_allowed'] as const;

type Obj = Record<string, unknown>;
type Parsed<T> = { ok: true; value: T } | { ok: false; errors: string[] };

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Collects shape errors for one object, with the path of each field. */
class Reader {
  readonly errors: string[] = [];
  constructor(
    readonly obj: Obj,
    readonly path: string,
  ) {}

  fail(field: string, why: string): undefined {
    this.errors.push(`${this.path}.${field}: ${why}`);
    return undefined;
  }

  has(field: string): boolean {
    return this.obj[field] !== undefined;
  }

  int(field: string, optional = false): number | undefined {
    const v = this.obj[field];
    if (v === undefined && optional) return undefined;
    if (typeof v !== 'number' || !Number.isInteger(v)) return this.fail(field, `expected a whole number, got ${JSON.stringify(v)}`);
    return v;
  }

  seat(field: string, optional = false): Seat | undefined {
    const v = this.obj[field];
    if (v === undefined && optional) return undefined;
    if (!isSeat(v)) return this.fail(field, `expected a seat 0-3, got ${JSON.stringify(v)}`);
    return v;
  }

  seats(field: string, optional = false): Seat[] | undefined {
    const v = this.obj[field];
    if (v === undefined && optional) return undefined;
    if (!Array.isArray(v)) return this.fail(field, `expected a list of seats, got ${JSON.stringify(v)}`);
    const bad = v.find((s) => !isSeat(s));
    if (bad !== undefined) return this.fail(field, `expected seats 0-3, got ${JSON.stringify(bad)}`);
    return v as Seat[];
  }

  str(field: string, optional = false): string | undefined {
    const v = this.obj[field];
    if (v === undefined && optional) return undefined;
    if (typeof v !== 'string') return this.fail(field, `expected text, got ${JSON.stringify(v)}`);
    return v;
  }

  /** One of the named values (an abortive draw's reason, an end's). */
  oneOf<T extends string>(field: string, values: readonly T[]): T | undefined {
    const v = this.obj[field];
    const known = values.find((value) => value === v);
    if (known === undefined) return this.fail(field, `expected one of ${values.join(', ')}, got ${JSON.stringify(v)}`);
    return known;
  }

  four(field: string): [number, number, number, number] | undefined {
    const v = this.obj[field];
    if (v === undefined) return undefined;
    if (!Array.isArray(v) || v.length !== 4 || !v.every((n) => typeof n === 'number' && Number.isFinite(n))) {
      return this.fail(field, `expected four numbers, got ${JSON.stringify(v)}`);
    }
    return v as [number, number, number, number];
  }

  yaku(field: string): Record<string, number> | undefined {
    const v = this.obj[field];
    if (v === undefined) return undefined;
    if (!isObj(v) || !Object.values(v).every((n) => typeof n === 'number' && Number.isInteger(n))) {
      return this.fail(field, `expected a map of yaku to han, got ${JSON.stringify(v)}`);
    }
    return { ...(v as Record<string, number>) };
  }
}

/** Copies only the fields that are present, so a parse → serialize → parse round trip is exact. */
function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

function readValue(r: Reader): { han?: number; fu?: number; yakuman?: number; pao?: Seat; tiles?: unknown; yaku?: Record<string, number> } {
  return defined({
    han: r.int('han', true),
    fu: r.int('fu', true),
    yakuman: r.int('yakuman', true),
    pao: r.seat('pao', true),
    tiles: r.obj['tiles'],
    yaku: r.yaku('yaku'),
  });
}

function readWin(raw: unknown, path: string, errors: string[]): Win | undefined {
  if (!isObj(raw)) {
    errors.push(`${path}: expected an object`);
    return undefined;
  }
  const r = new Reader(raw, path);
  const win = { winner: r.seat('winner'), ...readValue(r) };
  errors.push(...r.errors);
  return r.errors.length === 0 ? (win as Win) : undefined;
}

function readAfter(raw: unknown, path: string, errors: string[]): AfterSnapshot | undefined {
  if (raw === undefined) return undefined;
  if (!isObj(raw)) {
    errors.push(`${path}: expected an object`);
    return undefined;
  }
  const r = new Reader(raw, path);
  const round = r.obj['round'];
  if (round !== undefined && !WINDS.includes(round as never)) r.fail('round', `expected E, S, W or N, got ${JSON.stringify(round)}`);
  const hand = r.int('hand', true);
  if (hand !== undefined && (hand < 1 || hand > 4)) r.fail('hand', `expected 1-4, got ${hand}`);
  const after = defined({
    scores: r.four('scores'),
    honba: r.int('honba', true),
    sticks: r.int('sticks', true),
    dealer: r.seat('dealer', true),
    round: round as AfterSnapshot['round'],
    hand: hand as AfterSnapshot['hand'],
  });
  errors.push(...r.errors);
  return after;
}

function readResult(r: Reader, errors: string[]): HandResult | undefined {
  const type = r.obj['type'];
  switch (type) {
    case 'ron': {
      const rawWins = r.obj['wins'];
      if (!Array.isArray(rawWins)) return r.fail('wins', 'expected a list of wins');
      const wins = rawWins.map((w, i) => readWin(w, `${r.path}.wins[${i}]`, errors));
      const from = r.seat('from');
      const riichi = r.seats('riichi', true) ?? [];
      if (from === undefined || wins.some((w) => w === undefined)) return undefined;
      return { v: 1, type, from, wins: wins as Win[], riichi };
    }
    case 'tsumo': {
      const winner = r.seat('winner');
      const value = readValue(r);
      const riichi = r.seats('riichi', true) ?? [];
      return winner === undefined ? undefined : { v: 1, type, winner, ...value, riichi };
    }
    case 'draw': {
      const tenpai = r.seats('tenpai');
      const nagashi = r.seats('nagashi', true);
      const riichi = r.seats('riichi', true) ?? [];
      return tenpai === undefined ? undefined : defined({ v: 1, type, tenpai, nagashi, riichi } as const);
    }
    case 'abortive': {
      const riichi = r.seats('riichi', true) ?? [];
      const reason = r.oneOf('reason', ABORTIVE_REASONS);
      return reason === undefined ? undefined : { v: 1, type, reason, riichi };
    }
    case 'chombo': {
      const offender = r.seat('offender');
      const riichi = r.seats('riichi', true);
      return offender === undefined ? undefined : defined({ v: 1, type, offender, riichi } as const);
    }
    case 'penalty': {
      const player = r.seat('player');
      const points = r.int('points');
      const reason = r.str('reason', true);
      return player === undefined || points === undefined ? undefined : defined({ v: 1, type, player, points, reason } as const);
    }
    case 'end': {
      const reason = r.oneOf('reason', END_REASONS);
      return reason === undefined ? undefined : { v: 1, type, reason };
    }
    default:
      return r.fail('type', `expected ron, tsumo, draw, abortive, chombo, penalty or end, got ${JSON.stringify(type)}`);
  }
}

/** One hand of a record (index 0-based; paths say `hands[i]`). */
export function parseHand(raw: unknown, index: number): Parsed<RecordHand> {
  const path = `hands[${index}]`;
  if (!isObj(raw)) return { ok: false, errors: [`${path}: expected an object`] };
  const r = new Reader(raw, path);
  const errors: string[] = [];
  const result = readResult(r, errors);
  const after = readAfter(raw['after'], `${path}.after`, errors);
  const note = r.str('note', true);
  errors.push(...r.errors);
  if (errors.length > 0 || result === undefined) return { ok: false, errors: errors.length > 0 ? errors : [`${path}: not a hand result`] };
  return { ok: true, value: defined({ ...result, after, note }) as RecordHand };
}

function readExpect(raw: unknown, errors: string[]): RecordExpect | undefined {
  if (raw === undefined) return undefined;
  if (!isObj(raw)) {
    errors.push('expect: expected an object');
    return undefined;
  }
  const r = new Reader(raw, 'expect');
  const over = raw['over'];
  if (over !== undefined && typeof over !== 'boolean') r.fail('over', 'expected true or false');
  const error = raw['error'];
  if (error !== undefined && !ERROR_CODES.includes(error as never)) r.fail('error', `expected one of ${ERROR_CODES.join(', ')}`);
  const expect = defined({
    scores: r.four('scores'),
    sticks: r.int('sticks', true),
    over: over as boolean | undefined,
    final: r.four('final'),
    error: error as RecordExpect['error'],
  });
  errors.push(...r.errors);
  return expect;
}

/** Header fields of a record (everything but the hands). */
export function parseHeader(raw: unknown): Parsed<Omit<GameRecord, 'hands'> & { rawHands: unknown[] }> {
  if (!isObj(raw)) return { ok: false, errors: ['record: expected a JSON object'] };
  const r = new Reader(raw, 'record');
  const errors: string[] = [];
  if (raw['format'] !== RECORD_FORMAT) r.fail('format', `expected "${RECORD_FORMAT}", got ${JSON.stringify(raw['format'])}`);
  const rules = raw['rules'];
  if (!isPresetId(rules)) r.fail('rules', `expected a preset id (${Object.keys(PRESETS).join(', ')}), got ${JSON.stringify(rules)}`);
  const players = raw['players'];
  if (!Array.isArray(players) || players.length !== 4 || !players.every((p) => typeof p === 'string')) {
    r.fail('players', 'expected four names');
  }
  const id = r.str('id', true);
  const note = r.str('note', true);
  const rawHands = raw['hands'];
  if (!Array.isArray(rawHands)) r.fail('hands', 'expected a list of hands');
  const expect = readExpect(raw['expect'], errors);
  // Tenbō's extension to FORMATS.md: house-rule overrides of the preset (optional).
  const parsedOverrides = parseOverrides(raw['overrides']);
  if (!parsedOverrides.ok) errors.push(...parsedOverrides.errors.map((e) => `record: ${e}`));
  const overrides = parsedOverrides.ok && Object.keys(parsedOverrides.overrides).length > 0 ? parsedOverrides.overrides : undefined;
  errors.push(...r.errors);
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: defined({
      id,
      format: RECORD_FORMAT,
      rules: rules as GameRecord['rules'],
      players: [...(players as string[])] as GameRecord['players'],
      note,
      overrides,
      expect,
      rawHands: rawHands as unknown[],
    }),
  };
}

/**
 * Why a text is not a record, for a person (the `errors` are for records' authors and tools): not
 * JSON at all, JSON but no game record, rules Tenbō does not know, or a field (its path) that is
 * missing or wrong.
 */
export type RecordProblem =
  | { readonly kind: 'json' }
  | { readonly kind: 'format' }
  | { readonly kind: 'rules'; readonly rules: string }
  | { readonly kind: 'field'; readonly field: string };

export type ParsedRecord = { ok: true; record: GameRecord } | { ok: false; errors: string[]; problem: RecordProblem };

/** The path an error names ("hands[2].wins[0].han", "players"), without the record's own prefix. */
function fieldOf(error: string): string {
  const path = error.replace(/^record(: |\.)/, '');
  return /^[\w.[\]]+/.exec(path)?.[0] ?? path;
}

/** What a header that did not parse lacks, most basic first: no record at all, then its rules, then a field. */
function headerProblem(raw: unknown, errors: readonly string[]): RecordProblem {
  if (!isObj(raw) || raw['format'] !== RECORD_FORMAT) return { kind: 'format' };
  const rules = raw['rules'];
  // Rules by a name Tenbō does not know (another tool's preset); rules that are no name at all are a wrong field.
  if (typeof rules === 'string' && !isPresetId(rules)) return { kind: 'rules', rules };
  return { kind: 'field', field: fieldOf(errors[0] ?? '') };
}

/** Parses a JSON string or an already parsed value. Never throws: bad input gives errors. */
export function parseRecord(input: unknown): ParsedRecord {
  let raw = input;
  if (typeof input === 'string') {
    try {
      raw = JSON.parse(input) as unknown;
    } catch (e) {
      return { ok: false, errors: [`record: not valid JSON (${e instanceof Error ? e.message : String(e)})`], problem: { kind: 'json' } };
    }
  }
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

/**
 * Where a record is in a file: its `line` in a JSON Lines file, or its place (`item`, from 1) in a
 * file that is a JSON array of records; neither (`line` null, no `item`): the whole file is the
 * one record.
 */
export interface RecordPlace {
  readonly line: number | null;
  readonly item?: number;
}

/** One record's text in a file, and where it is there. */
export interface RecordText extends RecordPlace {
  readonly text: string;
}

type JsonDocument = { readonly ok: true; readonly value: unknown } | { readonly ok: false };

function parseJson(text: string): JsonDocument {
  try {
    const value: unknown = JSON.parse(text);
    return { ok: true, value };
  } catch {
    return { ok: false };
  }
}

/**
 * The records in a file's text: one JSON document (a `.json` export, on one line or spread over
 * many), a JSON array of records (each item a record, as each line is in JSON Lines), or JSON
 * Lines (FORMATS.md `*.records.jsonl`: a record a line, blank lines skipped). A text is JSON Lines
 * when it is not one JSON document but its first line is: a damaged document stays one record,
 * refused once, not one refusal for each of its lines.
 */
export function splitRecords(text: string): RecordText[] {
  const whole = parseJson(text);
  // Another tool's export, or records gathered by hand: each item is named by its place, as a line is.
  // An empty array holds no record: it is refused as one, not imported as nothing ("0 games imported.").
  if (whole.ok && Array.isArray(whole.value) && whole.value.length > 0) return whole.value.map((value: unknown, i) => ({ line: null, item: i + 1, text: JSON.stringify(value) }));
  const lines = text
    .split(/\r?\n/)
    .map((line, i) => ({ line: i + 1, text: line }))
    .filter((line) => line.text.trim() !== '');
  const first = lines[0];
  if (whole.ok || lines.length < 2 || !first || !parseJson(first.text).ok) return [{ line: null, text }];
  return lines;
}

function writeWin(w: Win): object {
  return defined({ winner: w.winner, han: w.han, fu: w.fu, yakuman: w.yakuman, pao: w.pao, yaku: w.yaku, tiles: w.tiles });
}

function writeResult(h: HandResult): object {
  switch (h.type) {
    case 'ron':
      return { type: h.type, from: h.from, riichi: h.riichi, wins: h.wins.map(writeWin) };
    case 'tsumo':
      return defined({ type: h.type, winner: h.winner, han: h.han, fu: h.fu, yakuman: h.yakuman, pao: h.pao, riichi: h.riichi, yaku: h.yaku, tiles: h.tiles });
    case 'draw':
      return defined({ type: h.type, tenpai: h.tenpai, nagashi: h.nagashi, riichi: h.riichi });
    case 'abortive':
      return { type: h.type, reason: h.reason, riichi: h.riichi };
    case 'chombo':
      return defined({ type: h.type, offender: h.offender, riichi: h.riichi });
    case 'penalty':
      return defined({ type: h.type, player: h.player, points: h.points, reason: h.reason });
    case 'end':
      return { type: h.type, reason: h.reason };
    default: {
      const never: never = h;
      throw new Error(`unhandled hand result ${JSON.stringify(never)}`);
    }
  }
}

function writeHand(h: RecordHand): object {
  const after = h.after && defined({ scores: h.after.scores, honba: h.after.honba, sticks: h.after.sticks, dealer: h.after.dealer, round: h.after.round, hand: h.after.hand });
  return defined({ ...writeResult(h), after, note: h.note });
}

/** One line of JSON in the FORMATS.md shape (hands without `v`). */
export function serializeRecord(record: GameRecord): string {
  const e = record.expect;
  return JSON.stringify(
    defined({
      id: record.id,
      format: RECORD_FORMAT,
      rules: record.rules,
      overrides: record.overrides,
      note: record.note,
      players: record.players,
      hands: record.hands.map(writeHand),
      expect: e && defined({ scores: e.scores, sticks: e.sticks, over: e.over, final: e.final, error: e.error }),
    }),
  );
}

/** The rules a record is played under: its preset with its house-rule overrides. */
export function recordRules(record: GameRecord): Rules {
  return record.overrides ? withOverrides(PRESETS[record.rules], record.overrides) : PRESETS[record.rules];
}

/**
 * Replays a parsed record under its preset: what an import checks after `parseRecord`
 * (a hand that cannot happen is refused with its number and field).
 */
export function replayRecord(record: GameRecord): ReplayResult {
  return replay(recordRules(record), record.hands);
}
