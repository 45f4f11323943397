import { anyRiichi, flagSet, type Mutable, type YakuContext } from './context';
import { setFeatures } from './facts';
import { countFu } from './fu';
import type { HandInput, Reading, ScoreError, ScoreOk, ScoreResult, WaitKind } from './hand';
import { basicOfHanFu, MANGAN_BASIC, YAKUMAN_BASIC } from './payment';
import { blankReading, forEachReading, type ReadingShape, type ReadingVisitor } from './readings';
import type { Rules } from './rules';
import { compareReadings, contextOf, ScoredReading, yakuOfScored, type Scored } from './scored';
import { Situation } from './situation';
import { TileTally } from './tally';
import { validateFlags } from './flagRules';
import { validateCounted, validateSituation, validateTiles } from './validate';
import { bitLo, handYakumanUnits, hanOfBits, YAKU, YAKUMAN_HI, YAKUMAN_LO, yakuPlan } from './yaku';

export { compareReadings } from './scored';

/**
 * Scores a winning hand under a preset: validation, every reading, yaku, fu, han, limit,
 * payment. The reading that pays most is `best` (ties: a true yakuman, then han, then fu).
 * Never throws on user input; refusals come back as values.
 */
export function scoreHand(input: HandInput, rules: Rules): ScoreResult {
  // The working objects are reused hand after hand (a search never re-enters scoreHand); the
  // result copies what it keeps out of them. The tiles are counted once, for validation and scoring.
  const flags = flagSet(input.flags, reusedFlags);
  const tally = reusedTally.count(input, anyRiichi(flags));
  const invalid = validateCounted(input, rules, tally) ?? validateSituation(input) ?? validateFlags(input, rules, flags);
  if (invalid) return invalid;
  const situation =
    reusedSituation === null
      ? (reusedSituation = new Situation(input, rules, tally, flags))
      : reusedSituation.fill(input, rules, tally, flags);
  const top = searchHand(situation, (reusedSearch ??= new ReadingSearch()), false);
  return 'error' in top ? top : scoredHand(top, situation);
}

const reusedFlags = flagSet([]);
const reusedTally = new TileTally();
let reusedSituation: Situation | null = null;
let reusedSearch: ReadingSearch | null = null;

/**
 * The best reading of the hand in the situation (a fixed renhou included), or why there is none.
 * With `keepAll` the search keeps every reading with a yaku, the best among them.
 */
function searchHand(situation: Situation, search: ReadingSearch, keepAll: boolean): Scored | ScoreError {
  search.start(situation, keepAll);
  forEachReading(situation.shape, situation.ctx, search.reading, search);
  if (!search.anyReading) {
    return {
      ok: false,
      error: 'not_complete',
      message: 'These tiles do not form a winning hand (four sets and a pair, seven pairs or kokushi).',
    };
  }
  let top = search.top();
  // A fixed renhou keeps the hand's real wait for display.
  const fixed = fixedRenhouReading(situation, top?.wait ?? search.firstWait);
  if (fixed) {
    if (keepAll) search.kept.push(fixed);
    if (!top || compareReadings(fixed, top) < 0) top = fixed;
  }
  if (top) return top;
  return search.needsTwoYaku ? needsTwoYaku() : noYaku();
}

/** A scored reading under construction: the search's own, reused. */
type Candidate = Mutable<Scored>;

function blankCandidate(): Candidate {
  return { ordinal: -1, shape: 'standard', wait: 'tanki', yakuLo: 0, yakuHi: 0, yakuman: 0, han: 0, fu: 0, basic: 0, pinfu: false };
}

/**
 * Scores each reading as it is visited and keeps the best (numbers and the reading's ordinal, in
 * its own records, until the search is over). A reading that needed two yaku is remembered to
 * explain a hand with none.
 */
class ReadingSearch implements ReadingVisitor {
  /** The reading being visited, filled by forEachReading. */
  readonly reading = blankReading();
  /** With keepAll: every reading with a yaku, in the order visited. */
  readonly kept: Scored[] = [];
  anyReading = false;
  needsTwoYaku = false;
  firstWait: WaitKind = 'tanki';
  #situation: Situation | null = null;
  #keepAll = false;
  #visits = 0;
  /** Two records that trade places: a better candidate becomes the best, the old best the next candidate. */
  #candidate = blankCandidate();
  #best = blankCandidate();
  #hasBest = false;
  #keptBest: Scored | null = null;

