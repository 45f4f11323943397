import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPossibleHanFu, paymentOf, paymentTotal, valueOfHanFu, type Payment } from './payment';
import { PRESETS } from './rules';

/*
 * Seed 000 §4.1.3 (EMA 2008) payment tables, transcribed cell by cell. Rows are fu, columns
 * 1-4 han; null marks a cell the seed leaves empty (the combination cannot occur).
 */
const FU_ROWS = [20, 25, 30, 40, 50, 60, 70, 80, 90, 100] as const;
type Row = readonly (number | null)[];

const DEALER_TSUMO: Record<number, Row> = {
  20: [null, 700, 1300, 2600],
  25: [null, null, 1600, 3200],
  30: [500, 1000, 2000, 3900],
  40: [700, 1300, 2600, 4000],
  50: [800, 1600, 3200, 4000],
  60: [1000, 2000, 3900, 4000],
  70: [1200, 2300, 4000, 4000],
  80: [1300, 2600, 4000, 4000],
  90: [1500, 2900, 4000, 4000],
  100: [1600, 3200, 4000, 4000],
};
const DEALER_RON: Record<number, Row> = {
  25: [null, 2400, 4800, 9600],
  30: [1500, 2900, 5800, 11600],
  40: [2000, 3900, 7700, 12000],
  50: [2400, 4800, 9600, 12000],
  60: [2900, 5800, 11600, 12000],
  70: [3400, 6800, 12000, 12000],
  80: [3900, 7700, 12000, 12000],
  90: [4400, 8700, 12000, 12000],
  100: [4800, 9600, 12000, 12000],
};
/** Non-dealer tsumo: [what each non-dealer pays, what the dealer pays]. */
const OTHER_TSUMO: Record<number, readonly ([number, number] | null)[]> = {
  20: [null, [400, 700], [700, 1300], [1300, 2600]],
  25: [null, null, [800, 1600], [1600, 3200]],
  30: [
    [300, 500],
    [500, 1000],
    [1000, 2000],
    [2000, 3900],
  ],
  40: [
    [400, 700],
    [700, 1300],
    [1300, 2600],
    [2000, 4000],
  ],
  50: [
    [400, 800],
    [800, 1600],
    [1600, 3200],
    [2000, 4000],
  ],
  60: [
    [500, 1000],
    [1000, 2000],
    [2000, 3900],
    [2000, 4000],
  ],
  70: [
    [600, 1200],
    [1200, 2300],
    [2000, 4000],
    [2000, 4000],
  ],
  80: [
    [700, 1300],
    [1300, 2600],
    [2000, 4000],
    [2000, 4000],
  ],
  90: [
    [800, 1500],
    [1500, 2900],
    [2000, 4000],
    [2000, 4000],
  ],
  100: [
    [800, 1600],
    [1600, 3200],
    [2000, 4000],
    [2000, 4000],
  ],
};
const OTHER_RON: Record<number, Row> = {
  25: [null, 1600, 3200, 6400],
  30: [1000, 2000, 3900, 7700],
  40: [1300, 2600, 5200, 8000],
  50: [1600, 3200, 6400, 8000],
  60: [2000, 3900, 7700, 8000],
  70: [2300, 4500, 8000, 8000],
  80: [2600, 5200, 8000, 8000],
  90: [2900, 5800, 8000, 8000],
  100: [3200, 6400, 8000, 8000],
};
/** Limits: han -> [dealer tsumo (each), non-dealer tsumo (each non-dealer), non-dealer tsumo (dealer)]. */
const LIMITS: readonly (readonly [number, string, number, number, number])[] = [
  [5, 'mangan', 4000, 2000, 4000],
  [6, 'haneman', 6000, 3000, 6000],
  [7, 'haneman', 6000, 3000, 6000],
  [8, 'baiman', 8000, 4000, 8000],
  [9, 'baiman', 8000, 4000, 8000],
  [10, 'baiman', 8000, 4000, 8000],
  [11, 'sanbaiman', 12000, 6000, 12000],
  [12, 'sanbaiman', 12000, 6000, 12000],
  [13, 'yakuman', 16000, 8000, 16000],
];

/** Kiriage mangan (EMA 2025): the two cells with basic points 1920 become mangan. */
function withKiriage(han: number, fu: number, mangan: number, cell: number): number {
  return (han === 4 && fu === 30) || (han === 3 && fu === 60) ? mangan : cell;
}

function pay(han: number, fu: number, preset: 'ema2008' | 'ema2025', win: 'ron' | 'tsumo', dealer: boolean): Payment {
  return paymentOf(valueOfHanFu(han, fu, PRESETS[preset]).basic, win, dealer, 0);
}

