import { isWholeCount, isFlag, parseMeld, type Flag, type HandInput, type Meld, type Reading, type ScoreResult } from './hand';
import { isPresetId, PRESETS, type Rules } from './rules';
import { ok, type Decoded, type Decoder } from '../schema';
import { sameJson } from '../schema/canonicalJson';
import { scoreHand } from './score';
import { isWindLetter, parseTiles, type Tile } from './tiles';

/**
 * Hand vectors (FORMATS.md "Hand vector"): one JSON object a line, checked against the engine.
 * A line that cannot be read is a failure with a message, never an exception.
 */
export interface VectorOutcome {
  readonly id: string;
  readonly failures: readonly string[];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export type VectorInput =
  { ok: true; input: HandInput; rules: Rules } | { ok: false; error: 'invalid_tiles' | 'invalid_vector'; message: string };

/** Reads a vector's hand fields into engine input. Bad notation is the engine's `invalid_tiles`. */
export function handInputFromVector(v: JsonObject): VectorInput {
  if (!isPresetId(v.rules)) return { ok: false, error: 'invalid_vector', message: `unknown rules ${JSON.stringify(v.rules)}` };
  const concealed = tiles(v['concealed'], 'concealed');
  if (!concealed.ok) return invalidTiles(concealed);
  const win = tiles(v['winTile'], 'winTile');
  if (!win.ok) return invalidTiles(win);
  const dora = tileList(v['doraIndicators'] ?? [], 'doraIndicators');
  if (!dora.ok) return invalidTiles(dora);
  const ura = tileList(v['uraIndicators'] ?? [], 'uraIndicators');
  if (!ura.ok) return invalidTiles(ura);
  if (win.value.length !== 1) return { ok: false, error: 'invalid_tiles', message: 'winTile must be exactly one tile' };
  const melds: Meld[] = [];
  for (const m of Array.isArray(v.melds) ? v.melds : []) {
    if (typeof m !== 'string') return { ok: false, error: 'invalid_vector', message: 'melds must be strings' };
    const parsed = parseMeld(m);
    if (!parsed.ok) return { ok: false, error: 'invalid_tiles', message: parsed.message };
    melds.push(parsed.meld);
  }
  const flags: Flag[] = [];
  for (const f of Array.isArray(v.flags) ? v.flags : []) {
    if (!isFlag(f)) return { ok: false, error: 'invalid_vector', message: `unknown flag ${JSON.stringify(f)}` };
    flags.push(f);
  }
  const seatWind = v.seatWind;
  const roundWind = v.roundWind;
  if (!isWindLetter(seatWind) || !isWindLetter(roundWind))
    return { ok: false, error: 'invalid_vector', message: 'seatWind and roundWind must be E, S, W or N' };
  if (v.win !== 'ron' && v.win !== 'tsumo') return { ok: false, error: 'invalid_vector', message: 'win must be "ron" or "tsumo"' };
  const honba = v.honba ?? 0;
  if (!isWholeCount(honba)) return { ok: false, error: 'invalid_vector', message: 'honba must be a whole number' };
  return {
    ok: true,
    rules: PRESETS[v.rules],
    input: {
      concealed: concealed.value,
      melds,
      winTile: win.value[0]!,
      win: v.win,
      seatWind,
      roundWind,
      doraIndicators: dora.value,
      uraIndicators: ura.value,
      flags,
      honba,
    },
  };
}

/**
 * A field holding tiles in notation, read with the schema kit's decoders (the one way untrusted
 * input is read, issue 32). Its refusal is the notation's own message (the engine's
 * `invalid_tiles`), or says which field is no text.
 */
const tiles: Decoder<Tile[]> = (value, field) => {
  if (typeof value !== 'string') return { ok: false, errors: [`${field} must be a string`] };
  const parsed = parseTiles(value);
  return parsed.ok ? ok(parsed.tiles) : { ok: false, errors: [parsed.message] };
};

function invalidTiles(read: { readonly errors: readonly string[] }): VectorInput {
  return { ok: false, error: 'invalid_tiles', message: read.errors.join('; ') };
}

/** A list of fields of tiles in notation (dora indicators), as one list of tiles. */
const tileList: Decoder<Tile[]> = (value, field) => {
  if (!Array.isArray(value)) return { ok: false, errors: [`${field} must be a list`] };
  const out: Tile[] = [];
  for (const item of value) {
    const read: Decoded<Tile[]> = typeof item === 'string' ? tiles(item, field) : { ok: false, errors: [`${field} must hold strings`] };
    if (!read.ok) return read;
    out.push(...read.value);
  }
  return ok(out);
};

/** The engine's answer in the vector's `expect` vocabulary. */
export function expectationOf(result: ScoreResult): JsonObject {
  if (!result.ok) return { error: result.error };
  return readingExpectation(result.best);
}

export function readingExpectation(r: Reading): JsonObject {
  const yaku: JsonObject = {};
  for (const y of r.yaku) yaku[y.id] = y.yakuman > 0 ? y.yakuman : y.han;
  const payment: Json =
    r.payment.kind === 'ron'
      ? { ron: r.payment.ron }
      : r.payment.kind === 'tsumoAll'
        ? { tsumoAll: r.payment.all }
        : { tsumo: { dealer: r.payment.dealer, nonDealer: r.payment.nonDealer } };
  return {
    han: r.han,
    fu: r.fu,
    yaku,
    dora: r.dora,
    akaDora: r.akaDora,
    uraDora: r.uraDora,
    yakuman: r.yakuman,
    limit: r.limit,
    payment,
  };
}

const COMPARED = ['error', 'han', 'fu', 'yaku', 'dora', 'akaDora', 'uraDora', 'yakuman', 'limit', 'payment'] as const;

export function checkHandVector(line: string, lineNumber = 0): VectorOutcome {
  let parsed: Json;
  try {
    parsed = JSON.parse(line);
  } catch (e) {
    return { id: `line ${lineNumber}`, failures: [`cannot parse JSON: ${e instanceof Error ? e.message : String(e)}`] };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { id: `line ${lineNumber}`, failures: ['a hand vector must be a JSON object'] };
  }
  const id = typeof parsed.id === 'string' ? parsed.id : `line ${lineNumber}`;
  const expect = parsed.expect;
  if (expect === null || typeof expect !== 'object' || Array.isArray(expect) || expect === undefined) {
    return { id, failures: ['the vector has no expect object'] };
  }
  const input = handInputFromVector(parsed);
  if (!input.ok && input.error === 'invalid_vector') return { id, failures: [`unreadable vector: ${input.message}`] };
  const got: JsonObject = input.ok ? expectationOf(scoreHand(input.input, input.rules)) : { error: 'invalid_tiles' };
  const failures: string[] = [];
  for (const field of COMPARED) {
    if (!(field in expect)) continue;
    const want = expect[field] ?? null;
    const have = got[field] ?? null;
    if (!sameJson(want, have)) failures.push(`${field}: expected ${JSON.stringify(want)}, got ${JSON.stringify(have)}`);
  }
  if (failures.length > 0 && got.error && !('error' in expect)) failures.push(`engine said ${JSON.stringify(got.error)}`);
  return { id, failures };
}
