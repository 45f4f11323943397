import type { YakuContext } from './context';
import type { YakuId } from './hand';
import type { Rules } from './rules';
import { FEATURE as F, hasIttsu, inThreeSuits, isYakuhai } from './facts';
import { IntTable } from './intTable';
import { bitCount } from './packed';
import { CHUN, EAST, HAKU, HATSU, isDragon, isWind, type TileKind } from './tiles';

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

const standard = (c: YakuContext) => c.shape === 'standard';
const pair = (c: YakuContext) => c.pairs[0]!;
const hasTriplet = (c: YakuContext, kind: TileKind) =>
  kind < 27 ? ((c.facts.suitedTripletMask >> kind) & 1) === 1 : ((c.facts.honorTripletMask >> (kind - 27)) & 1) === 1;
const DRAGON_BITS = (1 << (HAKU - 27)) | (1 << (HATSU - 27)) | (1 << (CHUN - 27));
const WIND_BITS = 0b1111 << (EAST - 27);
const dragonTriplets = (c: YakuContext) => bitCount(c.facts.honorTripletMask & DRAGON_BITS);
const windTriplets = (c: YakuContext) => bitCount(c.facts.honorTripletMask & WIND_BITS);

const DEFINITIONS: readonly YakuDefinition[] = [
  { id: 'riichi', needs: F.riichi, closedHan: 1, openHan: 0, yakuman: 0, decidedByNeeds: true, test: (c) => c.flags.riichi },
  // Double riichi replaces riichi (RULES.md); validation refuses both flags together.
  { id: 'double_riichi', needs: F.doubleRiichi, closedHan: 2, openHan: 0, yakuman: 0, decidedByNeeds: true, test: (c) => c.flags.doubleRiichi },
  { id: 'ippatsu', needs: F.ippatsu, closedHan: 1, openHan: 0, yakuman: 0, decidedByNeeds: true, test: (c) => c.flags.ippatsu },
  { id: 'menzen_tsumo', needs: F.closed | F.tsumo, closedHan: 1, openHan: 0, yakuman: 0, decidedByNeeds: true, test: (c) => c.closed && c.tsumo },
  // Seed 000 §4.2.1: four concealed sequences, a pair that scores no fu, a two-sided wait.
  {
    id: 'pinfu', needs: F.closed | F.pinfuShape, closedHan: 1, openHan: 0, yakuman: 0, decidedByNeeds: true,
    test: (c) => c.closed && standard(c) && c.facts.sequences === 4 && c.wait === 'ryanmen' && !isYakuhai(c, pair(c)),
  },
  // EMA 2008 (seed 000 §4.2.1): tanyao only in a closed hand; later presets allow it open.
  { id: 'tanyao', needs: F.tanyaoShape, closedHan: 1, openHan: 1, yakuman: 0, decidedByNeeds: true, test: (c) => (c.closed || c.rules.openTanyao) && c.hand.allSimple },
  { id: 'iipeikou', needs: F.oneIdenticalPair, closedHan: 1, openHan: 0, yakuman: 0, decidedByNeeds: true, test: (c) => c.facts.identicalSequencePairs === 1 },
  { id: 'haku', needs: F.dragonTriplet, closedHan: 1, openHan: 1, yakuman: 0, test: (c) => hasTriplet(c, HAKU) },
  { id: 'hatsu', needs: F.dragonTriplet, closedHan: 1, openHan: 1, yakuman: 0, test: (c) => hasTriplet(c, HATSU) },
  { id: 'chun', needs: F.dragonTriplet, closedHan: 1, openHan: 1, yakuman: 0, test: (c) => hasTriplet(c, CHUN) },
  { id: 'seat_wind', needs: F.windTriplet, closedHan: 1, openHan: 1, yakuman: 0, test: (c) => hasTriplet(c, c.seatWind) },
  { id: 'round_wind', needs: F.windTriplet, closedHan: 1, openHan: 1, yakuman: 0, test: (c) => hasTriplet(c, c.roundWind) },
  { id: 'rinshan', needs: F.rinshan, closedHan: 1, openHan: 1, yakuman: 0, decidedByNeeds: true, test: (c) => c.flags.rinshan },
  { id: 'chankan', needs: F.chankan, closedHan: 1, openHan: 1, yakuman: 0, decidedByNeeds: true, test: (c) => c.flags.chankan },
  { id: 'haitei', needs: F.haitei, closedHan: 1, openHan: 1, yakuman: 0, decidedByNeeds: true, test: (c) => c.flags.haitei },
  { id: 'houtei', needs: F.houtei, closedHan: 1, openHan: 1, yakuman: 0, decidedByNeeds: true, test: (c) => c.flags.houtei },
  { id: 'chiitoitsu', needs: F.chiitoitsu, closedHan: 2, openHan: 0, yakuman: 0, decidedByNeeds: true, test: (c) => c.shape === 'chiitoitsu' },
  { id: 'sanshoku', needs: F.sanshokuShape, closedHan: 2, openHan: 1, yakuman: 0, decidedByNeeds: true, test: (c) => inThreeSuits(c.facts.sequenceMask) !== 0 },
  { id: 'ittsu', needs: F.ittsuShape, closedHan: 2, openHan: 1, yakuman: 0, decidedByNeeds: true, test: (c) => hasIttsu(c.facts.sequenceMask) },
  // Seed 000 §4.2.1: every group holds a terminal or honour, at least one is a sequence.
  { id: 'chanta', needs: F.outside, closedHan: 2, openHan: 1, yakuman: 0, test: (c) => c.facts.outside && c.facts.sequences > 0 && c.hand.hasHonor },
  { id: 'sanshoku_doukou', needs: F.threeTriplets, closedHan: 2, openHan: 2, yakuman: 0, test: (c) => inThreeSuits(c.facts.suitedTripletMask) !== 0 },
  { id: 'sanankou', needs: F.threeConcealedTriplets, closedHan: 2, openHan: 2, yakuman: 0, test: (c) => c.facts.concealedTriplets === 3 },
  { id: 'sankantsu', needs: F.threeKans, closedHan: 2, openHan: 2, yakuman: 0, test: (c) => c.facts.kans === 3 },
  { id: 'toitoi', needs: F.threeTriplets, closedHan: 2, openHan: 2, yakuman: 0, test: (c) => c.facts.triplets === 4 },
  { id: 'shousangen', needs: F.dragonTriplet, closedHan: 2, openHan: 2, yakuman: 0, test: (c) => standard(c) && dragonTriplets(c) === 2 && isDragon(pair(c)) },
  { id: 'honroutou', needs: F.allTerminalOrHonor, closedHan: 2, openHan: 2, yakuman: 0, test: (c) => c.shape !== 'kokushi' && c.hand.allTerminalOrHonor },
  { id: 'ryanpeikou', needs: F.twoIdenticalPairs, closedHan: 3, openHan: 0, yakuman: 0, replaces: ['iipeikou'], decidedByNeeds: true, test: (c) => c.facts.identicalSequencePairs === 2 },
  { id: 'honitsu', needs: F.honitsuShape, closedHan: 3, openHan: 2, yakuman: 0, decidedByNeeds: true, test: (c) => c.hand.suitCount === 1 && c.hand.hasHonor },
  // Junchan is chanta without honours; the chanta test requires an honour, so they never meet.
  { id: 'junchan', needs: F.outside, closedHan: 3, openHan: 2, yakuman: 0, test: (c) => c.facts.outside && c.facts.sequences > 0 && !c.hand.hasHonor },
  { id: 'chinitsu', needs: F.chinitsuShape, closedHan: 6, openHan: 5, yakuman: 0, decidedByNeeds: true, test: (c) => c.hand.suitCount === 1 && !c.hand.hasHonor },
  // Yakuman.
  { id: 'kokushi', needs: F.kokushi, closedHan: 0, openHan: 0, yakuman: 1, decidedByNeeds: true, test: (c) => c.shape === 'kokushi' },
  {
    id: 'kokushi_13', needs: F.kokushi, closedHan: 0, openHan: 0, yakuman: 1, doubleWhenPresetAllows: true, replaces: ['kokushi'],
    test: (c) => c.shape === 'kokushi' && c.wait === 'kokushi_13',
  },
  { id: 'chuuren', needs: F.closed | F.chinitsuShape | F.chuurenShape, closedHan: 0, openHan: 0, yakuman: 1, test: (c) => c.input.melds.length === 0 && c.hand.chuurenShape },
  {
    id: 'junsei_chuuren', needs: F.closed | F.chinitsuShape | F.chuurenShape, closedHan: 0, openHan: 0, yakuman: 1, doubleWhenPresetAllows: true, replaces: ['chuuren'],
    test: (c) => c.input.melds.length === 0 && c.hand.nineSidedWait,
  },
  // On a ron the winning triplet is not concealed, so a ron counts only with a tanki wait.
  { id: 'suuankou', needs: F.threeConcealedTriplets, closedHan: 0, openHan: 0, yakuman: 1, test: (c) => c.facts.concealedTriplets === 4 },
  {
    id: 'suuankou_tanki', needs: F.threeConcealedTriplets, closedHan: 0, openHan: 0, yakuman: 1, doubleWhenPresetAllows: true, replaces: ['suuankou'],
    test: (c) => c.facts.concealedTriplets === 4 && c.wait === 'tanki',
  },
  { id: 'suukantsu', needs: F.threeKans, closedHan: 0, openHan: 0, yakuman: 1, test: (c) => c.facts.kans === 4 },
  { id: 'ryuuiisou', needs: F.allGreen, closedHan: 0, openHan: 0, yakuman: 1, test: (c) => c.hand.allGreen },
  { id: 'chinroutou', needs: F.allTerminalOrHonor, closedHan: 0, openHan: 0, yakuman: 1, test: (c) => c.hand.allTerminal },
  { id: 'tsuuiisou', needs: F.allTerminalOrHonor, closedHan: 0, openHan: 0, yakuman: 1, test: (c) => c.hand.allHonor },
  { id: 'daisangen', needs: F.dragonTriplet, closedHan: 0, openHan: 0, yakuman: 1, test: (c) => dragonTriplets(c) === 3 },
  { id: 'shousuushii', needs: F.windTriplet, closedHan: 0, openHan: 0, yakuman: 1, test: (c) => standard(c) && windTriplets(c) === 3 && isWind(pair(c)) },
  { id: 'daisuushii', needs: F.windTriplet, closedHan: 0, openHan: 0, yakuman: 1, doubleWhenPresetAllows: true, test: (c) => windTriplets(c) === 4 },
  { id: 'tenhou', needs: F.tenhou, closedHan: 0, openHan: 0, yakuman: 1, decidedByNeeds: true, test: (c) => c.flags.tenhou },
  { id: 'chihou', needs: F.chihou, closedHan: 0, openHan: 0, yakuman: 1, decidedByNeeds: true, test: (c) => c.flags.chihou },
  // Renhou as a yakuman (EMA 2008); as a fixed 5 han or mangan it is a separate reading (score.ts).
  // Local yaku (seed 002, "Opcjonalne"): only where the table switched them on.
  // Sanrenpon: three identical sequences, closed only (3 / 0 han); it takes the place of iipeikou.
  {
    id: 'sanrenpon', needs: F.oneIdenticalPair, closedHan: 3, openHan: 0, yakuman: 0, local: true, replaces: ['iipeikou'],
    test: (c) => c.facts.sameSequenceCopies === 3,
  },
  // Suurenpon: four identical sequences, a yakuman ("400% limitu").
  // Four copies of one sequence are two pairs of identical sequences.
  { id: 'suurenpon', needs: F.twoIdenticalPairs, closedHan: 0, openHan: 0, yakuman: 1, local: true, test: (c) => c.facts.sameSequenceCopies === 4 },
  // Daisharin: seven pairs of one suit that run in sequence (e.g. 22334455667788p), a yakuman.
  { id: 'daisharin', needs: F.chiitoitsu | F.chinitsuShape, closedHan: 0, openHan: 0, yakuman: 1, local: true, test: (c) => isRunOfPairs(c.pairs) },
  { id: 'renhou', needs: F.renhou, closedHan: 0, openHan: 0, yakuman: 1, test: (c) => c.flags.renhou && c.rules.renhou === 'yakuman' },
];

