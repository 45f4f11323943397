import { flagSet, type FlagSet, type HandFacts, type Mutable, type SetView, type YakuContext } from './context';
import { countFu } from './fu';
import type {
  FuItem, HandInput, Reading, ReadingGroup, ScoredYaku, ScoreError, ScoreOk, ScoreResult, WaitKind,
} from './hand';
import { isOpenMeld } from './hand';
import { basicOfHanFu, limitOfBasic, paymentOf, MANGAN_BASIC, YAKUMAN_BASIC, type Limit, type Payment } from './payment';
import {
  factsOfReading, forEachReading, meldToSet, setsOfReading, type HandShape, type ReadingShape, type ScratchContext,
} from './readings';
import type { Rules } from './rules';
import { countOf, emptyPacked, SUIT_OF, UNIT_OF, type PackedCounts } from './packed';
import { doraFromIndicator, isRed, kindOf, windKind, type Tile, type TileKind } from './tiles';
import { emptyFacts, handFacts, readingFeatures, setsFacts } from './facts';
import { validateFlags, validateTiles } from './validate';
import { bitHi, bitLo, YAKU, YAKU_BY_FEATURE, YAKUMAN_HI, YAKUMAN_LO, yakumanUnits } from './yaku';

/**
 * Scores a winning hand under a preset: validation, every reading, yaku, fu, han, limit,
 * payment. The reading that pays most is `best` (ties: a true yakuman, then han, then fu).
 * Never throws on user input; refusals come back as values.
 */
export function scoreHand(input: HandInput, rules: Rules): ScoreResult {
  const invalid = validateTiles(input, rules) ?? validateFlags(input, rules);
  if (invalid) return invalid;
  const situation = situationOf(input, rules);
  const search = new BestReading(situation);
  forEachReading(situation.shape, situation.ctx, blankReading(), (ctx, reading) => search.consider(ctx, reading));
  if (!search.anyReading) {
    return { ok: false, error: 'not_complete', message: 'These tiles do not form a winning hand (four sets and a pair, seven pairs or kokushi).' };
  }
  let top = search.top;
  // A fixed renhou keeps the hand's real wait for display.
  const fixed = fixedRenhouReading(input, rules, top?.wait ?? search.firstWait);
  if (fixed && (!top || compareReadings(fixed, top) < 0)) top = fixed;
  if (!top) return search.refusal ?? noYaku();
  return new ScoredHand(top, fixed ? [...search.scored, fixed] : search.scored, situation);
}

/** What every reading of the hand shares, and the context the readings are scored in (filled per reading). */
interface Situation {
  readonly input: HandInput;
  readonly rules: Rules;
  readonly shape: HandShape;
  readonly ctx: ScratchContext;
  readonly dora: number;
  readonly akaDora: number;
  readonly uraDora: number;
  readonly dealer: boolean;
  /** Registry positions of local yaku the table has not switched on (seed 002), as lo and hi words. */
  readonly offLo: number;
  readonly offHi: number;
}

function situationOf(input: HandInput, rules: Rules): Situation {
  const win = kindOf(input.winTile);
  const concealed = emptyPacked();
  let akaDora = 0;
  for (const t of input.concealed) {
    const k = kindOf(t);
    concealed[SUIT_OF[k]!]! += UNIT_OF[k]!;
    if (isRed(t)) akaDora++;
  }
  const waiting = concealed.slice();
  concealed[SUIT_OF[win]!]! += UNIT_OF[win]!;
  if (isRed(input.winTile)) akaDora++;
  const full = concealed.slice();
  for (const m of input.melds) {
    for (const t of m.tiles) {
      const k = kindOf(t);
      full[SUIT_OF[k]!]! += UNIT_OF[k]!;
      if (isRed(t)) akaDora++;
    }
  }
  const flags = flagSet(input.flags);
  const closed = !input.melds.some(isOpenMeld);
  const tsumo = input.win === 'tsumo';
  const meldSets = input.melds.length === 0 ? NO_SETS_LIST : input.melds.map(meldToSet);
  const { offLo, offHi } = localYakuOff(rules);
  return {
    input,
    rules,
    shape: { input, concealed, win, tsumo, closed, meldSets, meldFacts: meldSets === NO_SETS_LIST ? NO_MELD_FACTS : setsFacts(meldSets) },
    ctx: scratchContext(input, rules, closed, tsumo, handFacts(full, waiting), flags),
    dora: doraIn(full, input.doraIndicators),
    akaDora,
    // Ura dora count only with riichi (FORMATS.md: otherwise ignored).
    uraDora: flags.riichi || flags.doubleRiichi ? doraIn(full, input.uraIndicators) : 0,
    dealer: input.seatWind === 'E',
    offLo,
    offHi,
  };
}

