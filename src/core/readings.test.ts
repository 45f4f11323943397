import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomHand } from './arbitraries';
import type { Reading } from './hand';
import { scoreHand } from './score';
import { handOf, type HandSpec } from './testHand';

function scored(spec: HandSpec) {
  const { input, rules } = handOf(spec);
  const result = scoreHand(input, rules);
  if (!result.ok) throw new Error(`expected a scored hand, got ${result.error}: ${result.message}`);
  return result;
}

/** The fu items add up to the reading's fu before rounding (seven pairs: exactly 25). */
function itemsAddUp(r: Reading): void {
  if (r.yakuman > 0 || r.shape === 'fixed') {
    expect(r.fuItems).toEqual([]);
    return;
  }
  const raw = r.fuItems.reduce((sum, item) => sum + item.fu, 0);
  expect(r.shape === 'chiitoitsu' ? raw : Math.ceil(raw / 10) * 10).toBe(r.fu);
}

describe('reading details (built when asked for)', () => {
  it('groups: concealed sets by kind, called melds after them, the pair last; the winning set marked', () => {
    const r = scored({ concealed: '23m456p789s55s', melds: ['p777z'], winTile: '1m' }).best;
    expect(r.groups).toEqual([
      { kind: 'sequence', tiles: [0, 1, 2], open: false, winning: true },
      { kind: 'sequence', tiles: [12, 13, 14], open: false, winning: false },
      { kind: 'sequence', tiles: [24, 25, 26], open: false, winning: false },
      { kind: 'triplet', tiles: [33, 33, 33], open: true, winning: false },
      { kind: 'pair', tiles: [22, 22], open: false, winning: false },
    ]);
  });

  it('a triplet completed by a ron is the winning group and counts as open for fu', () => {
    const r = scored({ concealed: '234m456p789s55s11z', winTile: '5s', flags: ['riichi'] }).best;
    expect(r.wait).toBe('shanpon');
    expect(r.groups.find((g) => g.winning)).toEqual({ kind: 'triplet', tiles: [22, 22, 22], open: false, winning: true });
    expect(r.fuItems.filter((i) => i.id === 'triplet').map((i) => i.detail)).toEqual(['open simple']);
    itemsAddUp(r);
  });

  it('other readings carry their own groups and fu items (ryanpeikou against seven pairs)', () => {
    const result = scored({ concealed: '1122334455667m', winTile: '7m', flags: ['riichi'] });
    const shapes = result.readings.map((r) => r.shape);
    expect(shapes).toContain('chiitoitsu');
    expect(shapes).toContain('standard');
    for (const r of result.readings) {
      expect(r.groups.length).toBe(r.shape === 'chiitoitsu' ? 7 : 5);
      itemsAddUp(r);
    }
  });

  it('a result keeps its own details after other hands are scored (the scorer reuses its working objects)', () => {
    const first = scored({ concealed: '1122334455667m', winTile: '7m', flags: ['riichi'] });
    const expected = {
      groups: first.best.groups,
      fuItems: first.best.fuItems,
      readings: first.readings.map((r) => [r.shape, r.han, r.fu]),
    };
    const again = scored({ concealed: '1122334455667m', winTile: '7m', flags: ['riichi'] });
    scored({ concealed: '23m456p789s55s', melds: ['p777z'], winTile: '1m' });
    scored({ concealed: '234m456p789s55s11z', winTile: '5s', flags: ['riichi'] });
    expect(again.best.groups).toEqual(expected.groups);
    expect(again.best.fuItems).toEqual(expected.fuItems);
    expect(again.readings.map((r) => [r.shape, r.han, r.fu])).toEqual(expected.readings);
    expect(again.best.yaku).toEqual(first.best.yaku);
    expect(again.best.groups.map((g) => g.kind)).toContain('sequence');
  });

  it('fu items add up to the fu of every reading (random hands, every preset)', () => {
    fc.assert(
      fc.property(randomHand, ({ input, rules }) => {
        const result = scoreHand(input, rules);
        if (result.ok) for (const r of result.readings) itemsAddUp(r);
      }),
      { numRuns: 1000 },
    );
  });
});
