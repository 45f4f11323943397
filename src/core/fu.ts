import type { SetView, YakuContext } from './context';
import type { FuItem } from './hand';
import { isDragon, isTerminalOrHonor, type TileKind } from './tiles';

/**
 * Fu of a reading (RULES.md "Fu"; seed 000 §4.1.1), rounded up to 10 (chiitoitsu stays 25).
 * `pinfu` tells whether the reading scores the pinfu yaku, which removes the tsumo fu (pinfu
 * tsumo is 20 fu). When `items` is given, the breakdown is written into it, item by item
 * (before rounding), for display, with one item per triplet or kan of the reading's `sets`;
 * scoring itself needs only the number (the sets' fu are summed in the reading's facts).
 */
export function countFu(ctx: YakuContext, pinfu: boolean, items?: FuItem[], sets?: readonly SetView[]): number {
  if (ctx.shape === 'chiitoitsu') {
    items?.push({ id: 'chiitoitsu', fu: 25 });
    return 25;
  }
  let raw = 20;
  items?.push({ id: 'base', fu: 20 });
  if (ctx.closed && !ctx.tsumo) {
    raw += 10;
    items?.push({ id: 'menzen_ron', fu: 10 });
  }
  raw += ctx.facts.setFu;
  if (items && sets) for (const set of sets) itemizeSet(set, items);
  raw += pairFu(ctx, ctx.pairs[0]!, items);
  if (ctx.wait === 'kanchan' || ctx.wait === 'penchan' || ctx.wait === 'tanki') {
    raw += 2;
    items?.push({ id: 'wait', fu: 2, detail: ctx.wait });
  }
  if (ctx.tsumo && !pinfu) {
    raw += 2;
    items?.push({ id: 'tsumo', fu: 2 });
  } else if (ctx.tsumo) {
    items?.push({ id: 'pinfu_tsumo', fu: 0 });
  }
  // An open hand with no fu at all is scored 30 (RULES.md "Fu": open pinfu shape).
  if (!ctx.closed && raw === 20) {
    raw += 10;
    items?.push({ id: 'open_pinfu', fu: 10 });
  }
  return Math.ceil(raw / 10) * 10;
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

/** Dragons, seat wind and round wind pairs: 2 each; a double wind per preset (2 or 4). */
function pairFu(ctx: YakuContext, pair: TileKind, items: FuItem[] | undefined): number {
  const seat = pair === ctx.seatWind;
  const round = pair === ctx.roundWind;
  if (isDragon(pair)) return pairItem(2, pair, 'dragon', items);
  if (seat && round) return pairItem(ctx.rules.doubleWindPairFu, pair, 'double wind', items);
  if (seat) return pairItem(2, pair, 'seat wind', items);
  if (round) return pairItem(2, pair, 'round wind', items);
  return 0;
}

function pairItem(fu: number, pair: TileKind, detail: string, items: FuItem[] | undefined): number {
  if (fu > 0) items?.push({ id: 'pair', fu, tiles: [pair, pair], detail });
  return fu;
}
