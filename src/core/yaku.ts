import type { YakuContext, SetView } from './context';
import type { YakuId } from './hand';
import type { Rules } from './rules';
import { CHUN, HAKU, HATSU, isDragon, isHonor, isTerminal, isTerminalOrHonor, isWind, NORTH, EAST, type TileKind } from './tiles';

/**
 * One definition per yaku (RULES.md "Yaku"): han when closed and when open (0 = closed only),
 * or yakuman units, and one pure predicate over a reading.
 */
export interface YakuDefinition {
  readonly id: YakuId;
  readonly closedHan: number;
  readonly openHan: number;
  /** Yakuman units (0 for a normal yaku); `doubleUnits` where the preset has double yakuman. */
  readonly yakuman: number;
  readonly doubleWhenPresetAllows?: boolean;
  /** Yaku this one replaces when both hold (junchan replaces chanta, ...). */
  readonly replaces?: readonly YakuId[];
  readonly test: (ctx: YakuContext) => boolean;
}

const sequences = (ctx: YakuContext) => ctx.sets.filter((s) => s.kind === 'sequence');
const triplets = (ctx: YakuContext) => ctx.sets.filter((s) => s.kind !== 'sequence');
const hasTriplet = (ctx: YakuContext, kind: TileKind) => ctx.sets.some((s) => s.kind !== 'sequence' && s.first === kind);
const everyTile = (ctx: YakuContext, ok: (k: TileKind) => boolean) =>
  ctx.counts.every((count, kind) => count === 0 || ok(kind));
const concealedTriplets = (ctx: YakuContext) => ctx.sets.filter((s) => s.kind !== 'sequence' && s.concealed).length;
const kans = (ctx: YakuContext) => ctx.sets.filter((s) => s.kind === 'kan').length;
const isStandard = (ctx: YakuContext) => ctx.shape === 'standard';
const isYakuhaiKind = (ctx: YakuContext, kind: TileKind) => isDragon(kind) || kind === ctx.seatWind || kind === ctx.roundWind;

/** Pairs of identical concealed sequences (iipeikou 1, ryanpeikou 2). */
function identicalSequencePairs(ctx: YakuContext): number {
  if (!ctx.closed || !isStandard(ctx)) return 0;
  const byFirst = new Map<number, number>();
  for (const s of sequences(ctx)) byFirst.set(s.first, (byFirst.get(s.first) ?? 0) + 1);
  let pairs = 0;
  for (const n of byFirst.values()) pairs += Math.floor(n / 2);
  return pairs;
}

function sameNumberInThreeSuits(sets: readonly SetView[]): boolean {
  for (const s of sets) {
    if (s.first >= 9) continue;
    const n = s.first;
    if (sets.some((t) => t.first === n + 9) && sets.some((t) => t.first === n + 18)) return true;
  }
  return false;
}

/** Every group (sets and pair) holds a terminal or honour; `allowHonors` false for junchan. */
function outsideHand(ctx: YakuContext, allowHonors: boolean): boolean {
  if (!isStandard(ctx) || sequences(ctx).length === 0) return false;
  const groupOk = (first: TileKind, kind: SetView['kind']) => {
    if (kind === 'sequence') return first % 9 === 0 || first % 9 === 6;
    return allowHonors ? isTerminalOrHonor(first) : isTerminal(first);
  };
  const pair = ctx.pairs[0]!;
  if (!ctx.sets.every((s) => groupOk(s.first, s.kind)) || !groupOk(pair, 'pair')) return false;
  const anyHonor = ctx.counts.some((c, k) => c > 0 && isHonor(k));
  return allowHonors ? anyHonor : !anyHonor;
}

function suitsUsed(ctx: YakuContext): { suits: number; honors: boolean } {
  const seen = [false, false, false];
  let honors = false;
  ctx.counts.forEach((c, k) => {
    if (c === 0) return;
    if (isHonor(k)) honors = true;
    else seen[Math.floor(k / 9)] = true;
  });
  return { suits: seen.filter(Boolean).length, honors };
}

function isChuurenShape(counts: readonly number[]): boolean {
  for (let suit = 0; suit < 3; suit++) {
    const base = suit * 9;
    const inSuit = counts.slice(base, base + 9);
    const total = inSuit.reduce((a, b) => a + b, 0);
    if (total !== 14) continue;
    const need = [3, 1, 1, 1, 1, 1, 1, 1, 3];
    return inSuit.every((c, i) => c >= need[i]!);
  }
  return false;
}

