import { bad, excerpt, fail, Fields, isObj, ok, parseJson, type Decoded, type Decoder } from '../schema';
import { utf8Bytes, utf8Text } from './utf8';

/**
 * What the codes of issue 27 carry (a table's join code, a game handed off) travels as JSON in
 * UTF-8. These read such bytes from a camera or a file as untrusted input: the size first, then
 * well-formed UTF-8, then the JSON's size and depth (schema/bounds.ts), then the `format`, then
 * the fields. A refusal names the field and quotes at most a short excerpt; nothing throws.
 */
export interface PayloadLimits {
  readonly maxBytes: number;
  readonly maxDepth: number;
}

export function jsonBytes(value: unknown): Uint8Array {
  return utf8Bytes(JSON.stringify(value));
}

/** The fields of a payload object in `format`, read by `read` (undefined when a field failed). */
export function decodePayload<T>(
  bytes: Uint8Array,
  format: string,
  limits: PayloadLimits,
  read: (fields: Fields) => T | undefined,
): Decoded<T> {
  if (bytes.length > limits.maxBytes) return fail(format, `too large (${bytes.length} bytes, at most ${limits.maxBytes})`);
  const text = utf8Text(bytes);
  if (text === null) return fail(format, 'damaged: not UTF-8 text');
  const json = parseJson(text, { maxChars: limits.maxBytes, maxDepth: limits.maxDepth }, format);
  if (!json.ok) return json;
  if (!isObj(json.value)) return bad(format, 'an object', json.value);
  if (json.value['format'] !== format) return fail(format, `expected format "${format}", got ${excerpt(json.value['format'])}`);
  const fields = new Fields(json.value, '');
  const value = read(fields);
  if (fields.errors.length > 0 || value === undefined)
    return { ok: false, errors: fields.errors.length > 0 ? fields.errors.slice(0, 5) : [`${format}: not readable`] };
  return ok(value);
}

/** Seats listed once each, in order (the seats that confirmed a score slip). */
export function seatSet<T extends number>(seat: Decoder<T>): Decoder<T[]> {
  return (value, at) => {
    if (!Array.isArray(value) || value.length > 4) return bad(at, 'a list of at most four seats', value);
    const seats: T[] = [];
    for (const [i, raw] of value.entries()) {
      const read = seat(raw, `${at}[${i}]`);
      if (!read.ok) return read;
      if (seats.includes(read.value)) return fail(`${at}[${i}]`, `seat ${read.value} listed twice`);
      seats.push(read.value);
    }
    return ok(seats.sort((a, b) => a - b));
  };
}