/**
 * A definition as registered: every optional field filled in, and the yaku it replaces as a bit
 * mask over registry positions (words lo: 0-31, hi: 32-63), so that a reading's yaku are two
 * numbers while it is scored.
 */
export type RegisteredYaku = Required<YakuDefinition> & {
  readonly replacesLo: number;
  readonly replacesHi: number;
  /** Its own bit in the lo and hi words (one of them is 0). */
  readonly ownLo: number;
  readonly ownHi: number;
};

const positionOf = (id: YakuId) => DEFINITIONS.findIndex((d) => d.id === id);
/** The bit of registry position i in the lo word (0 when it is in the hi word), and in the hi word. */
export const bitLo = (i: number) => (i < 32 ? 1 << i : 0);
export const bitHi = (i: number) => (i >= 32 ? 1 << (i - 32) : 0);

/**
 * The registry, every definition with the same fields in the same order: one object shape keeps
 * the scoring loop's property loads monomorphic (optional fields made V8 fall back to slow
 * megamorphic loads, about half the time of a scored hand).
 */
export const YAKU: readonly RegisteredYaku[] = DEFINITIONS.map((d, i) => {
  const replaces = d.replaces ?? [];
  return Object.freeze({
    id: d.id,
    needs: d.needs,
    closedHan: d.closedHan,
    openHan: d.openHan,
    yakuman: d.yakuman,
    local: d.local ?? false,
    doubleWhenPresetAllows: d.doubleWhenPresetAllows ?? false,
    decidedByNeeds: d.decidedByNeeds ?? false,
    replaces,
    test: d.test,
    replacesLo: replaces.reduce((mask, id) => mask | bitLo(positionOf(id)), 0),
    replacesHi: replaces.reduce((mask, id) => mask | bitHi(positionOf(id)), 0),
    ownLo: bitLo(i),
    ownHi: bitHi(i),
  } satisfies RegisteredYaku);
});

