import type { HandResult } from './types';

/**
 * Whether two hand results say the same, as their JSON would: keys in any order, a key holding
 * undefined the same as no key. A result goes through drafts, IndexedDB and record files, each of
 * which may reorder keys or keep an undefined one; an edit, a kept draft and a re-imported game
 * are compared with this.
 */
export function sameResult(a: HandResult, b: HandResult): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** JSON with every object's keys in order (keys holding undefined left out, as JSON does): equal for equal data. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))) : v,
  );
}
