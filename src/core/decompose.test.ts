import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasStandardDecomposition, splitsOfSuit, standardDecompositions, type StandardDecomposition, type SuitSplit } from './decompose';
import { packCounts } from './packed';
import { countKinds, KINDS, parseTiles } from './tiles';

/** The definition, by brute force over the whole hand: a pair, then sets from the lowest kind up. */
function reference(counts: readonly number[]): string[] {
  const out: string[] = [];
  const work = counts.slice();
  const sets: string[] = [];
  const split = (pair: number): void => {
    let i = 0;
    while (i < KINDS && work[i] === 0) i++;
    if (i === KINDS) {
      out.push(`${pair}|${[...sets].sort().join(',')}`);
      return;
    }
    if (work[i]! >= 3) {
      work[i]! -= 3;
      sets.push(`t${i}`);
      split(pair);
      sets.pop();
      work[i]! += 3;
    }
    if (i < 27 && i % 9 <= 6 && work[i + 1]! > 0 && work[i + 2]! > 0) {
      for (const k of [i, i + 1, i + 2]) work[k]! -= 1;
      sets.push(`s${i}`);
      split(pair);
      sets.pop();
      for (const k of [i, i + 1, i + 2]) work[k]! += 1;
    }
  };
  for (let pair = 0; pair < KINDS; pair++) {
    if (work[pair]! < 2) continue;
    work[pair]! -= 2;
    split(pair);
    work[pair]! += 2;
  }
  return out.sort();
}

const keyOf = (d: StandardDecomposition) =>
  `${d.pair}|${d.sets
    .map((s) => `${s.kind === 'triplet' ? 't' : 's'}${s.first}`)
    .sort()
    .join(',')}`;

const packedOf = (text: string) => packCounts(countsOf(text));

function countsOf(text: string): number[] {
  const parsed = parseTiles(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return countKinds(parsed.tiles);
}

/** Hands of 2, 5, 8, 11 or 14 tiles, at most four of a kind, crowded into few kinds so that many split. */
const crowdedCounts = fc
  .tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 25 }))
  .chain(([sets, suit, offset]) =>
    fc.array(fc.integer({ min: 0, max: 11 }), { minLength: 3 * sets + 2, maxLength: 3 * sets + 2 }).map((picks) => {
      const counts = new Array<number>(KINDS).fill(0);
      for (const p of picks) {
        const kind = suit === 3 ? 27 + (p % 7) : suit * 9 + ((p + offset) % 9);
        if (counts[kind]! < 4) counts[kind]! += 1;
      }
      return counts;
    }),
  );

describe('standard decompositions (per-suit tables)', () => {
  it('a dense one-suit hand: every split, each once', () => {
    const found = standardDecompositions(packedOf('11122233344455m')).map(keyOf).sort();
    expect(found).toEqual(['1|s1,s2,s2,t0', '4|s0,s0,s0,t3', '4|s1,s1,s1,t0', '4|t0,t1,t2,t3']);
    expect(found).toEqual(reference(countsOf('11122233344455m')));
  });

  it('a pair and sets in several suits, honours included', () => {
    const counts = countsOf('111222333m456p55z');
    expect(standardDecompositions(packCounts(counts)).map(keyOf).sort()).toEqual(reference(counts));
    expect(standardDecompositions(packCounts(counts)).length).toBe(2);
  });

  it('no split when the pair would have to be in two suits', () => {
    expect(standardDecompositions(packedOf('11m22p333s456s789s'))).toEqual([]);
    expect(hasStandardDecomposition(packedOf('11m22p333s456s789s'))).toBe(false);
  });

  it('agrees with the brute-force definition on crowded random hands', () => {
    fc.assert(
      fc.property(crowdedCounts, (counts) => {
        const expected = reference(counts);
        const found = standardDecompositions(packCounts(counts));
        expect(found.map(keyOf).sort()).toEqual(expected);
        expect(hasStandardDecomposition(packCounts(counts))).toBe(expected.length > 0);
        for (const d of found) {
          const rebuilt = new Array<number>(KINDS).fill(0);
          rebuilt[d.pair]! += 2;
          for (const s of d.sets) for (let i = 0; i < 3; i++) rebuilt[s.first + (s.kind === 'sequence' ? i : 0)]! += 1;
          expect(rebuilt).toEqual(counts);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps every pattern it met while its table grows: the same splits, found again', () => {
    // Every man pattern of up to eight tiles: some 20,000 keys, far past the table's first size.
    const patterns: number[] = [];
    const walk = (kind: number, packed: number, tiles: number): void => {
      if (kind === 9) {
        patterns.push(packed);
        return;
      }
      for (let c = 0; c <= 4 && tiles + c <= 8; c++) walk(kind + 1, packed + c * 8 ** kind, tiles + c);
    };
    walk(0, 0, 0);
    expect(patterns.length).toBeGreaterThan(20000);
    const first = new Map<number, SuitSplit | null>();
    for (const pattern of patterns) first.set(pattern, splitsOfSuit([pattern, 0, 0, 0], 0));
    for (const pattern of patterns) {
      const splits = splitsOfSuit([pattern, 0, 0, 0], 0);
      expect(splits).toBe(first.get(pattern));
      // A split holds the pattern's own tiles: its sets and pair add up to the counts.
      for (let split = splits; split !== null; split = split.next) {
        let rebuilt = split.pair >= 0 ? 2 * 8 ** split.pair : 0;
        for (const set of split.sets) rebuilt += set.kind === 'sequence' ? 73 * 8 ** set.first : 3 * 8 ** set.first;
        expect(rebuilt).toBe(pattern);
      }
    }
  });
});
