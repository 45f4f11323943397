import type { SetView } from './context';
import { isTerminalOrHonor, KINDS, type TileKind } from './tiles';

/** Four sets and a pair from the concealed tiles (called melds are not part of it). */
export interface StandardDecomposition {
  readonly pair: TileKind;
  readonly sets: readonly SetView[];
}

/**
 * Concealed sets are shared frozen values, one per kind (a set is data, never changed), so
 * listing decompositions allocates nothing per set.
 */
function concealedSet(kind: 'sequence' | 'triplet', first: TileKind): SetView {
  return Object.freeze({ kind, first, called: false, concealed: true, winning: false });
}
export const CONCEALED_TRIPLET: readonly SetView[] = Array.from({ length: KINDS }, (_, k) => concealedSet('triplet', k));
export const CONCEALED_SEQUENCE: readonly SetView[] = Array.from({ length: KINDS }, (_, k) => concealedSet('sequence', k));

/** One way to split the tiles of one suit (or of the honours) into sets and at most one pair. */
interface SuitSplit {
  /** The pair's kind, or -1 when this suit holds no pair. */
  readonly pair: TileKind;
  readonly sets: readonly SetView[];
}

const NO_SPLIT: readonly SuitSplit[] = Object.freeze([]);
const EMPTY_SUIT: readonly SuitSplit[] = Object.freeze([Object.freeze({ pair: -1, sets: Object.freeze([]) })]);

/**
 * The splits of every suit pattern, keyed by the suit and its counts (3 bits per kind). Sets never
 * cross suits, so a hand's decompositions are the products of its suits' splits, and a suit has
 * at most 5^9 patterns: a precomputed table, filled as patterns are first met so that loading
 * the core costs nothing.
 */
const SUIT_SPLITS = new Map<number, readonly SuitSplit[]>();

/** The suit's splits: a pair among them exactly when its tile count is 2 mod 3. */
function suitSplits(counts: readonly number[], suit: number): readonly SuitSplit[] {
  const base = suit * 9;
  const size = suit === 3 ? 7 : 9;
  let key = 0;
  let total = 0;
  for (let i = size - 1; i >= 0; i--) {
    const c = counts[base + i]!;
    key = key * 8 + c;
    total += c;
  }
  if (total === 0) return EMPTY_SUIT;
  if (total % 3 === 1) return NO_SPLIT;
  key = key * 4 + suit;
  let splits = SUIT_SPLITS.get(key);
  if (splits === undefined) {
    splits = searchSuit(counts, base, size, total % 3 === 2);
    SUIT_SPLITS.set(key, splits);
  }
  return splits;
}

/**
 * Every split of one suit, depth-first over the lowest remaining kind: it is either part of a
 * triplet or the start of a sequence (honours have none), so each split is found exactly once.
 */
function searchSuit(counts: readonly number[], base: number, size: number, withPair: boolean): readonly SuitSplit[] {
  const work = counts.slice(base, base + size);
  const out: SuitSplit[] = [];
  const sets: SetView[] = [];
  const found = (pair: TileKind) => out.push(Object.freeze({ pair, sets: Object.freeze(sets.slice()) }));
  const split = (from: number, pair: TileKind): void => {
    let i = from;
    while (i < size && work[i] === 0) i++;
    if (i === size) {
      found(pair);
      return;
    }
    if (work[i]! >= 3) {
      work[i]! -= 3;
      sets.push(CONCEALED_TRIPLET[base + i]!);
      split(i, pair);
      sets.pop();
      work[i]! += 3;
    }
    if (size === 9 && i <= 6 && work[i + 1]! > 0 && work[i + 2]! > 0) {
      work[i]! -= 1;
      work[i + 1]! -= 1;
      work[i + 2]! -= 1;
      sets.push(CONCEALED_SEQUENCE[base + i]!);
      split(i, pair);
      sets.pop();
      work[i]! += 1;
      work[i + 1]! += 1;
      work[i + 2]! += 1;
    }
  };
  if (!withPair) split(0, -1);
  for (let pair = 0; withPair && pair < size; pair++) {
    if (work[pair]! < 2) continue;
    work[pair]! -= 2;
    split(0, base + pair);
    work[pair]! += 2;
  }
  return out.length === 0 ? NO_SPLIT : Object.freeze(out);
}

/** The splits of the four suits (man, pin, sou, honours), or null when one cannot be split or the pairs do not add up to one. */
function splitsBySuit(counts: readonly number[]): readonly (readonly SuitSplit[])[] | null {
  const bySuit = [suitSplits(counts, 0), suitSplits(counts, 1), suitSplits(counts, 2), suitSplits(counts, 3)];
  let pairSuits = 0;
  for (const splits of bySuit) {
    if (splits.length === 0) return null;
    if (splits[0]!.pair >= 0) pairSuits++;
  }
  return pairSuits === 1 ? bySuit : null;
}

/**
 * Every way to split concealed tile counts (3n+2 tiles) into n sets and one pair: one split of
 * each suit, in every combination.
 */
export function standardDecompositions(counts: readonly number[]): StandardDecomposition[] {
  const bySuit = splitsBySuit(counts);
  if (!bySuit) return [];
  const [man, pin, sou, honors] = bySuit as [readonly SuitSplit[], readonly SuitSplit[], readonly SuitSplit[], readonly SuitSplit[]];
  const out: StandardDecomposition[] = [];
  for (const m of man) {
    for (const p of pin) {
      for (const s of sou) {
        for (const z of honors) {
          const sets: SetView[] = [];
          appendSets(sets, m.sets);
          appendSets(sets, p.sets);
          appendSets(sets, s.sets);
          appendSets(sets, z.sets);
          // Exactly one suit holds the pair; the others have -1.
          out.push({ pair: m.pair + p.pair + s.pair + z.pair + 3, sets });
        }
      }
    }
  }
  return out;
}

function appendSets(to: SetView[], sets: readonly SetView[]): void {
  for (let i = 0; i < sets.length; i++) to.push(sets[i]!);
}

/** True when the counts split into sets and a pair at all. */
export function hasStandardDecomposition(counts: readonly number[]): boolean {
  return splitsBySuit(counts) !== null;
}

/** Seven different pairs (a kind held four times is not two pairs). */
export function isChiitoitsu(counts: readonly number[]): boolean {
  let pairs = 0;
  for (let i = 0; i < KINDS; i++) {
    const c = counts[i]!;
    if (c === 2) pairs++;
    else if (c !== 0) return false;
  }
  return pairs === 7;
}

/** Kokushi musou: one of each terminal and honour plus one more of them. */
export function isKokushi(counts: readonly number[]): boolean {
  let total = 0;
  let pair = false;
  for (let i = 0; i < KINDS; i++) {
    const c = counts[i]!;
    if (!isTerminalOrHonor(i)) {
      if (c !== 0) return false;
      continue;
    }
    if (c === 0 || c > 2) return false;
    if (c === 2) {
      if (pair) return false;
      pair = true;
    }
    total += c;
  }
  return pair && total === 14;
}

/** True when the counts form any winning shape (used by wait search). */
export function isCompleteShape(counts: readonly number[], meldCount: number): boolean {
  if (meldCount === 0 && (isChiitoitsu(counts) || isKokushi(counts))) return true;
  return hasStandardDecomposition(counts);
}