const NO_SETS_LIST: readonly SetView[] = Object.freeze([]);
const NO_MELD_FACTS = setsFacts(NO_SETS_LIST);

/** How many of the hand's tiles the indicators point at. */
function doraIn(packed: PackedCounts, indicators: readonly Tile[]): number {
  let sum = 0;
  for (const indicator of indicators) sum += countOf(packed, doraFromIndicator(indicator));
  return sum;
}

/** Every local yaku (seed 002) is off unless the table switched it on. */
const LOCAL_LO = YAKU.reduce((mask, def, i) => (def.local ? mask | bitLo(i) : mask), 0);
const LOCAL_HI = YAKU.reduce((mask, def, i) => (def.local ? mask | bitHi(i) : mask), 0);

const ALL_LOCAL_OFF = Object.freeze({ offLo: LOCAL_LO, offHi: LOCAL_HI });

function localYakuOff(rules: Rules): { offLo: number; offHi: number } {
  if (rules.localYaku.length === 0) return ALL_LOCAL_OFF;
  let offLo = LOCAL_LO;
  let offHi = LOCAL_HI;
  for (const id of rules.localYaku) {
    const i = YAKU.findIndex((def) => def.id === id);
    offLo &= ~bitLo(i);
    offHi &= ~bitHi(i);
  }
  return { offLo, offHi };
}

function scratchContext(input: HandInput, rules: Rules, closed: boolean, tsumo: boolean, hand: HandFacts, flags: FlagSet): ScratchContext {
  return {
    rules,
    input,
    shape: 'standard',
    pairs: [],
    wait: 'tanki',
    closed,
    seatWind: windKind(input.seatWind),
    roundWind: windKind(input.roundWind),
    tsumo,
    hand,
    facts: emptyFacts(),
    flags,
  };
}

function blankReading(): Mutable<ReadingShape> {
  return { shape: 'standard', m: null, p: null, s: null, z: null, pairs: [], wait: 'tanki', winningFirst: -1 };
}

/** A reading with a yaku: its identity and its numbers (the yaku as registry bits); details come later. */
interface Scored {
  readonly reading: ReadingShape | null;
  readonly wait: WaitKind;
  readonly yakuLo: number;
  readonly yakuHi: number;
  readonly yakuman: number;
  readonly han: number;
  readonly fu: number;
  readonly basic: number;
  readonly pinfu: boolean;
}

/** Scores each reading as it is visited and keeps the best; refusals are kept to explain a hand with none. */
class BestReading {
  top: Scored | null = null;
  readonly scored: Scored[] = [];
  refusal: ScoreError | null = null;
  anyReading = false;
  firstWait: WaitKind = 'tanki';

  constructor(private readonly situation: Situation) {}

  consider(ctx: YakuContext, reading: ReadingShape): void {
    if (!this.anyReading) this.firstWait = reading.wait;
    this.anyReading = true;
    const result = scoreReading(ctx, reading, this.situation);
    if (result === null) return;
    if ('error' in result) {
      this.refusal = mostTelling(this.refusal, result);
      return;
    }
    this.scored.push(result);
    if (!this.top || compareReadings(result, this.top) < 0) this.top = result;
  }
}

/**
 * The yaku of one reading (registry order, with replaced yaku taken out), then its value: yakuman
 * units, or han with dora and fu. Null when the reading has no yaku.
 */
function scoreReading(ctx: YakuContext, reading: ReadingShape, s: Situation): Scored | ScoreError | null {
  const features = readingFeatures(ctx);
  let lo = 0;
  let hi = 0;
  let replacedLo = 0;
  let replacedHi = 0;
  for (let rest = features; rest !== 0; rest &= rest - 1) {
    const candidates = YAKU_BY_FEATURE[31 - Math.clz32(rest & -rest)]!;
    for (let j = 0; j < candidates.length; j++) {
      const i = candidates[j]!;
      const def = YAKU[i]!;
      if ((features & def.needs) !== def.needs || !def.test(ctx)) continue;
      // A local yaku the table has not switched on neither counts nor replaces anything.
      if (def.local && ((i < 32 ? s.offLo >>> i : s.offHi >>> (i - 32)) & 1) === 1) continue;
      lo |= bitLo(i);
      hi |= bitHi(i);
      replacedLo |= def.replacesLo;
      replacedHi |= def.replacesHi;
    }
  }
  lo &= ~replacedLo;
  hi &= ~replacedHi;
  if ((lo & YAKUMAN_LO) !== 0 || (hi & YAKUMAN_HI) !== 0) {
    lo &= YAKUMAN_LO;
    hi &= YAKUMAN_HI;
    const units = yakumanOf(lo, hi, s.rules);
    return { reading: copyOf(reading), wait: reading.wait, yakuLo: lo, yakuHi: hi, yakuman: units, han: 0, fu: 0, basic: YAKUMAN_BASIC * units, pinfu: false };
  }
  const closed = ctx.closed;
  let yakuHan = 0;
  for (let rest = lo; rest !== 0; rest &= rest - 1) yakuHan += hanOf(31 - Math.clz32(rest & -rest), closed);
  for (let rest = hi; rest !== 0; rest &= rest - 1) yakuHan += hanOf(63 - Math.clz32(rest & -rest), closed);
  if (yakuHan === 0) return null;
  // EMA 2008: at five or more counters a hand needs two han from yaku, dora not counted.
  if (s.rules.twoYakuAtFiveCounters && s.input.honba >= 5 && yakuHan < 2) {
    return { ok: false, error: 'needs_two_yaku', message: 'With five or more counters this hand needs at least two han from yaku (dora do not count).' };
  }
  const pinfu = (lo & bitLo(PINFU)) !== 0;
  const fu = countFu(ctx, pinfu);
  const han = yakuHan + s.dora + s.akaDora + s.uraDora;
  return { reading: copyOf(reading), wait: reading.wait, yakuLo: lo, yakuHi: hi, yakuman: 0, han, fu, basic: basicOfHanFu(han, fu, s.rules), pinfu };
}

