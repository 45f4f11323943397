import type { HandFacts, ReadingFacts, SetView, YakuContext } from './context';
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
    sameSequenceCopies: closed ? mostCopies(firsts) : 0,
    outside,
  };
}

function mostCopies(firsts: readonly number[]): number {
  let most = 0;
  for (const f of firsts) {
    let copies = 0;
    for (const g of firsts) if (g === f) copies++;
    most = Math.max(most, copies);
  }
  return most;
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
  honorTripletMask: 0, identicalSequencePairs: 0, sameSequenceCopies: 0, outside: false,
});

/**
 * Cheap necessary conditions of yaku, one bit each, computed once per reading. A yaku
 * definition lists the ones it needs (`needs` in yaku.ts) so that its predicate is only called
 * when it could hold; the predicate alone decides.
 */
export const FEATURE = {
  closed: 1 << 0,
  tsumo: 1 << 1,
  standard: 1 << 2,
  chiitoitsu: 1 << 3,
  kokushi: 1 << 4,
  riichi: 1 << 5,
  doubleRiichi: 1 << 6,
  ippatsu: 1 << 7,
  haitei: 1 << 8,
  houtei: 1 << 9,
  rinshan: 1 << 10,
  chankan: 1 << 11,
  tenhou: 1 << 12,
  chihou: 1 << 13,
  renhou: 1 << 14,
  allSimple: 1 << 15,
  allTerminalOrHonor: 1 << 16,
  allGreen: 1 << 17,
  oneSuit: 1 << 18,
  identicalSequences: 1 << 19,
  dragonTriplet: 1 << 20,
  windTriplet: 1 << 21,
  threeSequences: 1 << 22,
  threeTriplets: 1 << 23,
  threeConcealedTriplets: 1 << 24,
  threeKans: 1 << 25,
  outside: 1 << 26,
} as const;

const HONOR_DRAGON_BITS = 0b1110000;
const HONOR_WIND_BITS = 0b0001111;

export function readingFeatures(ctx: YakuContext): number {
  const { facts, hand, flags } = ctx;
  let f = 0;
  if (ctx.closed) f |= FEATURE.closed;
  if (ctx.tsumo) f |= FEATURE.tsumo;
  if (ctx.shape === 'standard') f |= FEATURE.standard;
  else if (ctx.shape === 'chiitoitsu') f |= FEATURE.chiitoitsu;
  else f |= FEATURE.kokushi;
  if (flags.riichi) f |= FEATURE.riichi;
  if (flags.doubleRiichi) f |= FEATURE.doubleRiichi;
  if (flags.ippatsu) f |= FEATURE.ippatsu;
  if (flags.haitei) f |= FEATURE.haitei;
  if (flags.houtei) f |= FEATURE.houtei;
  if (flags.rinshan) f |= FEATURE.rinshan;
  if (flags.chankan) f |= FEATURE.chankan;
  if (flags.tenhou) f |= FEATURE.tenhou;
  if (flags.chihou) f |= FEATURE.chihou;
  if (flags.renhou) f |= FEATURE.renhou;
  if (hand.allSimple) f |= FEATURE.allSimple;
  if (hand.allTerminalOrHonor) f |= FEATURE.allTerminalOrHonor;
  if (hand.allGreen) f |= FEATURE.allGreen;
  if (hand.suitCount <= 1) f |= FEATURE.oneSuit;
  if (facts.identicalSequencePairs > 0) f |= FEATURE.identicalSequences;
  if (facts.honorTripletMask & HONOR_DRAGON_BITS) f |= FEATURE.dragonTriplet;
  if (facts.honorTripletMask & HONOR_WIND_BITS) f |= FEATURE.windTriplet;
  if (facts.sequences >= 3) f |= FEATURE.threeSequences;
  if (facts.triplets >= 3) f |= FEATURE.threeTriplets;
  if (facts.concealedTriplets >= 3) f |= FEATURE.threeConcealedTriplets;
  if (facts.kans >= 3) f |= FEATURE.threeKans;
  if (facts.outside) f |= FEATURE.outside;
  return f;
}
