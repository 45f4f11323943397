import { describe, expect, it } from 'vitest';
import { PRESETS } from '../core/rules';
import type { Win } from './types';
import { fold, initialTable } from './fold';
import { keptYakuConflict } from './validate';

/** The yaku kept with a win against the value it was recorded with (RULES.md "pao", "double yakuman", "different yakuman add up"). */
describe('keptYakuConflict', () => {
  const conflict = (win: Omit<Win, 'winner'>, rules: keyof typeof PRESETS) => keptYakuConflict(win, PRESETS[rules])?.id ?? null;

  it('pao on a yakuman the preset makes liable agrees; on any other yakuman it does not', () => {
    expect(conflict({ yakuman: 1, pao: 2, yaku: { daisangen: 1 } }, 'ema2025')).toBeNull();
    expect(conflict({ yakuman: 1, pao: 2, yaku: { daisuushii: 1, tsuuiisou: 1 } }, 'ema2016')).toBeNull();
    expect(conflict({ yakuman: 1, pao: 2, yaku: { suukantsu: 1 } }, 'ema2025')).toBe('paoNotLiable');
    expect(conflict({ yakuman: 1, pao: 2, yaku: { suukantsu: 1 } }, 'mleague')).toBeNull();
    expect(keptYakuConflict({ yakuman: 1, pao: 2, yaku: { suukantsu: 1 } }, PRESETS.ema2025)).toEqual({
      error: 'result_not_allowed',
      id: 'paoNotLiable',
      values: { pao: 'daisangen, daisuushii', yaku: 'suukantsu' },
    });
  });

  it('yakuman units must be what the kept yakuman score: the largest (ema2008 doubles four), or the sum where they add up', () => {
    expect(conflict({ yakuman: 2, yaku: { tsuuiisou: 1, daisangen: 1 } }, 'ema2008')).toBe('keptYakumanUnits');
    expect(conflict({ yakuman: 2, yaku: { daisuushii: 2, tsuuiisou: 1 } }, 'ema2008')).toBeNull();
    expect(conflict({ yakuman: 1, yaku: { daisuushii: 2 } }, 'ema2008')).toBe('keptYakumanUnits');
    expect(conflict({ yakuman: 2, yaku: { tsuuiisou: 1, daisangen: 1 } }, 'tenhou')).toBeNull();
    expect(conflict({ yakuman: 1, yaku: { tsuuiisou: 1, daisangen: 1 } }, 'mleague')).toBe('keptYakumanUnits');
    expect(conflict({ yakuman: 1, yaku: { tsuuiisou: 1, daisangen: 1 } }, 'ema2025')).toBeNull();
    expect(keptYakuConflict({ yakuman: 2, yaku: { tsuuiisou: 1, daisangen: 1 } }, PRESETS.ema2008)?.values).toEqual({
      yaku: 'tsuuiisou, daisangen',
      units: 1,
      value: 2,
      rules: 'ema2008',
    });
  });

  it('a yakuman among the kept yaku is no win in han; kept yaku without one are no yakuman', () => {
    expect(conflict({ han: 6, yaku: { daisangen: 1 } }, 'ema2025')).toBe('keptYakumanInHan');
    expect(
      conflict({ han: 13, yaku: { riichi: 1, chinitsu: 6, ryanpeikou: 3, tanyao: 1, pinfu: 1, menzen_tsumo: 1 } }, 'ema2008'),
    ).toBeNull();
    expect(conflict({ yakuman: 1, yaku: { riichi: 1, chinitsu: 6, ryanpeikou: 3, tanyao: 1, pinfu: 1, menzen_tsumo: 1 } }, 'ema2008')).toBe(
      'keptNoYakuman',
    );
    // Renhou is a yakuman only in ema2008; elsewhere a fixed value kept as {renhou: 5} (FORMATS.md).
    expect(conflict({ han: 5, yaku: { renhou: 5 } }, 'ema2025')).toBeNull();
    expect(conflict({ han: 5, yaku: { renhou: 5 } }, 'ema2008')).toBe('keptYakumanInHan');
    expect(conflict({ yakuman: 1, yaku: { renhou: 1 } }, 'ema2008')).toBeNull();
  });

  it('says nothing when no yaku are kept, none at all, or one of them is unknown', () => {
    expect(conflict({ yakuman: 2, pao: 1 }, 'ema2025')).toBeNull();
    expect(conflict({ yakuman: 1, pao: 1, yaku: {} }, 'ema2025')).toBeNull();
    expect(conflict({ yakuman: 1, pao: 1, yaku: { suukantsu: 1, big_four_winds: 1 } }, 'ema2025')).toBeNull();
    expect(conflict({ han: 6, yaku: { chinitsu: 6, daisangen_typo: 1 } }, 'ema2025')).toBeNull();
  });
});

/** Issue 31 item 4: a penalty typed at the table is bounded as a record's is, so no final result is Infinity. */
describe('penalty points', () => {
  const penalty = (points: number) => fold(initialTable(PRESETS.ema2025), { v: 1, type: 'penalty', player: 1, points }, PRESETS.ema2025);

  it('takes a whole number up to a million either way', () => {
    expect(penalty(-20000).ok).toBe(true);
    expect(penalty(1_000_000).ok).toBe(true);
  });

  it('refuses one beyond, or not whole', () => {
    for (const points of [1e308, -9e15, 1_000_001, 2.5])
      expect(penalty(points)).toMatchObject({
        ok: false,
        error: 'invalid_record',
        field: 'points',
        reason: { id: 'penaltyNotWhole', values: { max: 1_000_000 } },
      });
  });
});