function hanOf(position: number, closed: boolean): number {
  const def = YAKU[position]!;
  return closed ? def.closedHan : def.openHan;
}

/** The visited reading is reused for the next one: a scored reading keeps a copy. */
function copyOf(r: ReadingShape): ReadingShape {
  return { shape: r.shape, m: r.m, p: r.p, s: r.s, z: r.z, pairs: r.pairs, wait: r.wait, winningFirst: r.winningFirst };
}

const PINFU = YAKU.findIndex((def) => def.id === 'pinfu');

/** Yakuman units of the yakuman among the bits: added up where the preset stacks them, else the largest. */
function yakumanOf(lo: number, hi: number, rules: Rules): number {
  let sum = 0;
  let most = 0;
  for (let i = 0; i < YAKU.length; i++) {
    if (((i < 32 ? lo >>> i : hi >>> (i - 32)) & 1) === 0) continue;
    const units = yakumanUnits(YAKU[i]!, rules);
    sum += units;
    most = Math.max(most, units);
  }
  return rules.yakumanStack ? sum : most;
}

/**
 * A scored hand. The other readings, and the groups and fu items of any reading, are built
 * only when someone asks for them (getters on classes, not on each object: V8 builds
 * per-object accessors slowly).
 */
class ScoredHand implements ScoreOk {
  readonly ok = true;
  readonly best: Reading;
  #all: readonly Reading[] | null = null;

  constructor(
    private readonly top: Scored,
    private readonly scored: readonly Scored[],
    private readonly situation: Situation,
  ) {
    this.best = new ScoredReading(top, situation);
  }

  get readings(): readonly Reading[] {
    this.#all ??= [
      this.best,
      ...this.scored.filter((s) => s !== this.top).sort(compareReadings).map((s) => new ScoredReading(s, this.situation)),
    ];
    return this.#all;
  }
}

/** One reading as the caller sees it: numbers at once, groups and fu items on request. */
class ScoredReading implements Reading {
  readonly shape: Reading['shape'];
  readonly wait: WaitKind;
  readonly yaku: readonly ScoredYaku[];
  readonly yakuman: number;
  readonly han: number;
  readonly fu: number;
  readonly dora: number;
  readonly akaDora: number;
  readonly uraDora: number;
  readonly limit: Limit;
  readonly basic: number;
  readonly payment: Payment;
  #groups: readonly ReadingGroup[] | null = null;
  #fuItems: readonly FuItem[] | null = null;

  constructor(
    private readonly scored: Scored,
    private readonly situation: Situation,
  ) {
    const { input } = situation;
    const yakuman = scored.yakuman > 0;
    this.shape = scored.reading?.shape ?? 'fixed';
    this.wait = scored.wait;
    this.yaku = scored.reading ? yakuList(scored, situation) : [{ id: 'renhou', han: 5, yakuman: 0 }];
    this.yakuman = scored.yakuman;
    this.han = scored.han;
    this.fu = scored.fu;
    // Dora count only with han: not for a yakuman, not for a fixed renhou.
    const withDora = !yakuman && scored.reading !== null;
    this.dora = withDora ? situation.dora : 0;
    this.akaDora = withDora ? situation.akaDora : 0;
    this.uraDora = withDora ? situation.uraDora : 0;
    this.limit = limitOfBasic(scored.basic);
    this.basic = scored.basic;
    this.payment = paymentOf(scored.basic, input.win, situation.dealer, input.honba);
  }

  get groups(): readonly ReadingGroup[] {
    this.#groups ??= this.scored.reading ? groupsOf(this.scored.reading, this.situation) : [];
    return this.#groups;
  }

