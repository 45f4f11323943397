import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isChiitoitsu, isKokushi } from './decompose';
import { bitCount, countOf, packCounts, packTiles } from './packed';
import { isTerminalOrHonor, KINDS, parseTiles } from './tiles';

/** Counts per kind, at most four of each. */
const counts = fc.array(fc.integer({ min: 0, max: 4 }), { minLength: KINDS, maxLength: KINDS });
const YAOCHUU = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
/** Kokushi or seven pairs, or one count away from them. */
const nearSpecial = fc
  .tuple(
    fc.boolean(),
    fc.integer({ min: 0, max: 12 }),
    fc.uniqueArray(fc.integer({ min: 0, max: KINDS - 1 }), { minLength: 7, maxLength: 7 }),
    fc.option(fc.tuple(fc.integer({ min: 0, max: KINDS - 1 }), fc.integer({ min: 0, max: 4 }))),
  )
  .map(([kokushi, doubled, pairKinds, change]) => {
    const out = new Array<number>(KINDS).fill(0);
    if (kokushi) YAOCHUU.forEach((k, i) => (out[k] = i === doubled ? 2 : 1));
    else for (const k of pairKinds) out[k] = 2;
    if (change) out[change[0]] = change[1];
    return out;
  });

describe('packed counts', () => {
  it('count the set bits of any 32-bit number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), (n) => {
        expect(bitCount(n)).toBe([...(n >>> 0).toString(2)].filter((b) => b === '1').length);
      }),
    );
    expect(bitCount(0)).toBe(0);
    expect(bitCount(-1)).toBe(32);
  });

  it('hold every count of every kind (no carry between kinds)', () => {
    fc.assert(
      fc.property(counts, (c) => {
        const packed = packCounts(c);
        for (let k = 0; k < KINDS; k++) expect(countOf(packed, k)).toBe(c[k]);
      }),
    );
  });

  it('count red fives as fives', () => {
    const parsed = parseTiles('0m55m0p9s77z');
    if (!parsed.ok) throw new Error(parsed.message);
    const packed = packTiles(parsed.tiles);
    expect([countOf(packed, 4), countOf(packed, 13), countOf(packed, 26), countOf(packed, 33)]).toEqual([3, 1, 1, 2]);
  });

  it('tell seven pairs and kokushi as the definitions do', () => {
    let seen = { chiitoitsu: 0, kokushi: 0 };
    fc.assert(
      fc.property(fc.oneof(counts, nearSpecial), (c) => {
        const pairs = c.filter((n) => n === 2).length;
        expect(isChiitoitsu(packCounts(c))).toBe(pairs === 7 && c.every((n) => n === 0 || n === 2));
        const kokushi = c.every((n, k) => (isTerminalOrHonor(k) ? n === 1 || n === 2 : n === 0)) && pairs === 1;
        expect(isKokushi(packCounts(c))).toBe(kokushi);
        seen = {
          chiitoitsu: seen.chiitoitsu + Number(pairs === 7 && c.every((n) => n === 0 || n === 2)),
          kokushi: seen.kokushi + Number(kokushi),
        };
      }),
      { numRuns: 3000 },
    );
    // The generator does reach both shapes, so the check above is not vacuous.
    expect(seen.chiitoitsu).toBeGreaterThan(100);
    expect(seen.kokushi).toBeGreaterThan(100);
  });
});
