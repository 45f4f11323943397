import type { ReadingFacts, SetView } from './context';
import { setsFacts } from './facts';
import { bitCount, FIELD_HIGH, FIELD_LOW, FIELD_MID, presentFields, TERMINAL_FIELDS, type PackedCounts } from './packed';
import { IntTable } from './intTable';
import { KINDS, type TileKind } from './tiles';

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

/**
 * The set the winning tile completed, by kind: a sequence, a triplet completed by a tsumo
 * (concealed), and one completed by a ron, which counts as open (RULES.md "Fu"; also for sanankou).
 */
function winningSet(kind: 'sequence' | 'triplet', first: TileKind, concealed: boolean): SetView {
  return Object.freeze({ kind, first, called: false, concealed, winning: true });
}
export const WINNING_SEQUENCE: readonly SetView[] = Array.from({ length: KINDS }, (_, k) => winningSet('sequence', k, true));
export const TSUMO_TRIPLET: readonly SetView[] = Array.from({ length: KINDS }, (_, k) => winningSet('triplet', k, true));
export const RON_TRIPLET: readonly SetView[] = Array.from({ length: KINDS }, (_, k) => winningSet('triplet', k, false));

/**
 * One way to split the tiles of one suit (or of the honours) into sets and at most one pair,
 * with its sets' counts and masks computed with the table entry. The facts are the split's own
 * fields, not an object of their own: a reading reads them without one more pointer to follow.
 * A pattern's splits are linked through `next`, not listed: a hand's lookup then reaches its
 * first split without a list's object and its elements to load.
 */
export interface SuitSplit extends ReadingFacts {
  /** The pair's kind, or -1 when this suit holds no pair. */
  readonly pair: TileKind;
  readonly sets: readonly SetView[];
  /** The pattern's next split, null after the last. */
  readonly next: SuitSplit | null;
}

function suitSplit(pair: TileKind, sets: readonly SetView[], next: SuitSplit | null): SuitSplit {
  return Object.freeze({ pair, sets: Object.freeze(sets.slice()), ...setsFacts(sets), next });
}

/** An empty suit: one split with nothing in it. */
const EMPTY_SUIT: SuitSplit = suitSplit(-1, [], null);

/**
 * The splits of every suit pattern, keyed by the suit and its packed counts (packed.ts); null
 * where the pattern cannot be split. Sets never cross suits, so a hand's decompositions are the
 * products of its suits' splits, and a suit has at most 5^9 patterns: a precomputed table,
 * filled as patterns are first met so that loading the core costs nothing.
 *
 * An IntTable, not a Map (intTable.ts says why): on the bench's hands that was 10 fewer L1
 * misses a hand, and with caches cold (another engine ran between two passes) 1.43 -> 1.25 µs a
 * hand.
 */
const SPLITS = new IntTable<SuitSplit | null>(12);

function suitSplits(key: number, suit: number): SuitSplit | null {
  // Patterns take 27 bits, the suit 2 more.
  const entry = key * 4 + suit;
  const known = SPLITS.get(entry);
  if (known !== undefined) return known;
  // A pattern met for the first time: split it and keep it. An empty suit has one empty split.
  const splits = key === 0 ? EMPTY_SUIT : splitSuit(key, suit);
  SPLITS.add(entry, splits);
  return splits;
}

/** The suit's splits: a pair among them exactly when its tile count is 2 mod 3. */
function splitSuit(key: number, suit: number): SuitSplit | null {
  const size = suit === 3 ? 7 : 9;
  const counts: number[] = [];
  let total = 0;
  for (let i = 0; i < size; i++) {
    const c = (key >>> (3 * i)) & 7;
    counts.push(c);
    total += c;
  }
  if (total % 3 === 1) return null;
  return searchSuit(counts, suit * 9, size, total % 3 === 2);
}

/**
 * Every split of one suit, depth-first over the lowest remaining kind: it is either part of a
 * triplet or the start of a sequence (honours have none), so each split is found exactly once.
 */
