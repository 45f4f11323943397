import { cut, excerpt } from './excerpt';

/**
 * Size and depth guards that run before any recursion (issue 31 item 5): an array nested 10,000
 * deep, or a 19 MB file of brackets, is refused by a loop over the text or an explicit stack,
 * never by a stack overflow, and quickly.
 */
export interface JsonLimits {
  /** Characters of text (a UTF-16 length: what `string.length` says). */
  readonly maxChars: number;
  /** Nesting of arrays and objects: `[]` is 1, `[[]]` is 2. */
  readonly maxDepth: number;
}

export interface ValueLimits {
  readonly maxDepth: number;
  /** Values in all (every array, object, item and field counts one). */
  readonly maxNodes: number;
  /** Characters of any text in it, and of any key (no limit when left out). */
  readonly maxTextChars?: number;
}

export type Decoded<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: readonly string[] };

/** Why a text is no JSON document within the limits: too large or too deep (`size`), or no JSON (`syntax`). */
export type JsonRead =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly errors: readonly string[]; readonly reason: 'size' | 'syntax' };

/** Where a text nests deeper than allowed, or null: one pass over the characters, strings skipped. */
export function jsonDepthProblem(text: string, maxDepth: number): string | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > maxDepth) return `nested more than ${maxDepth} deep (at character ${i + 1})`;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return null;
}

/** Why a text is not a JSON document within the limits, or its value. Never throws. */
export function parseJson(text: string, limits: JsonLimits, at: string): JsonRead {
  if (text.length > limits.maxChars)
    return { ok: false, errors: [`${at}: too large (${text.length} characters, at most ${limits.maxChars})`], reason: 'size' };
  const deep = jsonDepthProblem(text, limits.maxDepth);
  if (deep) return { ok: false, errors: [`${at}: ${deep}`], reason: 'size' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    // The engine's message may quote the text around the fault: only a short piece of it.
    return { ok: false, errors: [`${at}: not valid JSON (${cut(e instanceof Error ? e.message : String(e), 80)})`], reason: 'syntax' };
  }
}

/** A text (the value, or one of an object's keys) longer than `max`, or null. */
function longText(value: unknown, max: number | undefined): string | null {
  if (max === undefined) return null;
  if (typeof value === 'string') return value.length > max ? value : null;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  for (const key in value) if (key.length > max) return key;
  return null;
}

/**
 * Why a value (already parsed, or handed in by code) is deeper or bigger than allowed, or null.
 * An explicit stack, no recursion; it stops at the first value over a limit (a cycle too).
 */
export function valueBoundsProblem(value: unknown, limits: ValueLimits): string | null {
  const stack: { readonly value: unknown; readonly depth: number }[] = [{ value, depth: 0 }];
  let nodes = 0;
  while (stack.length > 0) {
    const next = stack.pop()!;
    nodes++;
    if (nodes > limits.maxNodes) return `more than ${limits.maxNodes} values`;
    const long = longText(next.value, limits.maxTextChars);
    if (long !== null) return `text longer than ${limits.maxTextChars} characters (${excerpt(long)})`;
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > limits.maxDepth) return `nested more than ${limits.maxDepth} deep (${excerpt(next.value)})`;
    const children: readonly unknown[] = Array.isArray(next.value) ? next.value : Object.values(next.value);
    if (nodes + stack.length + children.length > limits.maxNodes) return `more than ${limits.maxNodes} values`;
    for (const child of children) stack.push({ value: child, depth });
  }
  return null;
}
