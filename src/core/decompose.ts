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

/**
 * Every way to split concealed tile counts (3n+2 tiles) into n sets and one pair.
 * Depth-first over the lowest remaining kind: it is either part of a triplet or the start of
 * a sequence, so each decomposition is produced exactly once.
 */
export function standardDecompositions(counts: readonly number[]): StandardDecomposition[] {
  const out: StandardDecomposition[] = [];
  searchDecompositions(counts, out);
  return out;
}

/** True when the counts split into sets and a pair at all (stops at the first split). */
export function hasStandardDecomposition(counts: readonly number[]): boolean {
  return searchDecompositions(counts, null);
}

/** Collects every decomposition into `out`, or with `out` null stops at the first one found. */
function searchDecompositions(counts: readonly number[], out: StandardDecomposition[] | null): boolean {
  const work = counts.slice();
  const sets: SetView[] = [];
  for (let pair = 0; pair < KINDS; pair++) {
    if (work[pair]! < 2) continue;
    work[pair]! -= 2;
    const found = split(work, 0, pair, sets, out);
    work[pair]! += 2;
    if (found && !out) return true;
  }
  return out !== null && out.length > 0;
}

function split(work: number[], from: number, pair: TileKind, sets: SetView[], out: StandardDecomposition[] | null): boolean {
  let i = from;
  while (i < KINDS && work[i] === 0) i++;
  if (i === KINDS) {
    out?.push({ pair, sets: sets.slice() });
    return true;
  }
  let found = false;
  if (work[i]! >= 3) {
    work[i]! -= 3;
    sets.push(CONCEALED_TRIPLET[i]!);
    found = split(work, i, pair, sets, out);
    sets.pop();
    work[i]! += 3;
  }
  if ((!found || out) && i < 27 && i % 9 <= 6 && work[i + 1]! > 0 && work[i + 2]! > 0) {
    work[i]! -= 1;
    work[i + 1]! -= 1;
    work[i + 2]! -= 1;
    sets.push(CONCEALED_SEQUENCE[i]!);
    found = split(work, i, pair, sets, out) || found;
    sets.pop();
    work[i]! += 1;
    work[i + 1]! += 1;
    work[i + 2]! += 1;
  }
  return found;
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
