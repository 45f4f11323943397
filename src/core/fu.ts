import type { SetView, YakuContext } from './context';
import type { FuItem } from './hand';
import { isDragon, isTerminalOrHonor, type TileKind } from './tiles';

export interface FuResult {
  /** Rounded up to 10 (chiitoitsu stays 25). */
  readonly fu: number;
  readonly items: readonly FuItem[];
}

/**
 * Fu of a reading (RULES.md "Fu"; seed 000 §4.1.1). `pinfu` tells whether the reading
 * scores the pinfu yaku, which removes the tsumo fu (pinfu tsumo is 20 fu).
 */
export function countFu(ctx: YakuContext, pinfu: boolean): FuResult {
  if (ctx.shape === 'chiitoitsu') return { fu: 25, items: [{ id: 'chiitoitsu', fu: 25 }] };
  const items: FuItem[] = [{ id: 'base', fu: 20 }];
  if (ctx.closed && !ctx.tsumo) items.push({ id: 'menzen_ron', fu: 10 });
  for (const set of ctx.sets) {
    const item = setFu(set);
    if (item) items.push(item);
  }
  const pairItem = pairFu(ctx, ctx.pairs[0]!);
  if (pairItem) items.push(pairItem);
  if (ctx.wait === 'kanchan' || ctx.wait === 'penchan' || ctx.wait === 'tanki') {
    items.push({ id: 'wait', fu: 2, detail: ctx.wait });
  }
  if (ctx.tsumo) items.push(pinfu ? { id: 'pinfu_tsumo', fu: 0 } : { id: 'tsumo', fu: 2 });
  const raw = items.reduce((sum, item) => sum + item.fu, 0);
  // An open hand with no fu at all is scored 30 (RULES.md "Fu": open pinfu shape).
  if (!ctx.closed && raw === 20) items.push({ id: 'open_pinfu', fu: 10 });
  const total = items.reduce((sum, item) => sum + item.fu, 0);
  return { fu: Math.ceil(total / 10) * 10, items };
}

function setFu(set: SetView): FuItem | null {
  if (set.kind === 'sequence' || set.kind === 'pair') return null;
  const outside = isTerminalOrHonor(set.first);
  const base = set.kind === 'kan' ? (outside ? 16 : 8) : outside ? 4 : 2;
  const fu = set.concealed ? base * 2 : base;
  const tiles = new Array<TileKind>(set.kind === 'kan' ? 4 : 3).fill(set.first);
  const detail = `${set.concealed ? 'closed' : 'open'} ${outside ? 'terminal/honour' : 'simple'}`;
  return { id: set.kind, fu, tiles, detail };
}

/** Dragons, seat wind and round wind pairs: 2 each; a double wind per preset (2 or 4). */
function pairFu(ctx: YakuContext, pair: TileKind): FuItem | null {
  const tiles = [pair, pair];
  if (isDragon(pair)) return { id: 'pair', fu: 2, tiles, detail: 'dragon' };
  const seat = pair === ctx.seatWind;
  const round = pair === ctx.roundWind;
  if (seat && round) return { id: 'pair', fu: ctx.rules.doubleWindPairFu, tiles, detail: 'double wind' };
  if (seat) return { id: 'pair', fu: 2, tiles, detail: 'seat wind' };
  if (round) return { id: 'pair', fu: 2, tiles, detail: 'round wind' };
  return null;
}
