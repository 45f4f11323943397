/**
 * A short quote of any value for a refusal (issue 31 item 5): a message names what was wrong, it
 * never repeats a whole input (a 1 MB name, a 19 MB file of brackets). At most EXCERPT_CHARS of
 * the value's JSON-like text, then "…"; the walk stops as soon as that much is written, so a huge
 * or deeply nested value costs no more than a short one (each level writes at least one character,
 * so the recursion is at most EXCERPT_CHARS deep).
 */
export const EXCERPT_CHARS = 40;

interface Out {
  text: string;
  full: boolean;
}

function append(out: Out, piece: string, max: number): void {
  if (out.full) return;
  out.text += piece;
  if (out.text.length > max) out.full = true;
}

function writeValue(value: unknown, out: Out, max: number): void {
  if (out.full) return;
  if (typeof value === 'string') return append(out, JSON.stringify(value.slice(0, max + 1)), max);
  // String(), not JSON: 1e308 and Infinity say what they are (JSON would write null).
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return append(out, String(value), max);
  if (value === null) return append(out, 'null', max);
  if (value === undefined) return append(out, 'nothing', max);
  if (Array.isArray(value)) {
    append(out, '[', max);
    for (let i = 0; i < value.length && !out.full; i++) {
      if (i > 0) append(out, ',', max);
      writeValue(value[i], out, max);
    }
    return append(out, ']', max);
  }
  if (typeof value === 'object') {
    append(out, '{', max);
    let first = true;
    // for...in stops early: Object.keys would list every key of a huge object first.
    for (const key in value) {
      if (out.full) break;
      if (!Object.hasOwn(value, key)) continue;
      if (!first) append(out, ',', max);
      first = false;
      append(out, `${JSON.stringify(key.slice(0, max + 1))}:`, max);
      writeValue((value as Readonly<Record<string, unknown>>)[key], out, max);
    }
    return append(out, '}', max);
  }
  append(out, typeof value, max);
}

/** Cuts a text to `max` characters, never between the two halves of a character outside the BMP. */
export function cut(text: string, max: number = EXCERPT_CHARS): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return `${text.slice(0, end)}…`;
}

/** The value as a short quote: `5`, `"two"`, `[[[[[[…`, `"Annaaaaaaa…`. */
export function excerpt(value: unknown, max: number = EXCERPT_CHARS): string {
  const out: Out = { text: '', full: false };
  writeValue(value, out, max);
  return cut(out.text, max);
}