  start(situation: Situation, keepAll: boolean): void {
    this.#situation = situation;
    this.#keepAll = keepAll;
    // Storing an array's length is a runtime call: only when there is something to drop.
    if (this.kept.length > 0) this.kept.length = 0;
    this.anyReading = false;
    this.needsTwoYaku = false;
    this.#visits = 0;
    this.#hasBest = false;
    this.#keptBest = null;
  }

  visit(ctx: YakuContext, reading: ReadingShape): void {
    if (!this.anyReading) this.firstWait = reading.wait;
    this.anyReading = true;
    const candidate = this.#candidate;
    candidate.ordinal = this.#visits++;
    candidate.shape = reading.shape;
    const outcome = scoreReading(ctx, reading, this.#situation!, candidate);
    if (outcome === NEEDS_TWO_YAKU) this.needsTwoYaku = true;
    if (outcome !== SCORED) return;
    const better = !this.#hasBest || compareReadings(candidate, this.#best) < 0;
    if (this.#keepAll) {
      const kept = copyOf(candidate);
      this.kept.push(kept);
      if (better) this.#keptBest = kept;
    }
    if (better) {
      this.#candidate = this.#best;
      this.#best = candidate;
      this.#hasBest = true;
    }
  }

  /**
   * The best reading found (null for none): with keepAll one of `kept`, else the search's own
   * record, valid until the next search (ScoredReading takes its numbers at once).
   */
  top(): Scored | null {
    if (!this.#hasBest) return null;
    return this.#keepAll ? this.#keptBest : this.#best;
  }
}

function copyOf(s: Scored): Scored {
  return {
    ordinal: s.ordinal,
    shape: s.shape,
    wait: s.wait,
    yakuLo: s.yakuLo,
    yakuHi: s.yakuHi,
    yakuman: s.yakuman,
    han: s.han,
    fu: s.fu,
    basic: s.basic,
    pinfu: s.pinfu,
  };
}

const NO_YAKU = 0;
const SCORED = 1;
const NEEDS_TWO_YAKU = 2;

/**
 * The yaku of one reading (registry order, with replaced yaku taken out), then its value: yakuman
 * units, or han with dora and fu, written into `into`. NO_YAKU when the reading has none.
 */
function scoreReading(ctx: YakuContext, reading: ReadingShape, s: Situation, into: Candidate): number {
  const plan = yakuPlan(s.features | setFeatures(ctx));
  let lo = plan.lo;
  let hi = plan.hi;
  let replacedLo = plan.replacesLo;
  let replacedHi = plan.replacesHi;
  const tests = plan.tests;
  let tested = false;
  for (let j = 0; j < tests.length; j++) {
    const def = tests[j]!;
    // A local yaku the table has not switched on neither counts nor replaces anything (and
    // is not tested: most tables have none on). Booleans are compared with true: V8 tests
    // the truth of a value it cannot type (a registry field, a predicate's result) generically.
    if (def.local === true && ((s.offLo & def.ownLo) | (s.offHi & def.ownHi)) !== 0) continue;
    if (def.test(ctx) !== true) continue;
    tested = true;
    lo |= def.ownLo;
    hi |= def.ownHi;
    replacedLo |= def.replacesLo;
    replacedHi |= def.replacesHi;
  }
  lo &= ~replacedLo;
  hi &= ~replacedHi;
  into.wait = reading.wait;
  if ((lo & YAKUMAN_LO) !== 0 || (hi & YAKUMAN_HI) !== 0) {
    lo &= YAKUMAN_LO;
    hi &= YAKUMAN_HI;
    const units = yakumanOf(lo, hi, s.rules);
    setValue(into, lo, hi, units, 0, 0, YAKUMAN_BASIC * units, false);
    return SCORED;
  }
  const closed = ctx.closed;
  // The plan's han are those of its decided yaku: with a tested yaku too, the bits are added up.
  const yakuHan = tested ? hanOfBits(lo, hi, closed) : closed ? plan.closedHan : plan.openHan;
  if (yakuHan === 0) return NO_YAKU;
  // EMA 2008: at five or more counters a hand needs two han from yaku, dora not counted.
  if (s.rules.twoYakuAtFiveCounters && s.input.honba >= 5 && yakuHan < 2) return NEEDS_TWO_YAKU;
  const pinfu = (lo & bitLo(PINFU)) !== 0;
  const fu = countFu(ctx, pinfu);
  const han = yakuHan + s.dora + s.akaDora + s.uraDora;
  setValue(into, lo, hi, 0, han, fu, basicOfHanFu(han, fu, s.rules), pinfu);
  return SCORED;
}

function setValue(into: Candidate, lo: number, hi: number, yakuman: number, han: number, fu: number, basic: number, pinfu: boolean): void {
  into.yakuLo = lo;
  into.yakuHi = hi;
  into.yakuman = yakuman;
  into.han = han;
  into.fu = fu;
  into.basic = basic;
  into.pinfu = pinfu;
}

const PINFU = YAKU.findIndex((def) => def.id === 'pinfu');

/** Yakuman units of the yakuman among the bits (the core's one rule for a hand's units). */
function yakumanOf(lo: number, hi: number, rules: Rules): number {
  return handYakumanUnits(
    YAKU.filter((def) => ((def.ownLo & lo) | (def.ownHi & hi)) !== 0),
    rules,
  );
}

/**
 * The result of a hand with a yaku: a function of its own, small enough for V8 to inline both
 * constructors here (objects allocated inline, not through the generic construct stub).
 */
function scoredHand(top: Scored, situation: Situation): ScoredHand {
  return new ScoredHand(new ScoredReading(top, situation, yakuOfScored(top, situation)), situation);
}

/**
 * A scored hand: the best reading at once; the other readings are searched again, in a
 * situation of their own, only when someone asks for them.
 */
class ScoredHand implements ScoreOk {
  readonly ok = true;
  readonly best: Reading;
  readonly #input: HandInput;
  readonly #rules: Rules;
  #all: readonly Reading[] | null = null;

  constructor(best: Reading, situation: Situation) {
    this.#input = situation.input;
    this.#rules = situation.rules;
    this.best = best;
  }

  get readings(): readonly Reading[] {
    this.#all ??= this.allReadings();
    return this.#all;
  }

  private allReadings(): Reading[] {
    const situation = new Situation(this.#input, this.#rules);
    const search = new ReadingSearch();
    const top = searchHand(situation, search, true);
    const others = search.kept.filter((s) => s !== top).sort(compareReadings);
    return [this.best, ...others.map((s) => new ScoredReading(s, situation, yakuOfScored(s, situation)))];
  }
}

/**
 * The context of every reading of a valid, complete hand (empty otherwise): what the yaku
 * predicates see. For tests and tools that inspect readings; scoring goes through scoreHand.
 */
export function readingContexts(input: HandInput, rules: Rules): YakuContext[] {
  if (validateTiles(input, rules) ?? validateSituation(input) ?? validateFlags(input, rules)) return [];
  const situation = new Situation(input, rules);
  const contexts: YakuContext[] = [];
  const collect: ReadingVisitor = { visit: (_ctx, reading) => contexts.push(contextOf(reading, situation)) };
  forEachReading(situation.shape, situation.ctx, blankReading(), collect);
  return contexts;
}

/**
 * Renhou as a fixed value (EMA 2025: 5 han; EMA 2016, WRC: mangan) stands alone: dora do not
 * count, and the normal reading is kept when it pays more (RULES.md presets).
 */
function fixedRenhouReading(situation: Situation, wait: WaitKind): Scored | null {
  const rules = situation.rules;
  if (!situation.ctx.flags.renhou || (rules.renhou !== 'han5' && rules.renhou !== 'mangan')) return null;
  return { ordinal: -1, shape: 'fixed', wait, yakuLo: 0, yakuHi: 0, yakuman: 0, han: 5, fu: 0, basic: MANGAN_BASIC, pinfu: false };
}

function noYaku(): ScoreError {
  return { ok: false, error: 'no_yaku', message: 'The hand is complete but has no yaku (dora are not yaku).' };
}

function needsTwoYaku(): ScoreError {
  return {
    ok: false,
    error: 'needs_two_yaku',
    message: 'With five or more counters this hand needs at least two han from yaku (dora do not count).',
  };
}
