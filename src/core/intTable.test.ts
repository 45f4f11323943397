import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IntTable } from './intTable';

describe('IntTable', () => {
  it('finds what was added and nothing else, through many growths (against a Map)', () => {
    const key = fc.integer({ min: 0, max: 2 ** 31 - 1 });
    fc.assert(
      fc.property(fc.uniqueArray(key, { maxLength: 3000 }), fc.array(key, { maxLength: 200 }), (added, probes) => {
        const table = new IntTable<number>(2);
        const map = new Map<number, number>();
        added.forEach((k, i) => {
          table.add(k, i);
          map.set(k, i);
        });
        expect(table.size).toBe(map.size);
        for (const k of [...added, ...probes]) expect(table.get(k), String(k)).toBe(map.get(k));
      }),
      { numRuns: 60 },
    );
  });

  it('keeps colliding keys apart (keys whose probes start in the same slot)', () => {
    // Keys 2^k apart share their low bits; with a small table many start at the same slot.
    const table = new IntTable<string>(1);
    const keys = Array.from({ length: 40 }, (_, i) => (i + 1) << 20);
    for (const k of keys) table.add(k, `v${k}`);
    for (const k of keys) expect(table.get(k)).toBe(`v${k}`);
    expect(table.get(41 << 20)).toBeUndefined();
  });

  it('takes 0 as a key like any other, and refuses numbers that are not whole numbers from 0 to 2^31 - 1', () => {
    const table = new IntTable<number>();
    expect(table.get(0)).toBeUndefined();
    table.add(0, 7);
    expect(table.get(0)).toBe(7);
    // 2^30 is stored as 0, the free slots' placeholder key: still found only once added.
    expect(table.get(2 ** 30)).toBeUndefined();
    table.add(2 ** 30, 8);
    table.add(2 ** 31 - 1, 9);
    expect([table.get(2 ** 30), table.get(2 ** 31 - 1)]).toEqual([8, 9]);
    expect(() => table.add(2 ** 31, 1)).toThrow(RangeError);
    expect(() => table.add(-1, 1)).toThrow(RangeError);
    expect(() => table.add(1.5, 1)).toThrow(RangeError);
    expect(table.size).toBe(3);
  });

  it('refuses undefined as a value (it marks a free slot)', () => {
    const table = new IntTable<number | undefined>();
    expect(() => table.add(1, undefined)).toThrow(RangeError);
    expect(table.get(1)).toBeUndefined();
  });
});