function searchSuit(work: number[], base: number, size: number, withPair: boolean): SuitSplit | null {
  const found: { pair: TileKind; sets: readonly SetView[] }[] = [];
  const sets: SetView[] = [];
  const split = (from: number, pair: TileKind): void => {
    let i = from;
    while (i < size && work[i] === 0) i++;
    if (i === size) {
      found.push({ pair, sets: sets.slice() });
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
  // Linked from the last, so that the splits keep the order they were found in.
  let first: SuitSplit | null = null;
  for (let i = found.length - 1; i >= 0; i--) first = suitSplit(found[i]!.pair, found[i]!.sets, first);
  return first;
}

/** The first split of each suit (man, pin, sou, honours); the others follow through `next`. */
export type SplitsBySuit = readonly [man: SuitSplit, pin: SuitSplit, sou: SuitSplit, honors: SuitSplit];

/**
 * The splits of the four suits (man, pin, sou, honours): every standard decomposition takes one
 * of each. Null when a suit cannot be split or the pairs do not add up to exactly one.
 */
export function splitsBySuit(packed: PackedCounts): SplitsBySuit | null {
  const man = splitsOfSuit(packed, 0);
  const pin = splitsOfSuit(packed, 1);
  const sou = splitsOfSuit(packed, 2);
  const honors = splitsOfSuit(packed, 3);
  if (man === null || pin === null || sou === null || honors === null) return null;
  return splitsCombine(man, pin, sou, honors) ? [man, pin, sou, honors] : null;
}

/** The first split of one suit of the packed counts (0 man, 1 pin, 2 sou, 3 honours); null when it cannot be split. */
export function splitsOfSuit(packed: PackedCounts, suit: number): SuitSplit | null {
  return suitSplits(packed[suit]!, suit);
}

/** True when the four suits' splits make decompositions: every suit splits, and exactly one holds the pair. */
export function splitsCombine(man: SuitSplit | null, pin: SuitSplit | null, sou: SuitSplit | null, honors: SuitSplit | null): boolean {
  if (man === null || pin === null || sou === null || honors === null) return false;
  // A suit without the pair says -1, whose sign bit is set: three of them, without a branch each.
  return (man.pair >>> 31) + (pin.pair >>> 31) + (sou.pair >>> 31) + (honors.pair >>> 31) === 3;
}

/**
 * Every way to split concealed tile counts (3n+2 tiles) into n sets and one pair: one split of
 * each suit, in every combination.
 */
export function standardDecompositions(packed: PackedCounts): StandardDecomposition[] {
  const bySuit = splitsBySuit(packed);
  if (!bySuit) return [];
  // Indexed, not destructured: array destructuring runs the iterator protocol.
  const man = bySuit[0];
  const pin = bySuit[1];
  const sou = bySuit[2];
  const honors = bySuit[3];
  const out: StandardDecomposition[] = [];
  for (let m: SuitSplit | null = man; m !== null; m = m.next) {
    for (let p: SuitSplit | null = pin; p !== null; p = p.next) {
      for (let s: SuitSplit | null = sou; s !== null; s = s.next) {
        for (let z: SuitSplit | null = honors; z !== null; z = z.next) {
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
export function hasStandardDecomposition(packed: PackedCounts): boolean {
  return splitsBySuit(packed) !== null;
}

/** Seven different pairs (a kind held four times is not two pairs): every count 0 or 2, seven 2s. */
export function isChiitoitsu(packed: PackedCounts): boolean {
  // The four suits at once: one branch, not one a suit (which suit breaks a standard hand is a guess).
  const all = packed[0]! | packed[1]! | packed[2]! | packed[3]!;
  if ((all & (FIELD_LOW | FIELD_HIGH)) !== 0) return false;
  return (
    bitCount(packed[0]! & FIELD_MID) +
      bitCount(packed[1]! & FIELD_MID) +
      bitCount(packed[2]! & FIELD_MID) +
      bitCount(packed[3]! & FIELD_MID) ===
    7
  );
}

/** Kokushi musou: one of each terminal and honour plus one more of them. */
export function isKokushi(packed: PackedCounts): boolean {
  if (((packed[0]! | packed[1]! | packed[2]!) & ~TERMINAL_FIELDS) !== 0) return false;
  let kinds = 0;
  let pairs = 0;
  for (let suit = 0; suit < 4; suit++) {
    const n = packed[suit]!;
    // A field of 3 (011) or 4 (100) is more than a pair.
    if ((n & FIELD_HIGH) !== 0 || (n & (n >>> 1) & FIELD_LOW) !== 0) return false;
    kinds += bitCount(presentFields(n));
    pairs += bitCount(n & FIELD_MID);
  }
  return kinds === 13 && pairs === 1;
}

/** True when the counts form any winning shape (used by wait search). */
export function isCompleteShape(packed: PackedCounts, meldCount: number): boolean {
  if (meldCount === 0 && (isChiitoitsu(packed) || isKokushi(packed))) return true;
  return hasStandardDecomposition(packed);
}
