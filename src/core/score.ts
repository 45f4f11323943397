import { flagSet, type FlagSet, type HandFacts, type SetView, type YakuContext } from './context';
import { countFu } from './fu';
import type {
  FuItem, HandInput, Reading, ReadingGroup, ScoredYaku, ScoreError, ScoreOk, ScoreResult, WaitKind, YakuId,
} from './hand';
import { isOpenMeld } from './hand';
import { paymentOf, valueOfHanFu, valueOfYakuman, MANGAN_BASIC } from './payment';
import { shapeReadings, type ShapeReading } from './readings';
import type { Rules } from './rules';
import { countKinds, doraFromIndicator, isRed, kindOf, windKind, type Tile, type TileKind } from './tiles';
import { handFacts, NO_SETS, readingFacts, readingFeatures } from './facts';
import { validateFlags, validateTiles } from './validate';
import { YAKU, yakuInPlay, yakumanUnits, type RegisteredYaku } from './yaku';

/**
 * Scores a winning hand under a preset: validation, every reading, yaku, fu, han, limit,
 * payment. The reading that pays most is `best` (ties: a true yakuman, then han, then fu).
 * Never throws on user input; refusals come back as values.
 */
export function scoreHand(input: HandInput, rules: Rules): ScoreResult {
  const invalid = validateTiles(input, rules) ?? validateFlags(input, rules);
  if (invalid) return invalid;
  const { shapes, situation } = analyse(input, rules);
  if (shapes.length === 0) {
    return { ok: false, error: 'not_complete', message: 'These tiles do not form a winning hand (four sets and a pair, seven pairs or kokushi).' };
  }
  const scored: Scored[] = [];
  let refusal: ScoreError | null = null;
  for (const shape of shapes) {
    const result = scoreReading(shape, situation);
    if (result.ok) scored.push(result);
    else refusal = mostTelling(refusal, result);
  }
  let top = scored[0];
  for (const candidate of scored) if (compareReadings(candidate.reading, top!.reading) < 0) top = candidate;
  // A fixed renhou keeps the hand's real wait for display.
  const fixed = fixedRenhouReading(input, rules, top?.reading.wait ?? shapes[0]!.wait);
  if (fixed) {
    const candidate: Scored = { ok: true, reading: fixed, ctx: null, pinfu: false };
    scored.push(candidate);
    if (!top || compareReadings(fixed, top.reading) < 0) top = candidate;
  }
  if (!top) return refusal ?? noYaku();
  return new ScoredHand(top, scored);
}

/**
 * A scored hand. The other readings are built with their details only when someone asks for
 * them (a getter on the class, not on each object: V8 builds per-object accessors slowly).
 */
class ScoredHand implements ScoreOk {
  readonly ok = true;
  readonly best: Reading;
  #all: readonly Reading[] | null = null;

  constructor(
    private readonly top: Scored,
    private readonly scored: readonly Scored[],
  ) {
    this.best = withDetails(top);
  }

  get readings(): readonly Reading[] {
    this.#all ??= [this.best, ...this.scored.filter((s) => s !== this.top).map(withDetails).sort(compareReadings)];
    return this.#all;
  }
}

/** A reading's numbers, with what it takes to write out its groups and fu items later. */
interface Scored {
  readonly ok: true;
  readonly reading: Reading;
  readonly ctx: YakuContext | null;
  readonly pinfu: boolean;
}

/** Fills in the reading's groups and fu breakdown (for display; not needed to pick the best). */
function withDetails(s: Scored): Reading {
  if (!s.ctx) return s.reading;
  const fuItems: FuItem[] = [];
  if (s.reading.yakuman === 0) countFu(s.ctx, s.pinfu, fuItems);
  return { ...s.reading, groups: groupsOf(s.ctx), fuItems };
}

