import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRESET_IDS, PRESETS, withOverrides } from '../core/rules';
import { penaltyBelowLowerPlace, settle, settlementBalance } from './settle';
import { tableAt } from './testkit';

describe('settlement balance', () => {
  it('is zero in every preset of RULES.md', () => {
    for (const id of PRESET_IDS) expect(settlementBalance(PRESETS[id]).total, id).toBe(0);
    // M-League and Tenhou start below the return; the oka is what the four returns take beyond it.
    expect(settlementBalance(PRESETS.mleague)).toEqual({ total: 0, points: -20000, oka: 20000, uma: 0 });
  });

  it('says by how much a house rule leaves the finals off zero, and from where', () => {
    // The organiser's review: start 25,000 with the return at 30,000, no oka, 4th's uma −5,000.
    const rules = withOverrides(PRESETS.ema2025, { startPoints: 25000, uma: [15000, 5000, -5000, -5000] });
    expect(settlementBalance(rules)).toEqual({ total: -10000, points: -20000, oka: 0, uma: 10000 });
  });

  it('is what the settlement’s finals add up to, whatever the rules and the end scores', () => {
    const thousands = (min: number, max: number) => fc.integer({ min, max }).map((n) => n * 1000);
    fc.assert(
      fc.property(
        thousands(10, 40),
        thousands(10, 40),
        thousands(0, 40),
        fc.tuple(thousands(-30, 30), thousands(-30, 30), thousands(-30, 30), thousands(-30, 30)),
        fc.integer({ min: 0, max: 3 }),
        fc.tuple(fc.integer({ min: -20000, max: 60000 }), fc.integer({ min: -20000, max: 60000 }), fc.integer({ min: -20000, max: 60000 })),
        (startPoints, returnPoints, oka, uma, sticks, [a, b, c]) => {
          // Tenhou's tie rule: no split share is rounded down, so the finals add up exactly.
          const rules = withOverrides(PRESETS.tenhou, { startPoints, returnPoints, oka, uma });
          // The table's points: what the players started with, less the sticks left on the table.
          const scores: [number, number, number, number] = [a, b, c, 4 * startPoints - sticks * 1000 - a - b - c];
          const finals = settle(tableAt(rules, { scores, sticks }), rules).map((r) => r.final);
          expect(finals.reduce((sum, f) => sum + f, 0)).toBe(settlementBalance(rules).total);
        },
      ),
    );
  });
});

describe('a penalty below a lower place', () => {
  const rules = PRESETS.ema2025;
  const scores: [number, number, number, number] = [31500, 28500, 30000, 30000];

  it('is said when a chombo leaves the table’s first below the players after her', () => {
    const state = { ...tableAt(rules, { scores }), penalties: [-20000, 0, 0, 0] as [number, number, number, number] };
    const results = settle(state, rules);
    expect(results.map((r) => [r.place, r.final])).toEqual([
      [1, -3500],
      [4, -16500],
      [2, 0],
      [2, 0],
    ]);
    expect(penaltyBelowLowerPlace(results)).toBe(true);
  });

  it('is not said of uma and oka alone, ties split included, nor of a penalty that keeps the order', () => {
    expect(penaltyBelowLowerPlace(settle(tableAt(rules, { scores }), rules))).toBe(false);
    expect(penaltyBelowLowerPlace(settle(tableAt(PRESETS.mleague, { scores }), PRESETS.mleague))).toBe(false);
    const lastPays = { ...tableAt(rules, { scores }), penalties: [0, -20000, 0, 0] as [number, number, number, number] };
    expect(penaltyBelowLowerPlace(settle(lastPays, rules))).toBe(false);
  });
});
