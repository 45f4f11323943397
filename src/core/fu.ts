import type { SetView, YakuContext } from './context';
import type { FuItem } from './hand';
import { isDragon, isTerminalOrHonor, type TileKind } from './tiles';

/** Chiitoitsu is 25 fu, not rounded (RULES.md "Fu"). */
const CHIITOITSU_FU = 25;

/**
 * Fu of a reading (RULES.md "Fu"; seed 000 §4.1.1), rounded up to 10 (chiitoitsu stays 25):
 * the number only, which the scorer needs for every reading (the sets' fu are summed in the
 * reading's facts). `pinfu` tells whether the reading scores the pinfu yaku, which removes the
 * tsumo fu (pinfu tsumo is 20 fu). fuItems lists the same parts for display: each part is one
 * function below, used by both, so the two cannot disagree.
 */
export function countFu(ctx: YakuContext, pinfu: boolean): number {
  if (ctx.shape === 'chiitoitsu') return CHIITOITSU_FU;
  const closed = ctx.closed;
  const tsumo = ctx.tsumo;
  const raw = 20 + menzenRonFu(closed, tsumo) + ctx.facts.setFu + pairFu(ctx, ctx.pairs[0]!) + waitFu(ctx.wait) + tsumoFu(tsumo, pinfu);
  return roundUpFu(raw + openPinfuFu(closed, raw));
}

/**
 * The fu of a reading item by item (before rounding), for display: one item per triplet or kan
 * of the reading's `sets`. Rounded up to 10, their sum is countFu (chiitoitsu: one item of 25,
 * not rounded).
 */
export function fuItems(ctx: YakuContext, pinfu: boolean, sets: readonly SetView[]): FuItem[] {
  if (ctx.shape === 'chiitoitsu') return [{ id: 'chiitoitsu', fu: CHIITOITSU_FU }];
  const items: FuItem[] = [{ id: 'base', fu: 20 }];
  const menzen = menzenRonFu(ctx.closed, ctx.tsumo);
  if (menzen > 0) items.push({ id: 'menzen_ron', fu: menzen });
  for (const set of sets) itemizeSet(set, items);
  const pair = ctx.pairs[0]!;
  const pairClass = pairClassOf(ctx, pair);
  if (pairClass !== NO_PAIR_FU)
    items.push({ id: 'pair', fu: pairFuOfClass(ctx, pairClass), tiles: [pair, pair], detail: PAIR_DETAIL[pairClass]! });
  const wait = waitFu(ctx.wait);
  if (wait > 0) items.push({ id: 'wait', fu: wait, detail: ctx.wait });
  const tsumo = tsumoFu(ctx.tsumo, pinfu);
  if (tsumo > 0) items.push({ id: 'tsumo', fu: tsumo });
  else if (ctx.tsumo) items.push({ id: 'pinfu_tsumo', fu: 0 });
  const openPinfu = openPinfuFu(
    ctx.closed,
    items.reduce((sum, item) => sum + item.fu, 0),
  );
  if (openPinfu > 0) items.push({ id: 'open_pinfu', fu: openPinfu });
  return items;
}

/** Up to 10 in whole numbers: V8 divides an int32 by a constant with a multiply, where Math.ceil(raw / 10) divides in floating point. */
function roundUpFu(raw: number): number {
  return (((raw + 9) / 10) | 0) * 10;
}

/** A closed hand won by ron: 10. */
function menzenRonFu(closed: boolean, tsumo: boolean): number {
  return closed && !tsumo ? 10 : 0;
}

/** A kanchan, penchan or tanki wait: 2. */
function waitFu(wait: YakuContext['wait']): number {
  return wait === 'kanchan' || wait === 'penchan' || wait === 'tanki' ? 2 : 0;
}

/** A tsumo: 2, except with pinfu (pinfu tsumo is 20 fu). */
function tsumoFu(tsumo: boolean, pinfu: boolean): number {
  return tsumo && !pinfu ? 2 : 0;
}

/** An open hand with no fu at all (20 raw) is scored 30 (RULES.md "Fu": open pinfu shape). */
function openPinfuFu(closed: boolean, raw: number): number {
  return !closed && raw === 20 ? 10 : 0;
}

/** Set details by [concealed][terminal or honour], as constants (no string building per hand). */
const SET_DETAIL = ['open simple', 'open terminal/honour', 'closed simple', 'closed terminal/honour'] as const;

/** Fu of one set: triplets 2, terminal or honour 4, a kan four times that, concealed twice that (RULES.md "Fu"). */
export function fuOfSet(set: SetView): number {
  if (set.kind === 'sequence' || set.kind === 'pair') return 0;
  const base = set.kind === 'kan' ? (isTerminalOrHonor(set.first) ? 16 : 8) : isTerminalOrHonor(set.first) ? 4 : 2;
  return set.concealed ? base * 2 : base;
}

function itemizeSet(set: SetView, items: FuItem[]): void {
  if (set.kind === 'sequence' || set.kind === 'pair') return;
  const k = set.first;
  const tiles = set.kind === 'kan' ? [k, k, k, k] : [k, k, k];
  const detail = SET_DETAIL[Number(set.concealed) * 2 + Number(isTerminalOrHonor(k))]!;
  items.push({ id: set.kind, fu: fuOfSet(set), tiles, detail });
}

/** Pairs that count fu: none, dragons, a double wind, the seat wind, the round wind. */
const NO_PAIR_FU = 0;
const DRAGON_PAIR = 1;
const DOUBLE_WIND_PAIR = 2;
const SEAT_WIND_PAIR = 3;
const ROUND_WIND_PAIR = 4;
const PAIR_DETAIL = ['', 'dragon', 'double wind', 'seat wind', 'round wind'] as const;

function pairClassOf(ctx: YakuContext, pair: TileKind): number {
  const seat = pair === ctx.seatWind;
  const round = pair === ctx.roundWind;
  if (isDragon(pair)) return DRAGON_PAIR;
  if (seat && round) return DOUBLE_WIND_PAIR;
  if (seat) return SEAT_WIND_PAIR;
  if (round) return ROUND_WIND_PAIR;
  return NO_PAIR_FU;
}

function pairFu(ctx: YakuContext, pair: TileKind): number {
  return pairFuOfClass(ctx, pairClassOf(ctx, pair));
}

/** Dragons, seat wind and round wind pairs: 2 each; a double wind per preset (2 or 4). */
function pairFuOfClass(ctx: YakuContext, pairClass: number): number {
  if (pairClass === NO_PAIR_FU) return 0;
  return pairClass === DOUBLE_WIND_PAIR ? ctx.rules.doubleWindPairFu : 2;
}