const GREEN = new Set<TileKind>([19, 20, 21, 23, 25, HATSU]);
const dragonTriplets = (ctx: YakuContext) => [HAKU, HATSU, CHUN].filter((d) => hasTriplet(ctx, d)).length;
const windTriplets = (ctx: YakuContext) => [EAST, EAST + 1, EAST + 2, NORTH].filter((w) => hasTriplet(ctx, w)).length;

export const YAKU: readonly YakuDefinition[] = [
  { id: 'riichi', closedHan: 1, openHan: 0, yakuman: 0, test: (c) => c.has('riichi') },
  { id: 'double_riichi', closedHan: 2, openHan: 0, yakuman: 0, replaces: ['riichi'], test: (c) => c.has('doubleRiichi') },
  { id: 'ippatsu', closedHan: 1, openHan: 0, yakuman: 0, test: (c) => c.has('ippatsu') },
  { id: 'menzen_tsumo', closedHan: 1, openHan: 0, yakuman: 0, test: (c) => c.closed && c.tsumo },
  {
    id: 'pinfu', closedHan: 1, openHan: 0, yakuman: 0,
    test: (c) => c.closed && isStandard(c) && sequences(c).length === 4 && c.wait === 'ryanmen' && !isYakuhaiKind(c, c.pairs[0]!),
  },
  // EMA 2008 (seed 000 §4.2): tanyao only in a closed hand; later presets allow it open.
  { id: 'tanyao', closedHan: 1, openHan: 1, yakuman: 0, test: (c) => (c.closed || c.rules.openTanyao) && everyTile(c, (k) => !isTerminalOrHonor(k)) },
  { id: 'iipeikou', closedHan: 1, openHan: 0, yakuman: 0, test: (c) => identicalSequencePairs(c) === 1 },
  { id: 'haku', closedHan: 1, openHan: 1, yakuman: 0, test: (c) => hasTriplet(c, HAKU) },
  { id: 'hatsu', closedHan: 1, openHan: 1, yakuman: 0, test: (c) => hasTriplet(c, HATSU) },
  { id: 'chun', closedHan: 1, openHan: 1, yakuman: 0, test: (c) => hasTriplet(c, CHUN) },
  { id: 'seat_wind', closedHan: 1, openHan: 1, yakuman: 0, test: (c) => hasTriplet(c, c.seatWind) },
  { id: 'round_wind', closedHan: 1, openHan: 1, yakuman: 0, test: (c) => hasTriplet(c, c.roundWind) },
  { id: 'rinshan', closedHan: 1, openHan: 1, yakuman: 0, test: (c) => c.has('rinshan') },
  { id: 'chankan', closedHan: 1, openHan: 1, yakuman: 0, test: (c) => c.has('chankan') },
  { id: 'haitei', closedHan: 1, openHan: 1, yakuman: 0, test: (c) => c.has('haitei') },
  { id: 'houtei', closedHan: 1, openHan: 1, yakuman: 0, test: (c) => c.has('houtei') },
  { id: 'chiitoitsu', closedHan: 2, openHan: 0, yakuman: 0, test: (c) => c.shape === 'chiitoitsu' },
  { id: 'sanshoku', closedHan: 2, openHan: 1, yakuman: 0, test: (c) => sameNumberInThreeSuits(sequences(c)) },
  {
    id: 'ittsu', closedHan: 2, openHan: 1, yakuman: 0,
    test: (c) => [0, 9, 18].some((b) => [b, b + 3, b + 6].every((f) => sequences(c).some((s) => s.first === f))),
  },
  { id: 'chanta', closedHan: 2, openHan: 1, yakuman: 0, test: (c) => outsideHand(c, true) },
  { id: 'sanshoku_doukou', closedHan: 2, openHan: 2, yakuman: 0, test: (c) => sameNumberInThreeSuits(triplets(c)) },
  { id: 'sanankou', closedHan: 2, openHan: 2, yakuman: 0, test: (c) => concealedTriplets(c) === 3 },
  { id: 'sankantsu', closedHan: 2, openHan: 2, yakuman: 0, test: (c) => kans(c) === 3 },
  { id: 'toitoi', closedHan: 2, openHan: 2, yakuman: 0, test: (c) => isStandard(c) && triplets(c).length === 4 },
  { id: 'shousangen', closedHan: 2, openHan: 2, yakuman: 0, test: (c) => isStandard(c) && dragonTriplets(c) === 2 && isDragon(c.pairs[0]!) },
  { id: 'honroutou', closedHan: 2, openHan: 2, yakuman: 0, test: (c) => c.shape !== 'kokushi' && everyTile(c, isTerminalOrHonor) },
  { id: 'ryanpeikou', closedHan: 3, openHan: 0, yakuman: 0, replaces: ['iipeikou'], test: (c) => identicalSequencePairs(c) === 2 },
  { id: 'honitsu', closedHan: 3, openHan: 2, yakuman: 0, test: (c) => { const u = suitsUsed(c); return u.suits === 1 && u.honors; } },
  { id: 'junchan', closedHan: 3, openHan: 2, yakuman: 0, replaces: ['chanta'], test: (c) => outsideHand(c, false) },
  { id: 'chinitsu', closedHan: 6, openHan: 5, yakuman: 0, test: (c) => { const u = suitsUsed(c); return u.suits === 1 && !u.honors; } },
  // Yakuman.
  { id: 'kokushi', closedHan: 0, openHan: 0, yakuman: 1, test: (c) => c.shape === 'kokushi' },
  {
    id: 'kokushi_13', closedHan: 0, openHan: 0, yakuman: 1, doubleWhenPresetAllows: true, replaces: ['kokushi'],
    test: (c) => c.shape === 'kokushi' && c.wait === 'kokushi_13',
  },
  { id: 'chuuren', closedHan: 0, openHan: 0, yakuman: 1, test: (c) => c.closed && c.input.melds.length === 0 && isChuurenShape(c.counts) },
  {
    id: 'junsei_chuuren', closedHan: 0, openHan: 0, yakuman: 1, doubleWhenPresetAllows: true, replaces: ['chuuren'],
    test: (c) => c.closed && c.input.melds.length === 0 && isNineSided(c.waitingCounts),
  },
  // On a ron the winning triplet is not concealed, so a ron counts only with a tanki wait.
  { id: 'suuankou', closedHan: 0, openHan: 0, yakuman: 1, test: (c) => concealedTriplets(c) === 4 },
  {
    id: 'suuankou_tanki', closedHan: 0, openHan: 0, yakuman: 1, doubleWhenPresetAllows: true, replaces: ['suuankou'],
    test: (c) => concealedTriplets(c) === 4 && c.wait === 'tanki',
  },
  { id: 'suukantsu', closedHan: 0, openHan: 0, yakuman: 1, test: (c) => kans(c) === 4 },
  { id: 'ryuuiisou', closedHan: 0, openHan: 0, yakuman: 1, test: (c) => c.shape !== 'kokushi' && everyTile(c, (k) => GREEN.has(k)) },
  { id: 'chinroutou', closedHan: 0, openHan: 0, yakuman: 1, test: (c) => everyTile(c, isTerminal) },
  { id: 'tsuuiisou', closedHan: 0, openHan: 0, yakuman: 1, test: (c) => everyTile(c, isHonor) },
  { id: 'daisangen', closedHan: 0, openHan: 0, yakuman: 1, test: (c) => dragonTriplets(c) === 3 },
  { id: 'shousuushii', closedHan: 0, openHan: 0, yakuman: 1, test: (c) => isStandard(c) && windTriplets(c) === 3 && isWind(c.pairs[0]!) },
  { id: 'daisuushii', closedHan: 0, openHan: 0, yakuman: 1, doubleWhenPresetAllows: true, test: (c) => windTriplets(c) === 4 },
  { id: 'tenhou', closedHan: 0, openHan: 0, yakuman: 1, test: (c) => c.has('tenhou') },
  { id: 'chihou', closedHan: 0, openHan: 0, yakuman: 1, test: (c) => c.has('chihou') },
  // Renhou as a yakuman (EMA 2008); as a fixed 5 han or mangan it is a separate reading (score.ts).
  { id: 'renhou', closedHan: 0, openHan: 0, yakuman: 1, test: (c) => c.has('renhou') && c.rules.renhou === 'yakuman' },
];

function isNineSided(waiting: readonly number[]): boolean {
  for (let suit = 0; suit < 3; suit++) {
    const base = suit * 9;
    const need = [3, 1, 1, 1, 1, 1, 1, 1, 3];
    if (need.every((n, i) => waiting[base + i] === n)) return true;
  }
  return false;
}

export function yakumanUnits(def: YakuDefinition, rules: Rules): number {
  return def.doubleWhenPresetAllows && rules.doubleYakuman ? 2 : def.yakuman;
}

