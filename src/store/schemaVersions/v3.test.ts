import { describe, expect, it } from 'vitest';
import { resultWithoutConflicts, yakumanRulesOf } from './v3';

/**
 * Schema version 3's frozen rewrite on its own: the ledger's keptYakuConflict as it was then
 * (RULES.md "pao", "double yakuman", "different yakuman add up"), read from stored fields only.
 * The upgrade itself is rehearsed from version 2 in games.test.ts.
 */
const rulesOf = (presetId: string, overrides: unknown = {}) => {
  const rules = yakumanRulesOf(presetId, overrides);
  if (!rules) throw new Error(`no preset ${presetId}`);
  return rules;
};
/** Whether a tsumo with this value and these kept yaku loses them under the preset. */
const drops = (value: Record<string, unknown>, presetId: string, overrides: unknown = {}) => {
  const result = { v: 1, type: 'tsumo', winner: 0, riichi: [], ...value };
  return resultWithoutConflicts(result, rulesOf(presetId, overrides)) !== result;
};

describe('schema version 3: kept yaku that contradict a win’s value', () => {
  it('pao on a yakuman the preset makes liable stays; on any other yakuman the yaku go', () => {
    expect(drops({ yakuman: 1, pao: 2, yaku: { daisangen: 1 } }, 'ema2025')).toBe(false);
    expect(drops({ yakuman: 1, pao: 2, yaku: { daisuushii: 1, tsuuiisou: 1 } }, 'ema2016')).toBe(false);
    expect(drops({ yakuman: 1, pao: 2, yaku: { suukantsu: 1 } }, 'ema2025')).toBe(true);
    expect(drops({ yakuman: 1, pao: 2, yaku: { suukantsu: 1 } }, 'mleague')).toBe(false);
    // A house rule stored with the game counts: suukantsu made liable.
    expect(drops({ yakuman: 1, pao: 2, yaku: { suukantsu: 1 } }, 'ema2025', { pao: ['suukantsu'] })).toBe(false);
  });

  it('yakuman units must be what the kept yakuman score: the largest (ema2008 doubles four), or the sum where they add up', () => {
    expect(drops({ yakuman: 2, yaku: { tsuuiisou: 1, daisangen: 1 } }, 'ema2008')).toBe(true);
    expect(drops({ yakuman: 2, yaku: { daisuushii: 2, tsuuiisou: 1 } }, 'ema2008')).toBe(false);
    expect(drops({ yakuman: 1, yaku: { daisuushii: 2 } }, 'ema2008')).toBe(true);
    expect(drops({ yakuman: 2, yaku: { tsuuiisou: 1, daisangen: 1 } }, 'tenhou')).toBe(false);
    expect(drops({ yakuman: 1, yaku: { tsuuiisou: 1, daisangen: 1 } }, 'mleague')).toBe(true);
    expect(drops({ yakuman: 1, yaku: { tsuuiisou: 1, daisangen: 1 } }, 'ema2025')).toBe(false);
    expect(drops({ yakuman: 2, yaku: { daisuushii: 2 } }, 'ema2025', { doubleYakuman: true })).toBe(false);
  });

  it('a yakuman among the kept yaku is no win in han; kept yaku without one are no yakuman', () => {
    expect(drops({ han: 6, yaku: { daisangen: 1 } }, 'ema2025')).toBe(true);
    expect(drops({ han: 13, yaku: { riichi: 1, chinitsu: 6, ryanpeikou: 3, tanyao: 1, pinfu: 1, menzen_tsumo: 1 } }, 'ema2008')).toBe(
      false,
    );
    expect(drops({ yakuman: 1, yaku: { riichi: 1, chinitsu: 6, ryanpeikou: 3, tanyao: 1, pinfu: 1, menzen_tsumo: 1 } }, 'ema2008')).toBe(
      true,
    );
    expect(drops({ han: 5, yaku: { renhou: 5 } }, 'ema2025')).toBe(false);
    expect(drops({ han: 5, yaku: { renhou: 5 } }, 'ema2008')).toBe(true);
    expect(drops({ yakuman: 1, yaku: { renhou: 1 } }, 'ema2008')).toBe(false);
  });

  it('keeps them when no yaku are kept, none at all, or one of them is unknown', () => {
    expect(drops({ yakuman: 2, pao: 1 }, 'ema2025')).toBe(false);
    expect(drops({ yakuman: 1, pao: 1, yaku: {} }, 'ema2025')).toBe(false);
    expect(drops({ yakuman: 1, pao: 1, yaku: { suukantsu: 1, big_four_winds: 1 } }, 'ema2025')).toBe(false);
    expect(drops({ han: 6, yaku: { chinitsu: 6, daisangen_typo: 1 } }, 'ema2025')).toBe(false);
  });

  it('drops only the contradicting yaku: the value, the pao and the tiles stay, as do the other winners; the same result when nothing contradicts', () => {
    const rules = rulesOf('ema2025');
    const tiles = { concealed: '5z', melds: ['a1111m', 'a2222p', 'a3333s', 'a4444z'], winTile: '5z' };
    const fine = { winner: 3, han: 3, fu: 30, yaku: { riichi: 1, pinfu: 1, tanyao: 1 } };
    const hand = { v: 1, type: 'ron', from: 1, wins: [{ winner: 0, yakuman: 1, pao: 2, yaku: { suukantsu: 1 }, tiles }, fine], riichi: [] };
    expect(resultWithoutConflicts(hand, rules)).toEqual({ ...hand, wins: [{ winner: 0, yakuman: 1, pao: 2, tiles }, fine] });
    const agrees = { ...hand, wins: [{ winner: 0, yakuman: 1, pao: 2, yaku: { daisangen: 1 } }] };
    expect(resultWithoutConflicts(agrees, rules)).toBe(agrees);
  });

  it('reads what is stored as it is: an unknown preset is no rules, a result of any shape comes back untouched', () => {
    expect(yakumanRulesOf('house', {})).toBeNull();
    expect(yakumanRulesOf('toString', {})).toBeNull();
    for (const odd of [null, 3, 'ron', [], { type: 'ron', wins: 'none' }, { type: 'ron', wins: [null, 7] }]) {
      expect(resultWithoutConflicts(odd, rulesOf('ema2025'))).toBe(odd);
    }
  });
});
