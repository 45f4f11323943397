import type { HandFacts, ReadingFacts, SetView } from './context';
import { HATSU, isTerminalOrHonor, KINDS, type TileKind } from './tiles';

/** Ryuuiisou tiles: 2, 3, 4, 6, 8 of sou (kinds 19, 20, 21, 23, 25) and hatsu. */
const GREEN: readonly boolean[] = Array.from({ length: KINDS }, (_, k) => [19, 20, 21, 23, 25, HATSU].includes(k));
const CHUUREN_MINIMUM = [3, 1, 1, 1, 1, 1, 1, 1, 3] as const;

/** One pass over the hand's tile counts. */
export function handFacts(counts: ArrayLike<number>, waitingCounts: ArrayLike<number>): HandFacts {
  let allSimple = true;
  let allTerminalOrHonor = true;
  let allTerminal = true;
  let allHonor = true;
  let allGreen = true;
  let suits = 0;
  let hasHonor = false;
  for (let k = 0; k < KINDS; k++) {
    if (counts[k] === 0) continue;
    const honor = k >= 27;
    const terminal = !honor && (k % 9 === 0 || k % 9 === 8);
    if (honor) hasHonor = true;
    else suits |= 1 << Math.floor(k / 9);
    if (honor || terminal) allSimple = false;
    else allTerminalOrHonor = false;
    if (!terminal) allTerminal = false;
    if (!honor) allHonor = false;
    if (!GREEN[k]) allGreen = false;
  }
  const suitCount = (suits & 1) + ((suits >> 1) & 1) + ((suits >> 2) & 1);
  const oneSuitBase = suitCount === 1 && !hasHonor ? (suits === 1 ? 0 : suits === 2 ? 9 : 18) : -1;
  return {
    allSimple, allTerminalOrHonor, allTerminal, allHonor, allGreen, suitCount, hasHonor,
    chuurenShape: oneSuitBase >= 0 && holdsChuurenMinimum(counts, oneSuitBase),
    nineSidedWait: oneSuitBase >= 0 && isExactlyChuurenMinimum(waitingCounts, oneSuitBase),
  };
}

/** 1112345678999 of the suit starting at `base`, plus anything (the fourteenth tile). */
function holdsChuurenMinimum(counts: ArrayLike<number>, base: number): boolean {
  for (let i = 0; i < 9; i++) if (counts[base + i]! < CHUUREN_MINIMUM[i]!) return false;
  return true;
}

/** Exactly 1112345678999: waiting on all nine tiles of the suit. */
function isExactlyChuurenMinimum(counts: ArrayLike<number>, base: number): boolean {
  for (let i = 0; i < 9; i++) if (counts[base + i] !== CHUUREN_MINIMUM[i]) return false;
  return true;
}

/** Counts and masks of one standard reading's sets; `pair` is its pair. */
export function readingFacts(sets: readonly SetView[], pair: TileKind, closed: boolean): ReadingFacts {
  let sequences = 0;
  let triplets = 0;
  let kans = 0;
  let concealedTriplets = 0;
  let sequenceMask = 0;
  let suitedTripletMask = 0;
  let honorTripletMask = 0;
  let outside = isTerminalOrHonor(pair);
  const firsts: number[] = [];
  for (const set of sets) {
    const k = set.first;
    if (set.kind === 'sequence') {
      sequences++;
      sequenceMask |= 1 << k;
      firsts.push(k);
      if (k % 9 !== 0 && k % 9 !== 6) outside = false;
      continue;
    }
    triplets++;
    if (set.kind === 'kan') kans++;
    if (set.concealed) concealedTriplets++;
    if (k < 27) suitedTripletMask |= 1 << k;
    else honorTripletMask |= 1 << (k - 27);
    if (!isTerminalOrHonor(k)) outside = false;
  }
  return {
    sequences, triplets, kans, concealedTriplets, sequenceMask, suitedTripletMask, honorTripletMask,
    identicalSequencePairs: closed ? identicalPairs(firsts) : 0,
    outside,
  };
}

/** Pairs among at most four sequence starts: each start is paired at most once per two copies. */
function identicalPairs(firsts: readonly number[]): number {
  let pairs = 0;
  let used = 0;
  for (let i = 0; i < firsts.length; i++) {
    if (used & (1 << i)) continue;
    for (let j = i + 1; j < firsts.length; j++) {
      if (!(used & (1 << j)) && firsts[j] === firsts[i]) {
        used |= (1 << i) | (1 << j);
        pairs++;
        break;
      }
    }
  }
  return pairs;
}

export const NO_SETS: ReadingFacts = Object.freeze({
  sequences: 0, triplets: 0, kans: 0, concealedTriplets: 0, sequenceMask: 0, suitedTripletMask: 0,
  honorTripletMask: 0, identicalSequencePairs: 0, outside: false,
});