/**
 * What a reading's features (facts.ts FEATURE) settle about its yaku: the yaku they decide (with
 * the ones those replace), and the definitions whose predicate must still run, in registry
 * order. The same for every reading with the same features word, so it is made once per word.
 */
export interface YakuPlan {
  /** Yaku the features decide, as lo and hi words (not yet with replaced ones taken out). */
  readonly lo: number;
  readonly hi: number;
  /** The yaku those replace. */
  readonly replacesLo: number;
  readonly replacesHi: number;
  /** Definitions whose needs the features meet but do not decide, local yaku included. */
  readonly tests: readonly RegisteredYaku[];
  /** Han of the decided yaku, replaced ones taken out, in a closed and in an open hand. */
  readonly closedHan: number;
  readonly openHan: number;
}

function makePlan(features: number): YakuPlan {
  let lo = 0;
  let hi = 0;
  let replacesLo = 0;
  let replacesHi = 0;
  const tests: RegisteredYaku[] = [];
  for (const def of YAKU) {
    if ((features & def.needs) !== def.needs) continue;
    // A local yaku counts only where the table switched it on: the scorer checks that per hand.
    if (!def.decidedByNeeds || def.local) {
      tests.push(def);
      continue;
    }
    lo |= def.ownLo;
    hi |= def.ownHi;
    replacesLo |= def.replacesLo;
    replacesHi |= def.replacesHi;
  }
  const closedHan = hanOfBits(lo & ~replacesLo, hi & ~replacesHi, true);
  const openHan = hanOfBits(lo & ~replacesLo, hi & ~replacesHi, false);
  return Object.freeze({ lo, hi, replacesLo, replacesHi, tests, closedHan, openHan });
}

