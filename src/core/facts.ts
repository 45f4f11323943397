import { KNOWN_FLAGS, type HandFacts, type Mutable, type ReadingFacts, type SetView, type YakuContext } from './context';
import { fuOfSet } from './fu';
import { bit, TERMINAL_FIELDS, type PackedCounts } from './packed';
import { isDragon, isTerminalOrHonor, type TileKind } from './tiles';

/** Ryuuiisou tiles, as packed fields: sou 2, 3, 4, 6, 8 and hatsu (the sixth honour). */
const GREEN_SOU = 0o070707770;
const HATSU_FIELD = 0o700000;
/** Chuuren poutou's 1112345678999 of one suit, packed. */
const CHUUREN_KEY = 0o311111113;
/** 123, 456, 789 of one suit: sequence starts 0, 3, 6 (shifted by 9 or 18 for the other suits). */
const ITTSU = (1 << 0) | (1 << 3) | (1 << 6);
/** Dragons and winds in an honour triplet mask (bit k-27 for honour kind k). */
const HONOR_DRAGON_BITS = 0b1110000;
const HONOR_WIND_BITS = 0b0001111;
// The constants above come before any call in this module, so that bundlers inline them.

/**
 * Facts of the whole hand from its packed counts (all tiles) and the thirteen it waited with,
 * written into `into` (the scorer's own, reused hand after hand).
 */
export function handFacts(full: PackedCounts, waiting: PackedCounts, into: Mutable<HandFacts> = emptyHandFacts()): HandFacts {
  // Indexed, not destructured: array destructuring runs the iterator protocol.
  const man = full[0]!;
  const pin = full[1]!;
  const sou = full[2]!;
  const honors = full[3]!;
  const suited = man | pin | sou;
  const suitCount = bit(man !== 0) + bit(pin !== 0) + bit(sou !== 0);
  const hasHonor = honors !== 0;
  const oneSuit = suitCount === 1 && !hasHonor ? (man !== 0 ? 0 : pin !== 0 ? 1 : 2) : -1;
  into.allSimple = (suited & TERMINAL_FIELDS) === 0 && !hasHonor;
  into.allTerminalOrHonor = (suited & ~TERMINAL_FIELDS) === 0;
  into.allTerminal = (suited & ~TERMINAL_FIELDS) === 0 && !hasHonor;
  into.allHonor = suited === 0;
  into.allGreen = man === 0 && pin === 0 && (sou & ~GREEN_SOU) === 0 && (honors & ~HATSU_FIELD) === 0;
  into.suitCount = suitCount;
  into.hasHonor = hasHonor;
  into.chuurenShape = oneSuit >= 0 && holdsChuurenMinimum(full[oneSuit]!);
  into.nineSidedWait = oneSuit >= 0 && waiting[oneSuit] === CHUUREN_KEY;
  return into;
}

export function emptyHandFacts(): Mutable<HandFacts> {
  return {
    allSimple: false,
    allTerminalOrHonor: false,
    allTerminal: false,
    allHonor: false,
    allGreen: false,
    suitCount: 0,
    hasHonor: false,
    chuurenShape: false,
    nineSidedWait: false,
  };
}

/** 1112345678999 of one suit, plus anything (the fourteenth tile). */
function holdsChuurenMinimum(suit: number): boolean {
  for (let shift = 0; shift < 27; shift += 3) {
    if (((suit >>> shift) & 7) < ((CHUUREN_KEY >>> shift) & 7)) return false;
  }
  return true;
}

/**
 * Counts and masks of a list of sets: a suit's split (once per suit pattern, decompose.ts) or the
 * called melds (once per hand). `outside` here: every set holds a terminal or an honour (true
 * for none); the iipeikou counts are raw, a reading keeps them only when closed.
 */
