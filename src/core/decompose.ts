import { isTerminalOrHonor, KINDS, type TileKind } from './tiles';

/** A concealed set or pair found in the hand: `first` is its lowest tile kind. */
export interface ConcealedSet {
  readonly kind: 'sequence' | 'triplet';
  readonly first: TileKind;
}

export interface StandardDecomposition {
  readonly pair: TileKind;
  readonly sets: readonly ConcealedSet[];
}

/**
 * Every way to split concealed tile counts (3n+2 tiles) into n sets and one pair.
 * Depth-first over the lowest remaining kind: it is either part of a triplet or the start of
 * a sequence, so each decomposition is produced exactly once.
 */
export function standardDecompositions(counts: readonly number[]): StandardDecomposition[] {
  const results: StandardDecomposition[] = [];
  forEachDecomposition(counts, (pair, sets) => {
    results.push({ pair, sets: sets.slice() });
    return false;
  });
  return results;
}

/** True when the counts split into sets and a pair at all (stops at the first split). */
export function hasStandardDecomposition(counts: readonly number[]): boolean {
  return forEachDecomposition(counts, () => true);
}

/** Calls `visit` with each decomposition until it returns true; returns whether one did. */
function forEachDecomposition(
  counts: readonly number[],
  visit: (pair: TileKind, sets: readonly ConcealedSet[]) => boolean,
): boolean {
  const work = Int8Array.from(counts);
  const sets: ConcealedSet[] = [];
  for (let pair = 0; pair < KINDS; pair++) {
    if (work[pair]! < 2) continue;
    work[pair]! -= 2;
    const stop = splitIntoSets(work, 0, sets, (found) => visit(pair, found));
    work[pair]! += 2;
    if (stop) return true;
  }
  return false;
}

function splitIntoSets(
  work: Int8Array,
  from: number,
  sets: ConcealedSet[],
  emit: (sets: readonly ConcealedSet[]) => boolean,
): boolean {
  let i = from;
  while (i < KINDS && work[i] === 0) i++;
  if (i === KINDS) return emit(sets);
  let stop = false;
  if (work[i]! >= 3) {
    work[i]! -= 3;
    sets.push({ kind: 'triplet', first: i });
    stop = splitIntoSets(work, i, sets, emit);
    sets.pop();
    work[i]! += 3;
  }
  if (!stop && i < 27 && i % 9 <= 6 && work[i + 1]! > 0 && work[i + 2]! > 0) {
    work[i]! -= 1;
    work[i + 1]! -= 1;
    work[i + 2]! -= 1;
    sets.push({ kind: 'sequence', first: i });
    stop = splitIntoSets(work, i, sets, emit);
    sets.pop();
    work[i]! += 1;
    work[i + 1]! += 1;
    work[i + 2]! += 1;
  }
  return stop;
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