/** The han of the yaku among the registry bits (lo and hi words), in a closed or an open hand. */
export function hanOfBits(lo: number, hi: number, closed: boolean): number {
  let han = 0;
  for (let rest = lo; rest !== 0; rest &= rest - 1) han += hanOf(31 - Math.clz32(rest & -rest), closed);
  for (let rest = hi; rest !== 0; rest &= rest - 1) han += hanOf(63 - Math.clz32(rest & -rest), closed);
  return han;
}

function hanOf(position: number, closed: boolean): number {
  const def = YAKU[position]!;
  return closed ? def.closedHan : def.openHan;
}

/** Plans by features word, made as words are first met (a hand meets a few of the many possible). */
const PLANS = new IntTable<YakuPlan>();

/** The plan of a features word (facts.ts FEATURE bits). */
export function yakuPlan(features: number): YakuPlan {
  const known = PLANS.get(features);
  if (known !== undefined) return known;
  const plan = makePlan(features);
  PLANS.add(features, plan);
  return plan;
}

/** Registry positions of the yakuman, as lo and hi words. */
export const YAKUMAN_LO = YAKU.reduce((mask, def, i) => (def.yakuman > 0 ? mask | bitLo(i) : mask), 0);
export const YAKUMAN_HI = YAKU.reduce((mask, def, i) => (def.yakuman > 0 ? mask | bitHi(i) : mask), 0);

