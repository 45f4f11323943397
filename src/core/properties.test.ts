import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fold, initialTable, type HandResult, type Seat } from '../ledger';
import type { HandInput, Meld } from './hand';
import { paymentTotal } from './payment';
import { PRESET_IDS, PRESETS } from './rules';
import { compareReadings, scoreHand } from './score';
import { kindOf, KINDS, RED_5M, WIND_LETTERS, type Tile } from './tiles';
import { findWaits } from './waits';

/** A random complete hand: four sets (some called) and a pair, within the tile supply. */
const setArb = fc.oneof(
  fc.record({ kind: fc.constant('seq' as const), first: fc.integer({ min: 0, max: 26 }).filter((k) => k % 9 <= 6) }),
  fc.record({ kind: fc.constant('trip' as const), first: fc.integer({ min: 0, max: KINDS - 1 }) }),
);
const handArb = fc
  .record({
    sets: fc.array(setArb, { minLength: 4, maxLength: 4 }),
    called: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    pair: fc.integer({ min: 0, max: KINDS - 1 }),
    winIndex: fc.nat(),
    tsumo: fc.boolean(),
    riichi: fc.boolean(),
    seat: fc.constantFrom(...WIND_LETTERS),
    round: fc.constantFrom('E' as const, 'S' as const),
    dora: fc.array(fc.integer({ min: 0, max: KINDS - 1 }), { maxLength: 3 }),
    extraDora: fc.integer({ min: 0, max: KINDS - 1 }),
    honba: fc.integer({ min: 0, max: 6 }),
    preset: fc.constantFrom(...PRESET_IDS),
  })
  .map((h) => {
    const counts = new Array<number>(KINDS).fill(0);
    const melds: Meld[] = [];
    const concealed: Tile[] = [h.pair, h.pair];
    counts[h.pair]! += 2;
    h.sets.forEach((set, i) => {
      const tiles = set.kind === 'seq' ? [set.first, set.first + 1, set.first + 2] : [set.first, set.first, set.first];
      for (const t of tiles) counts[t]! += 1;
      if (h.called[i]) melds.push({ kind: set.kind === 'seq' ? 'chi' : 'pon', tiles });
      else concealed.push(...tiles);
    });
    const rules = PRESETS[h.preset];
    // Where the set has red fives, one five of each suit in the concealed part is the red one.
    if (rules.redFives) {
      for (let suit = 0; suit < 3; suit++) {
        const five = suit * 9 + 4;
        const at = concealed.indexOf(five);
        if (at >= 0) concealed[at] = RED_5M + suit;
        const meld = at < 0 ? melds.findIndex((m) => m.tiles.includes(five)) : -1;
        if (meld >= 0) {
          const tiles = [...melds[meld]!.tiles];
          tiles[tiles.indexOf(five)] = RED_5M + suit;
          melds[meld] = { ...melds[meld]!, tiles };
        }
      }
    }
    const winTile = concealed.splice(h.winIndex % concealed.length, 1)[0]!;
    const closed = melds.length === 0;
    const input: HandInput = {
      concealed, melds, winTile, win: h.tsumo ? 'tsumo' : 'ron', seatWind: h.seat, roundWind: h.round,
      doraIndicators: h.dora, uraIndicators: [], flags: h.riichi && closed ? ['riichi'] : [], honba: h.honba,
    };
    return { input, counts, extraDora: h.extraDora, rules };
  })
  // Indicators are tiles too: no kind more than four times on the table.
  .filter((h) => {
    const onTable = h.counts.slice();
    for (const d of [...h.input.doraIndicators, h.extraDora]) onTable[kindOf(d)]! += 1;
    return onTable.every((c) => c <= 4);
  });

describe('scoring properties', () => {
  it('a complete hand is scored or refused only for lack of yaku; best is the top reading', () => {
    fc.assert(
      fc.property(handArb, ({ input, rules }) => {
        const result = scoreHand(input, rules);
        if (!result.ok) {
          expect(['no_yaku', 'needs_two_yaku']).toContain(result.error);
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
        const winner = (WIND_LETTERS.indexOf(input.seatWind)) as Seat;
        const value = best.yakuman > 0 ? { yakuman: best.yakuman } : { han: best.han, fu: best.fu };
        const event: HandResult = input.win === 'tsumo'
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
        if (!waits.ok) throw new Error(waits.message);
        expect(waits.waits.map((w) => w.tile)).toContain(kindOf(winTile));
      }),
      { numRuns: 300 },
    );
  });
});
