import type { YakuContext } from './context';
import { countFu } from './fu';
import type {
  Flag, HandInput, Reading, ReadingGroup, ScoredYaku, ScoreError, ScoreResult, YakuId,
} from './hand';
import { isOpenMeld } from './hand';
import { paymentOf, valueOfHanFu, valueOfYakuman, MANGAN_BASIC } from './payment';
import { shapeReadings, type ShapeReading } from './readings';
import type { Rules } from './rules';
import { countKinds, doraFromIndicator, isRed, windKind, type Tile } from './tiles';
import { handTiles, validateFlags, validateTiles } from './validate';
import { YAKU, yakumanUnits } from './yaku';

/**
 * Scores a winning hand under a preset: validation, every reading, yaku, fu, han, limit,
 * payment. The reading that pays most is `best` (ties: a true yakuman, then han, then fu).
 * Never throws on user input; refusals come back as values.
 */
export function scoreHand(input: HandInput, rules: Rules): ScoreResult {
  const invalid = validateTiles(input, rules) ?? validateFlags(input, rules);
  if (invalid) return invalid;
  const tiles = handTiles(input);
  const concealedCounts = countKinds([...input.concealed, input.winTile]);
  const waitingCounts = countKinds(input.concealed);
  const shapes = shapeReadings(input, concealedCounts, waitingCounts);
  if (shapes.length === 0) {
    return { ok: false, error: 'not_complete', message: 'These tiles do not form a winning hand (four sets and a pair, seven pairs or kokushi).' };
  }
  const situation = situationOf(input, rules, tiles);
  const readings: Reading[] = [];
  let refusal: ScoreError | null = null;
  for (const shape of shapes) {
    const scored = scoreReading(shape, situation);
    if ('ok' in scored) refusal = mostTelling(refusal, scored);
    else readings.push(scored);
  }
  const fixed = fixedRenhouReading(input, rules);
  if (fixed) readings.push(fixed);
  if (readings.length === 0) return refusal ?? noYaku();
  readings.sort(compareReadings);
  return { ok: true, best: readings[0]!, readings };
}

interface Situation {
  readonly input: HandInput;
  readonly rules: Rules;
  readonly counts: readonly number[];
  readonly waitingCounts: readonly number[];
  readonly closed: boolean;
  readonly dora: number;
  readonly akaDora: number;
  readonly uraDora: number;
  readonly has: (flag: Flag) => boolean;
}

function situationOf(input: HandInput, rules: Rules, tiles: readonly Tile[]): Situation {
  const counts = countKinds(tiles);
  const countDora = (indicators: readonly Tile[]) =>
    indicators.reduce((sum, indicator) => sum + counts[doraFromIndicator(indicator)]!, 0);
  const flags = new Set(input.flags);
  const riichi = flags.has('riichi') || flags.has('doubleRiichi');
  return {
    input,
    rules,
    counts,
    waitingCounts: countKinds(input.concealed),
    closed: !input.melds.some(isOpenMeld),
    dora: countDora(input.doraIndicators),
    akaDora: tiles.filter(isRed).length,
    // Ura dora count only with riichi (FORMATS.md: otherwise ignored).
    uraDora: riichi ? countDora(input.uraIndicators) : 0,
    has: (flag) => flags.has(flag),
  };
}

