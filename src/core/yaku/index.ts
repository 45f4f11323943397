import type { YakuId } from '../hand';
import { IntTable } from '../intTable';
import type { Rules } from '../rules';
import type { YakuDefinition } from './definition';
import { HAN_YAKU_DEFINITIONS } from './han';
import { LOCAL_YAKU_DEFINITIONS } from './local';
import { RENHOU_DEFINITION, YAKUMAN_DEFINITIONS } from './yakuman';

export type { YakuDefinition } from './definition';

/**
 * The yaku registry (RULES.md "Yaku"): every definition, one group a file (han.ts, yakuman.ts,
 * local.ts), in one fixed order. A definition's position is its bit in a reading's yaku (bitLo,
 * bitHi) and the order yaku are listed in; here too the plans that let the scorer skip
 * predicates, and the yakuman units under a preset.
 */
const DEFINITIONS: readonly YakuDefinition[] = [
  ...HAN_YAKU_DEFINITIONS,
  ...YAKUMAN_DEFINITIONS,
  ...LOCAL_YAKU_DEFINITIONS,
  RENHOU_DEFINITION,
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
