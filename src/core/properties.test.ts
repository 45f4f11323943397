import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomHand as handArb } from './arbitraries';
import { fold, initialTable, type HandResult, type Seat } from '../ledger';
import { paymentTotal } from './payment';
import { compareReadings, scoreHand } from './score';
import { kindOf, WIND_LETTERS } from './tiles';
import { findWaits } from './waits';

describe('scoring properties', () => {
  it('run on hands of every shape: sets and a pair, seven pairs, kokushi', () => {
    const shapes = new Set<string>();
    for (const { input, rules } of fc.sample(handArb, { numRuns: 500, seed: 7 })) {
      const result = scoreHand(input, rules);
      if (result.ok) shapes.add(result.best.shape);
    }
    expect([...shapes].sort()).toEqual(['chiitoitsu', 'kokushi', 'standard']);
  });

  it('a complete hand is scored or refused only for lack of yaku; best is the top reading', () => {
    fc.assert(
      fc.property(handArb, ({ input, rules }) => {
        const result = scoreHand(input, rules);
        if (!result.ok) {
          expect(['no_yaku', 'needs_two_yaku', 'invalid_flags']).toContain(result.error);
          return;
        }
        const sorted = [...result.readings].sort(compareReadings);
        expect(compareReadings(result.best, sorted[0]!)).toBe(0);
        expect(result.best.yaku.length).toBeGreaterThan(0);
      }),
      { numRuns: 400 },
    );
  });

  it('adding a dora indicator never lowers the payment', () => {
    fc.assert(
      fc.property(handArb, ({ input, rules, extraDora }) => {
        const before = scoreHand(input, rules);
        const after = scoreHand({ ...input, doraIndicators: [...input.doraIndicators, extraDora] }, rules);
        expect(after.ok).toBe(before.ok);
        if (before.ok && after.ok) expect(paymentTotal(after.best.payment)).toBeGreaterThanOrEqual(paymentTotal(before.best.payment));
      }),
      { numRuns: 400 },
    );
  });

  it('payments conserve: what the winner gets at the table is what the others pay', () => {
    fc.assert(
      fc.property(handArb, fc.integer({ min: 1, max: 3 }), ({ input, rules }, offset) => {
        const result = scoreHand(input, rules);
        if (!result.ok) return;
        const best = result.best;
        const dealer = 0 as Seat;
        const winner = WIND_LETTERS.indexOf(input.seatWind) as Seat;
        const value = best.yakuman > 0 ? { yakuman: best.yakuman } : { han: best.han, fu: best.fu };
        const event: HandResult =
          input.win === 'tsumo'
            ? { v: 1, type: 'tsumo', winner, riichi: [], ...value }
            : { v: 1, type: 'ron', from: ((winner + offset) % 4) as Seat, wins: [{ winner, ...value }], riichi: [] };
        const start = { ...initialTable(rules), dealer, honba: input.honba };
        const folded = fold(start, event, rules);
        if (!folded.ok) throw new Error(folded.message);
        const deltas = folded.outcome.deltas;
        expect(deltas.reduce((a, b) => a + b, 0)).toBe(0);
        expect(deltas[winner]).toBe(paymentTotal(best.payment));
      }),
      { numRuns: 300 },
    );
  });

  it('every winning tile is among the waits of the hand before it', () => {
    fc.assert(
      fc.property(handArb, ({ input, rules }) => {
        const { winTile, win: _win, ...waiting } = input;
        const waits = findWaits(waiting, rules);
        if (!waits.ok) {
          // Only a flag that contradicts the hand may stop the wait search.
          expect(waits.error).toBe('invalid_flags');
          return;
        }
        expect(waits.waits.map((w) => w.tile)).toContain(kindOf(winTile));
      }),
      { numRuns: 300 },
    );
  });
});