export function setsFacts(sets: readonly SetView[], into: Mutable<ReadingFacts> = emptyFacts()): ReadingFacts {
  let sequences = 0;
  let triplets = 0;
  let kans = 0;
  let concealedTriplets = 0;
  let sequenceMask = 0;
  let suitedTripletMask = 0;
  let honorTripletMask = 0;
  let outside = true;
  let setFu = 0;
  const firsts = SEQUENCE_FIRSTS;
  for (let i = 0; i < sets.length; i++) {
    const set = sets[i]!;
    const k = set.first;
    setFu += fuOfSet(set);
    if (set.kind === 'sequence') {
      sequences++;
      sequenceMask |= 1 << k;
      firsts[sequences - 1] = k;
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
  into.sequences = sequences;
  into.triplets = triplets;
  into.kans = kans;
  into.concealedTriplets = concealedTriplets;
  into.sequenceMask = sequenceMask;
  into.suitedTripletMask = suitedTripletMask;
  into.honorTripletMask = honorTripletMask;
  into.identicalSequencePairs = identicalPairs(firsts, sequences);
  into.sameSequenceCopies = mostCopies(firsts, sequences);
  into.outside = outside;
  into.setFu = setFu;
  return into;
}

/**
 * A standard reading's facts: the splits of its four suits (concealed) and its called melds
 * added up, with its pair. Sequences never cross suits, so identical ones are counted per suit;
 * they count only in a closed hand. The winning group's own change (a triplet completed by a ron
 * is not concealed) is the caller's.
 */
export function sumFacts(
  into: Mutable<ReadingFacts>,
  m: ReadingFacts,
  p: ReadingFacts,
  s: ReadingFacts,
  z: ReadingFacts,
  melds: ReadingFacts,
  pair: TileKind,
  closed: boolean,
): void {
  into.sequences = m.sequences + p.sequences + s.sequences + melds.sequences;
  into.triplets = m.triplets + p.triplets + s.triplets + z.triplets + melds.triplets;
  into.kans = melds.kans;
  into.concealedTriplets = m.concealedTriplets + p.concealedTriplets + s.concealedTriplets + z.concealedTriplets + melds.concealedTriplets;
  into.sequenceMask = m.sequenceMask | p.sequenceMask | s.sequenceMask | melds.sequenceMask;
  into.suitedTripletMask = m.suitedTripletMask | p.suitedTripletMask | s.suitedTripletMask | melds.suitedTripletMask;
  into.honorTripletMask = z.honorTripletMask | melds.honorTripletMask;
  into.identicalSequencePairs = closed ? m.identicalSequencePairs + p.identicalSequencePairs + s.identicalSequencePairs : 0;
  into.sameSequenceCopies = closed ? Math.max(m.sameSequenceCopies, p.sameSequenceCopies, s.sameSequenceCopies) : 0;
  into.outside = m.outside && p.outside && s.outside && z.outside && melds.outside && isTerminalOrHonor(pair);
  into.setFu = m.setFu + p.setFu + s.setFu + z.setFu + melds.setFu;
}

/** setsFacts' scratch list of sequence starts (a list of sets is summed without allocating). */
const SEQUENCE_FIRSTS: number[] = [];

/** The most copies of one start among the first `n` sequence starts. */
function mostCopies(firsts: readonly number[], n: number): number {
  let most = 0;
  for (let i = 0; i < n; i++) {
    let copies = 0;
    for (let j = 0; j < n; j++) if (firsts[j] === firsts[i]) copies++;
    most = Math.max(most, copies);
  }
  return most;
}

/** Pairs among the first `n` (at most four) sequence starts: each start is paired at most once per two copies. */
function identicalPairs(firsts: readonly number[], n: number): number {
  let pairs = 0;
  let used = 0;
  for (let i = 0; i < n; i++) {
    if (used & (1 << i)) continue;
    for (let j = i + 1; j < n; j++) {
      if (!(used & (1 << j)) && firsts[j] === firsts[i]) {
        used |= (1 << i) | (1 << j);
        pairs++;
        break;
      }
    }
  }
  return pairs;
}

/** The sets of a hand without any (no called melds; seven pairs and kokushi have no sets). */
export const NO_SETS: readonly SetView[] = Object.freeze([]);

/** A fresh facts value to fill (sumFacts). */
export function emptyFacts(): Mutable<ReadingFacts> {
  return {
    sequences: 0,
    triplets: 0,
    kans: 0,
    concealedTriplets: 0,
    sequenceMask: 0,
    suitedTripletMask: 0,
    honorTripletMask: 0,
    identicalSequencePairs: 0,
    sameSequenceCopies: 0,
    outside: false,
    setFu: 0,
  };
}

/**
 * Cheap necessary conditions of yaku, one bit each, computed once per reading. A yaku
 * definition lists the ones it needs (`needs` in yaku/definition.ts) so that its predicate is only called
 * when it could hold; the predicate alone decides. An enum, not an object: bundlers inline its
 * members as numbers, where an object's property is a load and a check on every use.
 */
export enum FEATURE {
  closed = 1 << 0,
  tsumo = 1 << 1,
  /** Two pairs of identical sequences in a closed hand (ryanpeikou). */
  twoIdenticalPairs = 1 << 2,
  chiitoitsu = 1 << 3,
  kokushi = 1 << 4,
  riichi = 1 << 5,
  doubleRiichi = 1 << 6,
  ippatsu = 1 << 7,
  haitei = 1 << 8,
  houtei = 1 << 9,
  rinshan = 1 << 10,
  chankan = 1 << 11,
  tenhou = 1 << 12,
  chihou = 1 << 13,
  renhou = 1 << 14,
  /** All simples where tanyao counts: a closed hand, or an open one where the preset has open tanyao. */
  tanyaoShape = 1 << 15,
  allTerminalOrHonor = 1 << 16,
  allGreen = 1 << 17,
  /** Tiles of one suit only, no honours (chinitsu). */
  chinitsuShape = 1 << 18,
  /** Exactly one pair of identical sequences in a closed hand (iipeikou). */
  oneIdenticalPair = 1 << 19,
  dragonTriplet = 1 << 20,
  windTriplet = 1 << 21,
  /** Tiles of one suit and honours (honitsu). */
  honitsuShape = 1 << 22,
  threeTriplets = 1 << 23,
  threeConcealedTriplets = 1 << 24,
  threeKans = 1 << 25,
  outside = 1 << 26,
  // Shapes that decide a common yaku's sets, so that its predicate runs only where it holds.
  sanshokuShape = 1 << 27,
  ittsuShape = 1 << 28,
  chuurenShape = 1 << 29,
  /** Four sequences, a two-sided wait and a pair that scores no fu (pinfu, closed or not). */
  pinfuShape = 1 << 30,
}

/** A pair of this kind scores fu: a dragon, the seat wind or the round wind. */
export const isYakuhai = (c: Pick<YakuContext, 'seatWind' | 'roundWind'>, kind: TileKind) => yakuhaiBit(c, kind) === 1;

/** Bits 0-6 of the result: the same number in all three suits (sequence starts or triplets). */
export const inThreeSuits = (mask: number) => mask & (mask >> 9) & (mask >> 18) & 0x1ff;
export const hasIttsu = (mask: number) => ittsuBit(mask) === 1;

/** The flag features are the flag bits (FlagSet `bits`) in the same order, from riichi's on (yaku.test.ts checks it). */
const FLAG_FEATURES_SHIFT = 31 - Math.clz32(FEATURE.riichi);

export function readingFeatures(ctx: YakuContext): number {
  return handFeatures(ctx) | setFeatures(ctx);
}

/** The features every reading of a hand shares (its situation and its tiles): computed once per hand. */
export function handFeatures(ctx: YakuContext): number {
  const { hand, flags } = ctx;
  // Arithmetic, not a branch per feature: which features a hand has varies from hand to hand,
  // and a mispredicted branch costs more than the few instructions (bit() compiles to a set).
  const closed = bit(ctx.closed);
  const oneSuit = bit(hand.suitCount === 1);
  const honor = bit(hand.hasHonor);
  let f = closed * FEATURE.closed;
  f |= bit(ctx.tsumo) * FEATURE.tsumo;
  f |= (flags.bits & KNOWN_FLAGS) << FLAG_FEATURES_SHIFT;
  // EMA 2008 (seed 000 §4.2.1): tanyao only in a closed hand; later presets allow it open.
  f |= (bit(hand.allSimple) & (closed | bit(ctx.rules.openTanyao))) * FEATURE.tanyaoShape;
  f |= bit(hand.allTerminalOrHonor) * FEATURE.allTerminalOrHonor;
  f |= bit(hand.allGreen) * FEATURE.allGreen;
  f |= (oneSuit & honor) * FEATURE.honitsuShape;
  f |= (oneSuit & (1 - honor)) * FEATURE.chinitsuShape;
  f |= bit(hand.chuurenShape) * FEATURE.chuurenShape;
  return f;
}

/** The features of one reading: its shape and its sets (arithmetic, as in handFeatures). */
export function setFeatures(ctx: YakuContext): number {
  const facts = ctx.facts;
  let f = ctx.shape === 'standard' ? 0 : ctx.shape === 'chiitoitsu' ? FEATURE.chiitoitsu : FEATURE.kokushi;
  const identical = facts.identicalSequencePairs;
  const honors = facts.honorTripletMask;
  const sequences = facts.sequenceMask;
  f |= bit(identical === 1) * FEATURE.oneIdenticalPair;
  f |= bit(identical === 2) * FEATURE.twoIdenticalPairs;
  f |= bit((honors & HONOR_DRAGON_BITS) !== 0) * FEATURE.dragonTriplet;
  f |= bit((honors & HONOR_WIND_BITS) !== 0) * FEATURE.windTriplet;
  // Seed 000 §4.2.1: four concealed sequences, a pair that scores no fu, a two-sided wait.
  f |= (bit(facts.sequences === 4) & bit(ctx.wait === 'ryanmen') & (1 - yakuhaiBit(ctx, ctx.pairs[0]!))) * FEATURE.pinfuShape;
  f |= bit(inThreeSuits(sequences) !== 0) * FEATURE.sanshokuShape;
  f |= ittsuBit(sequences) * FEATURE.ittsuShape;
  f |= bit(facts.triplets >= 3) * FEATURE.threeTriplets;
  f |= bit(facts.concealedTriplets >= 3) * FEATURE.threeConcealedTriplets;
  f |= bit(facts.kans >= 3) * FEATURE.threeKans;
  f |= bit(facts.outside) * FEATURE.outside;
  return f;
}

/** 1 for a pair that scores fu (a dragon, the seat wind or the round wind), else 0. */
function yakuhaiBit(c: Pick<YakuContext, 'seatWind' | 'roundWind'>, kind: TileKind): number {
  return bit(isDragon(kind)) | bit(kind === c.seatWind) | bit(kind === c.roundWind);
}

/** 1 when the sequence starts hold 123, 456 and 789 of one suit, else 0. */
function ittsuBit(mask: number): number {
  return bit((mask & ITTSU) === ITTSU) | bit(((mask >> 9) & ITTSU) === ITTSU) | bit(((mask >> 18) & ITTSU) === ITTSU);
}
