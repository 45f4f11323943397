import { FLAGS, type Flag, type HandInput, type WaitKind } from './hand';
import type { Rules } from './rules';
import type { TileKind } from './tiles';

/** A set or pair of one reading, called melds included. */
export interface SetView {
  readonly kind: 'sequence' | 'triplet' | 'kan' | 'pair';
  readonly first: TileKind;
  /** Called from another player (chi, pon, open or added kan). */
  readonly called: boolean;
  /** Concealed for fu and for sanankou/suuankou: not called, not completed by a ron. */
  readonly concealed: boolean;
  /** The winning tile completed this group in this reading. */
  readonly winning: boolean;
}

/** Facts about the whole hand's tiles, the same for every reading (computed once). */
export interface HandFacts {
  readonly allSimple: boolean;
  readonly allTerminalOrHonor: boolean;
  readonly allTerminal: boolean;
  readonly allHonor: boolean;
  readonly allGreen: boolean;
  /** How many of the suits m, p, s appear. */
  readonly suitCount: number;
  readonly hasHonor: boolean;
  /** One suit only, holding at least 1112345678999 (chuuren poutou). */
  readonly chuurenShape: boolean;
  /** The thirteen waiting tiles are exactly 1112345678999 of one suit (nine-sided wait). */
  readonly nineSidedWait: boolean;
}

/**
 * Facts about one reading's sets, as counts and bit masks so that yaku tests are O(1). The same
 * shape describes any list of sets (a suit's split, the called melds): a reading adds them up.
 */
export interface ReadingFacts {
  readonly sequences: number;
  /** Triplets and kans. */
  readonly triplets: number;
  readonly kans: number;
  /** Triplets and kans not called and not completed by a ron. */
  readonly concealedTriplets: number;
  /** Bit k: a sequence starting at suited kind k. */
  readonly sequenceMask: number;
  /** Bit k: a triplet or kan of suited kind k. */
  readonly suitedTripletMask: number;
  /** Bit k-27: a triplet or kan of honour kind k. */
  readonly honorTripletMask: number;
  /** Pairs of identical sequences in a closed hand (iipeikou 1, ryanpeikou 2). */
  readonly identicalSequencePairs: number;
  /** The most copies of one sequence in a closed hand (sanrenpon 3, suurenpon 4). */
  readonly sameSequenceCopies: number;
  /** Every set and the pair holds a terminal or an honour. */
  readonly outside: boolean;
  /** Fu of the triplets and kans as they count in this reading (fu.ts `fuOfSet`). */
  readonly setFu: number;
}

/** Everything a yaku predicate may look at: one reading of one hand in one situation. */
export interface YakuContext {
  readonly rules: Rules;
  readonly input: HandInput;
  readonly shape: 'standard' | 'chiitoitsu' | 'kokushi';
  /** Standard shape: the pair; chiitoitsu: the seven pairs; kokushi: the doubled tile. */
  readonly pairs: readonly TileKind[];
  readonly wait: WaitKind;
  /** No called meld (a closed kan keeps the hand concealed). */
  readonly closed: boolean;
  readonly seatWind: TileKind;
  readonly roundWind: TileKind;
  readonly tsumo: boolean;
  readonly hand: HandFacts;
  readonly facts: ReadingFacts;
  /** The situational flags, one boolean each (cheaper to test than a list). */
  readonly flags: FlagSet;
}

/**
 * The flags as booleans, and as bits in the order of FLAGS (hand.ts): checks that look at several
 * flags take them at once, without a branch per flag. A name that is no flag sets UNKNOWN_FLAG.
 */
export type FlagSet = Readonly<Record<Flag, boolean>> & { readonly bits: number };

/** The bit of a name that is no flag (validation refuses it), far above the flags' own. */
export const UNKNOWN_FLAG = 1 << 30;
/** The bits of the flags themselves. */
export const KNOWN_FLAGS = (1 << FLAGS.length) - 1;

/** The flags as booleans and bits, written into `into` (the scorer's own, reused hand after hand). */
/** A riichi of either kind was declared (riichi or double riichi). */
export function anyRiichi(f: Pick<FlagSet, 'riichi' | 'doubleRiichi'>): boolean {
  return f.riichi || f.doubleRiichi;
}

export function flagSet(flags: readonly Flag[], into: Mutable<FlagSet> = noFlags()): FlagSet {
  let bits = 0;
  // A flag's bit from a table, then each boolean from the bits: a switch over the ten names (or a
  // store under a computed key) made this the largest code of a scored hand.
  for (let i = 0; i < flags.length; i++) bits |= FLAG_BIT.get(flags[i]!) ?? UNKNOWN_FLAG;
  into.riichi = (bits & (1 << 0)) !== 0;
  into.doubleRiichi = (bits & (1 << 1)) !== 0;
  into.ippatsu = (bits & (1 << 2)) !== 0;
  into.haitei = (bits & (1 << 3)) !== 0;
  into.houtei = (bits & (1 << 4)) !== 0;
  into.rinshan = (bits & (1 << 5)) !== 0;
  into.chankan = (bits & (1 << 6)) !== 0;
  into.tenhou = (bits & (1 << 7)) !== 0;
  into.chihou = (bits & (1 << 8)) !== 0;
  into.renhou = (bits & (1 << 9)) !== 0;
  into.bits = bits;
  return into;
}

/** Each flag's bit, in the order of FLAGS (hand.ts). */
const FLAG_BIT = new Map<string, number>(FLAGS.map((flag, i) => [flag, 1 << i]));

function noFlags(): Mutable<FlagSet> {
  return {
    riichi: false,
    doubleRiichi: false,
    ippatsu: false,
    haitei: false,
    houtei: false,
    rinshan: false,
    chankan: false,
    tenhou: false,
    chihou: false,
    renhou: false,
    bits: 0,
  };
}

/** A value under construction: the scorer fills one context per hand, reading after reading. */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };
