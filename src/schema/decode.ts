import { valueBoundsProblem, type Decoded, type ValueLimits } from './bounds';
import { excerpt } from './excerpt';

/**
 * Decoders for untrusted values, bounded: every number has a range, every text and list a length.
 * A decoder reads one value at a path (`hands[2].wins[0].han`) and gives the value, typed, or the
 * errors, each `path: why`, quoting at most a short excerpt of what it found. Decoders never throw
 * and never recurse deeper than the shape they describe (guard the depth first: bounds.ts).
 */
export type Decoder<T> = (value: unknown, at: string) => Decoded<T>;
export type Obj = Readonly<Record<string, unknown>>;

export function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function ok<T>(value: T): Decoded<T> {
  return { ok: true, value };
}

export function fail(at: string, why: string): { readonly ok: false; readonly errors: readonly string[] } {
  return { ok: false, errors: [at === '' ? why : `${at}: ${why}`] };
}

/** `why` followed by what was found: "expected a seat 0-3, got 5". */
export function bad(at: string, expected: string, value: unknown): { readonly ok: false; readonly errors: readonly string[] } {
  return fail(at, `expected ${expected}, got ${excerpt(value)}`);
}

/** The path of a field: `hands[2]` + `han` is `hands[2].han`. */
export function fieldPath(at: string, field: string): string {
  return at === '' ? field : `${at}.${field}`;
}

/** A whole number from min to max (cite why those, where the limits are chosen). */
export function int(min: number, max: number): Decoder<number> {
  return (value, at) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? ok(value)
      : bad(at, `a whole number from ${min} to ${max}`, value);
}

export const bool: Decoder<boolean> = (value, at) => (typeof value === 'boolean' ? ok(value) : bad(at, 'true or false', value));

export interface TextLimits {
  readonly max: number;
  /** Refuse a text that is empty or only spaces. */
  readonly nonEmpty?: boolean;
}

/** A text of at most `max` characters (UTF-16 code units, as `length` counts them). */
export function text({ max, nonEmpty = false }: TextLimits): Decoder<string> {
  return (value, at) => {
    if (typeof value !== 'string') return bad(at, 'text', value);
    if (value.length > max) return fail(at, `text longer than ${max} characters (${excerpt(value)})`);
    if (nonEmpty && value.trim() === '') return fail(at, 'expected text, got an empty one');
    return ok(value);
  };
}

/** One of the listed values (a reason, a wind). */
export function oneOf<T extends string | number>(values: readonly T[]): Decoder<T> {
  return (value, at) => {
    const known = values.find((v) => v === value);
    return known === undefined ? bad(at, `one of ${values.join(', ')}`, value) : ok(known);
  };
}

/** A value that passes a type guard, named for the message ("a seat 0-3"). */
export function guarded<T>(is: (value: unknown) => value is T, expected: string): Decoder<T> {
  return (value, at) => (is(value) ? ok(value) : bad(at, expected, value));
}

export interface ListLimits {
  readonly min?: number;
  readonly max: number;
  /** What the list holds, for the message ("seats", "four numbers"). */
  readonly of?: string;
}

/** A list of at most `max` items (at least `min`), each read by `item` at `path[i]`; every bad item is named. */
export function list<T>(item: Decoder<T>, { min = 0, max, of = 'items' }: ListLimits): Decoder<T[]> {
  return (value, at) => {
    if (!Array.isArray(value)) return bad(at, `a list of ${of}`, value);
    if (value.length < min || value.length > max) {
      const count = min === max ? `${min}` : min === 0 ? `at most ${max}` : `${min} to ${max}`;
      return bad(at, `${count} ${of}`, value);
    }
    const items: T[] = [];
    const errors: string[] = [];
    value.forEach((raw: unknown, i) => {
      const read = item(raw, `${at}[${i}]`);
      if (read.ok) items.push(read.value);
      else errors.push(...read.errors);
    });
    return errors.length > 0 ? { ok: false, errors } : ok(items);
  };
}

/** Exactly four items (one a seat). */
export function four<T>(item: Decoder<T>, of: string): Decoder<[T, T, T, T]> {
  const read = list(item, { min: 4, max: 4, of });
  return (value, at) => {
    const r = read(value, at);
    if (!r.ok) return r;
    const [a, b, c, d] = r.value;
    return a === undefined || b === undefined || c === undefined || d === undefined ? bad(at, `four ${of}`, value) : ok([a, b, c, d]);
  };
}

export interface MapLimits {
  readonly maxKeys: number;
  readonly maxKeyChars: number;
  /** What the map holds, for the message ("a map of yaku to han"). */
  readonly of: string;
}

/** An object used as a map: at most `maxKeys` keys of at most `maxKeyChars` characters, each value read by `item`. */
export function mapOf<T>(item: Decoder<T>, { maxKeys, maxKeyChars, of }: MapLimits): Decoder<Record<string, T>> {
  return (value, at) => {
    if (!isObj(value)) return bad(at, of, value);
    const entries = Object.entries(value);
    if (entries.length > maxKeys) return bad(at, `${of} of at most ${maxKeys} entries`, value);
    const longKey = entries.find(([key]) => key.length > maxKeyChars);
    if (longKey) return fail(at, `key longer than ${maxKeyChars} characters (${excerpt(longKey[0])})`);
    const errors: string[] = [];
    const read = entries.map(([key, raw]) => {
      const r = item(raw, fieldPath(at, key.replace(/[^\w-]/g, '?')));
      if (!r.ok) errors.push(...r.errors);
      return [key, r.ok ? r.value : undefined] as const;
    });
    // fromEntries defines each key as the object's own (a "__proto__" key stays data).
    return errors.length > 0 ? { ok: false, errors } : ok(Object.fromEntries(read) as Record<string, T>);
  };
}

/**
 * A value kept as it is without being read (tiles kept for a referee, another tool's extension),
 * within limits: its depth, its count of values and the length of its texts.
 */
export function opaque(limits: ValueLimits): Decoder<unknown> {
  return (value, at) => {
    const problem = valueBoundsProblem(value, limits);
    return problem === null ? ok(value) : fail(at, problem);
  };
}

/** An object, for reading its fields with `Fields`. */
export const object: Decoder<Obj> = (value, at) => (isObj(value) ? ok(value) : fail(at, 'expected an object'));

/**
 * Reads the fields of one object, collecting every error with its path: `get` a field that must be
 * there, `opt` one that may be left out (undefined when it is).
 */
export class Fields {
  readonly errors: string[] = [];
  constructor(
    readonly obj: Obj,
    readonly at: string,
  ) {}

  /** Records an error about a field (or about the object itself, field ''). */
  fail(field: string, why: string): undefined {
    this.errors.push(...fail(field === '' ? this.at : fieldPath(this.at, field), why).errors);
    return undefined;
  }

  has(field: string): boolean {
    return this.obj[field] !== undefined;
  }

  get<T>(field: string, decoder: Decoder<T>): T | undefined {
    const read = decoder(this.obj[field], fieldPath(this.at, field));
    if (read.ok) return read.value;
    this.errors.push(...read.errors);
    return undefined;
  }

  opt<T>(field: string, decoder: Decoder<T>): T | undefined {
    return this.has(field) ? this.get(field, decoder) : undefined;
  }
}