function scoreReading(shape: ShapeReading, s: Situation): Reading | ScoreError {
  const { input, rules } = s;
  const ctx: YakuContext = {
    rules,
    input,
    shape: shape.shape,
    sets: shape.sets,
    pairs: shape.pairs,
    wait: shape.wait,
    closed: s.closed,
    counts: s.counts,
    waitingCounts: s.waitingCounts,
    seatWind: windKind(input.seatWind),
    roundWind: windKind(input.roundWind),
    tsumo: input.win === 'tsumo',
    has: s.has,
  };
  const matched = YAKU.filter((def) => def.test(ctx));
  const replaced = new Set<YakuId>(matched.flatMap((def) => def.replaces ?? []));
  const groups = groupsOf(shape);
  const yakuman = matched.filter((def) => def.yakuman > 0 && !replaced.has(def.id));
  if (yakuman.length > 0) {
    const yaku: ScoredYaku[] = yakuman.map((def) => ({ id: def.id, han: 0, yakuman: yakumanUnits(def, rules) }));
    const units = rules.yakumanStack
      ? yaku.reduce((sum, y) => sum + y.yakuman, 0)
      : Math.max(...yaku.map((y) => y.yakuman));
    const value = valueOfYakuman(units);
    return {
      shape: shape.shape, groups, wait: shape.wait, yaku, yakuman: units, han: 0, fu: 0, fuItems: [],
      dora: 0, akaDora: 0, uraDora: 0, limit: value.limit, basic: value.basic,
      payment: paymentOf(value.basic, input.win, input.seatWind === 'E', input.honba),
    };
  }
  const yaku: ScoredYaku[] = [];
  for (const def of matched) {
    if (def.yakuman > 0 || replaced.has(def.id)) continue;
    const han = s.closed ? def.closedHan : def.openHan;
    if (han > 0) yaku.push({ id: def.id, han, yakuman: 0 });
  }
  const yakuHan = yaku.reduce((sum, y) => sum + y.han, 0);
  if (yakuHan === 0) return noYaku();
  // EMA 2008: at five or more counters a hand needs two han from yaku, dora not counted.
  if (rules.twoYakuAtFiveCounters && input.honba >= 5 && yakuHan < 2) {
    return { ok: false, error: 'needs_two_yaku', message: 'With five or more counters this hand needs at least two han from yaku (dora do not count).' };
  }
  const { fu, items } = countFu(ctx, yaku.some((y) => y.id === 'pinfu'));
  const han = yakuHan + s.dora + s.akaDora + s.uraDora;
  const value = valueOfHanFu(han, fu, rules);
  return {
    shape: shape.shape, groups, wait: shape.wait, yaku, yakuman: 0, han, fu, fuItems: items,
    dora: s.dora, akaDora: s.akaDora, uraDora: s.uraDora, limit: value.limit, basic: value.basic,
    payment: paymentOf(value.basic, input.win, input.seatWind === 'E', input.honba),
  };
}

/**
 * Renhou as a fixed value (EMA 2025: 5 han; EMA 2016, WRC: mangan) stands alone: dora do not
 * count, and the normal reading is kept when it pays more (RULES.md presets).
 */
function fixedRenhouReading(input: HandInput, rules: Rules): Reading | null {
  if (!input.flags.includes('renhou') || (rules.renhou !== 'han5' && rules.renhou !== 'mangan')) return null;
  return {
    shape: 'fixed', groups: [], wait: 'tanki', yaku: [{ id: 'renhou', han: 5, yakuman: 0 }], yakuman: 0,
    han: 5, fu: 0, fuItems: [], dora: 0, akaDora: 0, uraDora: 0, limit: 'mangan', basic: MANGAN_BASIC,
    payment: paymentOf(MANGAN_BASIC, input.win, input.seatWind === 'E', input.honba),
  };
}

function groupsOf(shape: ShapeReading): ReadingGroup[] {
  if (shape.shape === 'chiitoitsu') return shape.pairs.map((k) => ({ kind: 'pair', tiles: [k, k], open: false, winning: false }));
  if (shape.shape === 'kokushi') return [{ kind: 'kokushi', tiles: [], open: false, winning: true }];
  const sets: ReadingGroup[] = shape.sets.map((set) => ({
    kind: set.kind,
    tiles: set.kind === 'sequence' ? [set.first, set.first + 1, set.first + 2] : new Array<number>(set.kind === 'kan' ? 4 : 3).fill(set.first),
    open: set.called,
    winning: set.winning,
  }));
  const pair = shape.pairs[0]!;
  return [...sets, { kind: 'pair', tiles: [pair, pair], open: false, winning: shape.wait === 'tanki' }];
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

