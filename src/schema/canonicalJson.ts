/**
 * The one deep equality of plain data (issue 32): JSON with every object's keys in order, keys
 * holding undefined left out (as JSON does), so equal data gives equal text whatever the order its
 * keys were written in (a draft, IndexedDB and a record file may each reorder them).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
}

/** Whether two values of plain data are equal, as their canonical JSON. */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