/** The readings of a (valid) hand and the situation they are scored in. */
function analyse(input: HandInput, rules: Rules): { shapes: ShapeReading[]; situation: Situation } {
  const waitingCounts = countKinds(input.concealed);
  const concealedCounts = waitingCounts.slice();
  concealedCounts[kindOf(input.winTile)]! += 1;
  const shapes = shapeReadings(input, concealedCounts, waitingCounts);
  const counts = concealedCounts.slice();
  for (const meld of input.melds) for (const t of meld.tiles) counts[kindOf(t)]! += 1;
  return { shapes, situation: situationOf(input, rules, counts, waitingCounts) };
}

interface Situation {
  readonly input: HandInput;
  readonly rules: Rules;
  readonly closed: boolean;
  readonly dora: number;
  readonly akaDora: number;
  readonly uraDora: number;
  readonly hand: HandFacts;
  readonly seatWind: TileKind;
  readonly roundWind: TileKind;
  readonly flags: FlagSet;
}

function situationOf(input: HandInput, rules: Rules, counts: readonly number[], waitingCounts: readonly number[]): Situation {
  let akaDora = isRed(input.winTile) ? 1 : 0;
  for (const t of input.concealed) if (isRed(t)) akaDora++;
  for (const m of input.melds) for (const t of m.tiles) if (isRed(t)) akaDora++;
  const countDora = (indicators: readonly Tile[]) => {
    let sum = 0;
    for (const indicator of indicators) sum += counts[doraFromIndicator(indicator)]!;
    return sum;
  };
  const flags = flagSet(input.flags);
  const riichi = flags.riichi || flags.doubleRiichi;
  return {
    input,
    rules,
    closed: !input.melds.some(isOpenMeld),
    dora: countDora(input.doraIndicators),
    akaDora,
    // Ura dora count only with riichi (FORMATS.md: otherwise ignored).
    uraDora: riichi ? countDora(input.uraIndicators) : 0,
    hand: handFacts(counts, waitingCounts),
    seatWind: windKind(input.seatWind),
    roundWind: windKind(input.roundWind),
    flags,
  };
}

function contextOf(shape: ShapeReading, s: Situation): YakuContext {
  return {
    rules: s.rules,
    input: s.input,
    shape: shape.shape,
    sets: shape.sets,
    pairs: shape.pairs,
    wait: shape.wait,
    closed: s.closed,
    seatWind: s.seatWind,
    roundWind: s.roundWind,
    tsumo: s.input.win === 'tsumo',
    hand: s.hand,
    facts: shape.shape === 'standard' ? readingFacts(shape.sets, shape.pairs[0]!, s.closed) : NO_SETS,
    flags: s.flags,
  };
}

/**
 * The yaku context of every reading of a valid, complete hand (empty otherwise): what the yaku
 * predicates see. For tests and tools that inspect readings; scoring goes through scoreHand.
 */
export function readingContexts(input: HandInput, rules: Rules): YakuContext[] {
  if (validateTiles(input, rules) ?? validateFlags(input, rules)) return [];
  const { shapes, situation } = analyse(input, rules);
  return shapes.map((shape) => contextOf(shape, situation));
}