describe.each(['ema2008', 'ema2025'] as const)('seed 000 §4.1.3 payment tables under %s', (preset) => {
  const kiriage = preset === 'ema2025';
  for (const fu of FU_ROWS) {
    for (let han = 1; han <= 4; han++) {
      const dt = DEALER_TSUMO[fu]?.[han - 1];
      if (dt != null) {
        it(`dealer tsumo ${han} han ${fu} fu`, () => {
          expect(pay(han, fu, preset, 'tsumo', true)).toEqual({ kind: 'tsumoAll', all: kiriage ? withKiriage(han, fu, 4000, dt) : dt });
        });
      }
      const dr = DEALER_RON[fu]?.[han - 1];
      if (dr != null) {
        it(`dealer ron ${han} han ${fu} fu`, () => {
          expect(pay(han, fu, preset, 'ron', true)).toEqual({ kind: 'ron', ron: kiriage ? withKiriage(han, fu, 12000, dr) : dr });
        });
      }
      const ot = OTHER_TSUMO[fu]?.[han - 1];
      if (ot != null) {
        it(`non-dealer tsumo ${han} han ${fu} fu`, () => {
          const [nonDealer, dealer] = ot;
          expect(pay(han, fu, preset, 'tsumo', false)).toEqual({
            kind: 'tsumo',
            nonDealer: kiriage ? withKiriage(han, fu, 2000, nonDealer) : nonDealer,
            dealer: kiriage ? withKiriage(han, fu, 4000, dealer) : dealer,
          });
        });
      }
      const or = OTHER_RON[fu]?.[han - 1];
      if (or != null) {
        it(`non-dealer ron ${han} han ${fu} fu`, () => {
          expect(pay(han, fu, preset, 'ron', false)).toEqual({ kind: 'ron', ron: kiriage ? withKiriage(han, fu, 8000, or) : or });
        });
      }
    }
  }
  it.each(LIMITS)('limit at %i han: %s', (han, limit, dealerEach, nonDealerEach, dealerPays) => {
    // 13+ han without a yakuman: a counted yakuman in EMA 2008, sanbaiman in EMA 2025.
    const sanbaiman = preset === 'ema2025' && han >= 13;
    const value = valueOfHanFu(han, 30, PRESETS[preset]);
    expect(value.limit).toBe(sanbaiman ? 'sanbaiman' : limit);
    const scale = sanbaiman ? 12000 / 16000 : 1;
    expect(paymentOf(value.basic, 'tsumo', true, 0)).toEqual({ kind: 'tsumoAll', all: dealerEach * scale });
    expect(paymentOf(value.basic, 'tsumo', false, 0)).toEqual({
      kind: 'tsumo',
      nonDealer: nonDealerEach * scale,
      dealer: dealerPays * scale,
    });
    expect(paymentOf(value.basic, 'ron', true, 0)).toEqual({ kind: 'ron', ron: dealerEach * 3 * scale });
    expect(paymentOf(value.basic, 'ron', false, 0)).toEqual({ kind: 'ron', ron: dealerPays * 2 * scale });
  });
});

describe('counters', () => {
  it('add 300 to a ron and 100 per payer on a tsumo', () => {
    expect(paymentOf(1000, 'ron', false, 2)).toEqual({ kind: 'ron', ron: 4600 });
    expect(paymentOf(1000, 'tsumo', true, 2)).toEqual({ kind: 'tsumoAll', all: 2200 });
    expect(paymentOf(1000, 'tsumo', false, 1)).toEqual({ kind: 'tsumo', dealer: 2100, nonDealer: 1100 });
  });
  it('RULES case 2: 4 han 30 fu ron by a non-dealer is 7700 in ema2016/ema2008 and 8000 in ema2025/wrc2022', () => {
    for (const [preset, ron] of [
      ['ema2016', 7700],
      ['ema2008', 7700],
      ['ema2025', 8000],
      ['wrc2022', 8000],
    ] as const) {
      expect(paymentOf(valueOfHanFu(4, 30, PRESETS[preset]).basic, 'ron', false, 0)).toEqual({ kind: 'ron', ron });
    }
  });
});

describe('possible han and fu', () => {
  it('refuses impossible combinations', () => {
    expect(isPossibleHanFu(1, 20, 'tsumo')).toBe(false);
    expect(isPossibleHanFu(2, 20, 'ron')).toBe(false);
    expect(isPossibleHanFu(1, 25, 'ron')).toBe(false);
    expect(isPossibleHanFu(0, 30, 'ron')).toBe(false);
    expect(isPossibleHanFu(2, 35, 'ron')).toBe(false);
    expect(isPossibleHanFu(3, 150, 'ron')).toBe(false);
    expect(isPossibleHanFu(2, 25, 'tsumo')).toBe(false);
    expect(isPossibleHanFu(4, undefined, 'ron')).toBe(false);
  });
  it('accepts the real ones', () => {
    expect(isPossibleHanFu(2, 20, 'tsumo')).toBe(true);
    expect(isPossibleHanFu(2, 25, 'ron')).toBe(true);
    expect(isPossibleHanFu(1, 110, 'ron')).toBe(true);
    expect(isPossibleHanFu(4, 130, 'ron')).toBe(true);
    expect(isPossibleHanFu(3, 25, 'tsumo')).toBe(true);
    expect(isPossibleHanFu(6, undefined, 'tsumo')).toBe(true);
  });
});

describe('payment properties', () => {
  it('a non-dealer tsumo totals about a non-dealer ron and a dealer tsumo about a dealer ron', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 13 }),
        fc.constantFrom(30, 40, 50, 60, 70, 80, 90, 100, 110),
        fc.integer({ min: 0, max: 8 }),
        (han, fu, honba) => {
          const { basic } = valueOfHanFu(han, fu, PRESETS.ema2025);
          const ron = paymentTotal(paymentOf(basic, 'ron', false, honba));
          const tsumo = paymentTotal(paymentOf(basic, 'tsumo', false, honba));
          // Rounding each of three payments up to 100 adds at most 200 over the ron.
          expect(tsumo - ron).toBeGreaterThanOrEqual(0);
          expect(tsumo - ron).toBeLessThanOrEqual(300);
          const dealerRon = paymentTotal(paymentOf(basic, 'ron', true, honba));
          const dealerTsumo = paymentTotal(paymentOf(basic, 'tsumo', true, honba));
          expect(dealerTsumo - dealerRon).toBeGreaterThanOrEqual(0);
          expect(dealerTsumo - dealerRon).toBeLessThanOrEqual(300);
        },
      ),
    );
  });
});
