/**
 * @kobalab/majiang-core, the peer library (a devDependency for the benchmark and the differential
 * test only, never for the app): loading it, and writing our hands in its notation and parameters.
 */
import { createRequire } from 'node:module';
import { isRed, kindOf, numberOf, suitOf, WIND_LETTERS, type HandInput, type Meld, type Tile } from '../src/core';

export interface MajiangResult {
  defen: number;
  hupai: { name: string; fanshu: number | string }[];
}
export interface MajiangShoupai {
  clone(): MajiangShoupai;
}
export interface Majiang {
  rule(options: Record<string, unknown>): unknown;
  Shoupai: { fromString(s: string): MajiangShoupai };
  Util: {
    hule(s: MajiangShoupai, rongpai: string | null, param: unknown): MajiangResult | undefined;
    hule_param(p: Record<string, unknown>): unknown;
  };
}

export const Majiang = createRequire(import.meta.url)('@kobalab/majiang-core') as Majiang;

const digit = (t: Tile) => (isRed(t) ? '0' : String(numberOf(kindOf(t))));

/** One tile: `m5`, `p0` (red five), `z7`. */
export const majiangTile = (t: Tile): string => `${suitOf(kindOf(t))}${digit(t)}`;

function majiangMeld(m: Meld): string {
  const s = suitOf(kindOf(m.tiles[0]!));
  const d = [...m.tiles].sort((a, b) => kindOf(a) - kindOf(b)).map(digit);
  switch (m.kind) {
    case 'chi':
      return `${s}${d[0]}-${d[1]}${d[2]}`;
    case 'pon':
    case 'minkan':
      return `${s}${d.join('')}=`;
    case 'shouminkan':
      return `${s}${d.slice(0, 3).join('')}=${d[3]}`;
    case 'ankan':
      return `${s}${d.join('')}`;
  }
}

/** The hand (with the drawn tile last on a tsumo) and its melds; the ron tile, if any, apart. */
export function majiangHand(input: HandInput): { shoupai: MajiangShoupai; rongpai: string | null } {
  let hand = '';
  for (const suit of ['m', 'p', 's', 'z'] as const) {
    const digits = input.concealed
      .filter((t) => suitOf(kindOf(t)) === suit)
      .map(digit)
      .join('');
    if (digits) hand += suit + digits;
  }
  const tsumo = input.win === 'tsumo';
  if (tsumo) hand += majiangTile(input.winTile);
  const shoupai = Majiang.Shoupai.fromString([hand, ...input.melds.map(majiangMeld)].join(','));
  return { shoupai, rongpai: tsumo ? null : `${majiangTile(input.winTile)}=` };
}

/** The situation: winds, flags, indicators and counters, with an optional rule set of majiang-core's. */
export function majiangParam(input: HandInput, rule?: unknown): unknown {
  const f = input.flags;
  return Majiang.Util.hule_param({
    ...(rule === undefined ? {} : { rule }),
    zhuangfeng: WIND_LETTERS.indexOf(input.roundWind),
    menfeng: WIND_LETTERS.indexOf(input.seatWind),
    lizhi: f.includes('doubleRiichi') ? 2 : f.includes('riichi') ? 1 : 0,
    yifa: f.includes('ippatsu'),
    qianggang: f.includes('chankan'),
    lingshang: f.includes('rinshan'),
    haidi: f.includes('haitei') ? 1 : f.includes('houtei') ? 2 : 0,
    tianhu: f.includes('tenhou') ? 1 : f.includes('chihou') ? 2 : 0,
    baopai: input.doraIndicators.map(majiangTile),
    fubaopai: input.uraIndicators.length ? input.uraIndicators.map(majiangTile) : null,
    changbang: input.honba,
  });
}
