import type { YakuContext } from '../context';
import type { YakuId } from '../hand';
import { bitCount } from '../packed';
import { CHUN, EAST, HAKU, HATSU, type TileKind } from '../tiles';

/**
 * One definition per yaku (RULES.md "Yaku"): han when closed and when open (0 = closed only),
 * or yakuman units, and one pure predicate over a reading. Predicates read the precomputed
 * facts of the hand and the reading (facts.ts), so each is a few bit operations.
 */
export interface YakuDefinition {
  readonly id: YakuId;
  /** Necessary conditions (FEATURE bits, facts.ts) checked before the predicate is called. */
  readonly needs: number;
  readonly closedHan: number;
  readonly openHan: number;
  /** Yakuman units (0 for a normal yaku). */
  readonly yakuman: number;
  /** A local yaku of seed 002: counts only where the table switched it on (`Rules.localYaku`). */
  readonly local?: boolean;
  /** Counts two yakuman where the preset has double yakuman (EMA 2008). */
  readonly doubleWhenPresetAllows?: boolean;
  /** Yaku this one replaces when both hold (junchan replaces chanta, ...). */
  readonly replaces?: readonly YakuId[];
  /**
   * Its `needs` decide it: the predicate holds exactly when they do (yaku.test.ts checks it on
   * random hands), so the scorer need not call it.
   */
  readonly decidedByNeeds?: boolean;
  readonly test: (ctx: YakuContext) => boolean;
}

/** What the predicates of several groups read. */
export const standard = (c: YakuContext) => c.shape === 'standard';
export const pair = (c: YakuContext) => c.pairs[0]!;
export const hasTriplet = (c: YakuContext, kind: TileKind) =>
  kind < 27 ? ((c.facts.suitedTripletMask >> kind) & 1) === 1 : ((c.facts.honorTripletMask >> (kind - 27)) & 1) === 1;
const DRAGON_BITS = (1 << (HAKU - 27)) | (1 << (HATSU - 27)) | (1 << (CHUN - 27));
const WIND_BITS = 0b1111 << (EAST - 27);
export const dragonTriplets = (c: YakuContext) => bitCount(c.facts.honorTripletMask & DRAGON_BITS);
export const windTriplets = (c: YakuContext) => bitCount(c.facts.honorTripletMask & WIND_BITS);