/** Seven pairs on seven consecutive numbers of one suit. */
function isRunOfPairs(pairs: readonly TileKind[]): boolean {
  if (pairs.length !== 7 || pairs[0]! >= 27) return false;
  const base = pairs[0]!;
  return pairs.every((k, i) => k === base + i) && Math.floor(base / 9) === Math.floor(pairs[6]! / 9);
}

/**
 * The yakuman units of one yaku under a preset: 2 for a double yakuman where the preset has them
 * (RULES.md "double yakuman"), 0 for renhou where the preset scores it as a fixed value or not at
 * all (RULES.md "renhou": a yakuman only in ema2008), else the registry's units (0 for a normal yaku).
 */
export function yakumanUnits(def: YakuDefinition, rules: Rules): number {
  if (def.id === 'renhou' && rules.renhou !== 'yakuman') return 0;
  return def.doubleWhenPresetAllows && rules.doubleYakuman ? 2 : def.yakuman;
}

/**
 * The yakuman units a hand with these yaku scores (RULES.md "different yakuman add up"): their
 * sum where the preset adds different yakuman up, else the largest; 0 when none is a yakuman.
 * The scorer counts a reading with it, and the ledger the yaku kept with a win.
 */
export function handYakumanUnits(defs: Iterable<YakuDefinition>, rules: Rules): number {
  let sum = 0;
  let most = 0;
  for (const def of defs) {
    const units = yakumanUnits(def, rules);
    sum += units;
    most = Math.max(most, units);
  }
  return rules.yakumanStack ? sum : most;
}

const BY_ID: ReadonlyMap<string, RegisteredYaku> = new Map(YAKU.map((def) => [def.id, def]));

/** A yaku by its id (FORMATS.md "Yaku ids"), or undefined for an id the registry does not know. */
export function yakuById(id: string): RegisteredYaku | undefined {
  return BY_ID.get(id);
}

/**
 * The yakuman a hand can score under these rules, in registry order: every yaku worth yakuman
 * units here (renhou only where the preset makes it a yakuman, the 13-sided, 9-sided and tanki
 * variants whatever they count), a local one (seed 002) only where the table switched it on.
 * What the hand dialog offers when a yakuman is entered by buttons.
 */
export function yakumanOf(rules: Rules): RegisteredYaku[] {
  return YAKU.filter((def) => yakumanUnits(def, rules) > 0 && (!def.local || rules.localYaku.some((id) => id === def.id)));
}