function scoreReading(shape: ShapeReading, s: Situation): Scored | ScoreError {
  const { input, rules } = s;
  const ctx = contextOf(shape, s);
  const matched: RegisteredYaku[] = [];
  let replaced: YakuId[] = [];
  let anyYakuman = false;
  const features = readingFeatures(ctx);
  for (const def of YAKU) {
    if ((features & def.needs) !== def.needs || !yakuInPlay(def, rules) || !def.test(ctx)) continue;
    matched.push(def);
    if (def.replaces.length > 0) replaced = replaced.concat(def.replaces);
    if (def.yakuman > 0) anyYakuman = true;
  }
  const yakuman = anyYakuman ? matched.filter((def) => def.yakuman > 0 && !replaced.includes(def.id)) : [];
  if (yakuman.length > 0) {
    const yaku: ScoredYaku[] = yakuman.map((def) => ({ id: def.id, han: 0, yakuman: yakumanUnits(def, rules) }));
    const units = rules.yakumanStack
      ? yaku.reduce((sum, y) => sum + y.yakuman, 0)
      : Math.max(...yaku.map((y) => y.yakuman));
    const value = valueOfYakuman(units);
    const reading: Reading = {
      shape: shape.shape, groups: [], wait: shape.wait, yaku, yakuman: units, han: 0, fu: 0, fuItems: [],
      dora: 0, akaDora: 0, uraDora: 0, limit: value.limit, basic: value.basic,
      payment: paymentOf(value.basic, input.win, input.seatWind === 'E', input.honba),
    };
    return { ok: true, reading, ctx, pinfu: false };
  }
  const yaku: ScoredYaku[] = [];
  for (const def of matched) {
    if (def.yakuman > 0 || replaced.includes(def.id)) continue;
    const han = s.closed ? def.closedHan : def.openHan;
    if (han > 0) yaku.push({ id: def.id, han, yakuman: 0 });
  }
  const yakuHan = yaku.reduce((sum, y) => sum + y.han, 0);
  if (yakuHan === 0) return noYaku();
  // EMA 2008: at five or more counters a hand needs two han from yaku, dora not counted.
  if (rules.twoYakuAtFiveCounters && input.honba >= 5 && yakuHan < 2) {
    return { ok: false, error: 'needs_two_yaku', message: 'With five or more counters this hand needs at least two han from yaku (dora do not count).' };
  }
  const pinfu = yaku.some((y) => y.id === 'pinfu');
  const fu = countFu(ctx, pinfu);
  const han = yakuHan + s.dora + s.akaDora + s.uraDora;
  const value = valueOfHanFu(han, fu, rules);
  const reading: Reading = {
    shape: shape.shape, groups: [], wait: shape.wait, yaku, yakuman: 0, han, fu, fuItems: [],
    dora: s.dora, akaDora: s.akaDora, uraDora: s.uraDora, limit: value.limit, basic: value.basic,
    payment: paymentOf(value.basic, input.win, input.seatWind === 'E', input.honba),
  };
  return { ok: true, reading, ctx, pinfu };
}

/**
 * Renhou as a fixed value (EMA 2025: 5 han; EMA 2016, WRC: mangan) stands alone: dora do not
 * count, and the normal reading is kept when it pays more (RULES.md presets).
 */
function fixedRenhouReading(input: HandInput, rules: Rules, wait: WaitKind): Reading | null {
  if (!input.flags.includes('renhou') || (rules.renhou !== 'han5' && rules.renhou !== 'mangan')) return null;
  return {
    shape: 'fixed', groups: [], wait, yaku: [{ id: 'renhou', han: 5, yakuman: 0 }], yakuman: 0,
    han: 5, fu: 0, fuItems: [], dora: 0, akaDora: 0, uraDora: 0, limit: 'mangan', basic: MANGAN_BASIC,
    payment: paymentOf(MANGAN_BASIC, input.win, input.seatWind === 'E', input.honba),
  };
}

function groupsOf(shape: YakuContext): ReadingGroup[] {
  if (shape.shape === 'chiitoitsu') return shape.pairs.map((k) => ({ kind: 'pair', tiles: [k, k], open: false, winning: false }));
  if (shape.shape === 'kokushi') return [{ kind: 'kokushi', tiles: [], open: false, winning: true }];
  const sets: ReadingGroup[] = shape.sets.map((set) => ({
    kind: set.kind,
    tiles: groupTiles(set.kind, set.first),
    open: set.called,
    winning: set.winning,
  }));
  const pair = shape.pairs[0]!;
  return [...sets, { kind: 'pair', tiles: [pair, pair], open: false, winning: shape.wait === 'tanki' }];
}

function groupTiles(kind: SetView['kind'], k: TileKind): TileKind[] {
  if (kind === 'sequence') return [k, k + 1, k + 2];
  return kind === 'kan' ? [k, k, k, k] : kind === 'pair' ? [k, k] : [k, k, k];
}

/** Pays more first; then a true yakuman, more han, more fu (FORMATS.md `expect`). */
export function compareReadings(a: Reading, b: Reading): number {
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