  get fuItems(): readonly FuItem[] {
    this.#fuItems ??= fuItemsOf(this.scored, this.situation);
    return this.#fuItems;
  }
}

function yakuList(scored: Scored, s: Situation): ScoredYaku[] {
  const yaku: ScoredYaku[] = [];
  for (let rest = scored.yakuLo; rest !== 0; rest &= rest - 1) addYaku(yaku, 31 - Math.clz32(rest & -rest), scored, s);
  for (let rest = scored.yakuHi; rest !== 0; rest &= rest - 1) addYaku(yaku, 63 - Math.clz32(rest & -rest), scored, s);
  return yaku;
}

function addYaku(yaku: ScoredYaku[], position: number, scored: Scored, s: Situation): void {
  const def = YAKU[position]!;
  if (scored.yakuman > 0) yaku.push({ id: def.id, han: 0, yakuman: yakumanUnits(def, s.rules) });
  // Yaku worth nothing in this hand (closed-only ones in an open hand) are not listed.
  else if (hanOf(position, s.shape.closed) > 0) yaku.push({ id: def.id, han: hanOf(position, s.shape.closed), yakuman: 0 });
}

/** The context a reading was scored in, rebuilt on its own (for its fu items). */
function contextOf(reading: ReadingShape, s: Situation): YakuContext {
  return { ...s.ctx, shape: reading.shape, pairs: reading.pairs, wait: reading.wait, facts: factsOfReading(reading, s.shape) };
}

function fuItemsOf(scored: Scored, s: Situation): FuItem[] {
  const items: FuItem[] = [];
  if (scored.yakuman === 0 && scored.reading) {
    countFu(contextOf(scored.reading, s), scored.pinfu, items, setsOfReading(scored.reading, s.shape));
  }
  return items;
}

/**
 * The context of every reading of a valid, complete hand (empty otherwise): what the yaku
 * predicates see. For tests and tools that inspect readings; scoring goes through scoreHand.
 */
export function readingContexts(input: HandInput, rules: Rules): YakuContext[] {
  if (validateTiles(input, rules) ?? validateFlags(input, rules)) return [];
  const situation = situationOf(input, rules);
  const contexts: YakuContext[] = [];
  forEachReading(situation.shape, situation.ctx, blankReading(), (_ctx, reading) => contexts.push(contextOf(reading, situation)));
  return contexts;
}

/**
 * Renhou as a fixed value (EMA 2025: 5 han; EMA 2016, WRC: mangan) stands alone: dora do not
 * count, and the normal reading is kept when it pays more (RULES.md presets).
 */
function fixedRenhouReading(input: HandInput, rules: Rules, wait: WaitKind): Scored | null {
  if (!input.flags.includes('renhou') || (rules.renhou !== 'han5' && rules.renhou !== 'mangan')) return null;
  return { reading: null, wait, yakuLo: 0, yakuHi: 0, yakuman: 0, han: 5, fu: 0, basic: MANGAN_BASIC, pinfu: false };
}

function groupsOf(reading: ReadingShape, s: Situation): ReadingGroup[] {
  if (reading.shape === 'chiitoitsu') return reading.pairs.map((k) => ({ kind: 'pair', tiles: [k, k], open: false, winning: false }));
  if (reading.shape === 'kokushi') return [{ kind: 'kokushi', tiles: [], open: false, winning: true }];
  const sets: ReadingGroup[] = setsOfReading(reading, s.shape).map((set) => ({
    kind: set.kind,
    tiles: groupTiles(set.kind, set.first),
    open: set.called,
    winning: set.winning,
  }));
  const pair = reading.pairs[0]!;
  return [...sets, { kind: 'pair', tiles: [pair, pair], open: false, winning: reading.wait === 'tanki' }];
}

function groupTiles(kind: ReadingGroup['kind'], k: TileKind): TileKind[] {
  if (kind === 'sequence') return [k, k + 1, k + 2];
  return kind === 'kan' ? [k, k, k, k] : kind === 'pair' ? [k, k] : [k, k, k];
}

type Ranked = Pick<Reading, 'basic' | 'yakuman' | 'han' | 'fu'>;

/** Pays more first; then a true yakuman, more han, more fu (FORMATS.md `expect`). */
export function compareReadings(a: Ranked, b: Ranked): number {
  return b.basic - a.basic || b.yakuman - a.yakuman || b.han - a.han || b.fu - a.fu;
}

function noYaku(): ScoreError {
  return { ok: false, error: 'no_yaku', message: 'The hand is complete but has no yaku (dora are not yaku).' };
}

/** needs_two_yaku says more than no_yaku: the hand had a yaku, just not enough. */
function mostTelling(current: ScoreError | null, next: ScoreError): ScoreError {
  if (!current) return next;
  return current.error === 'needs_two_yaku' ? current : next;
}

