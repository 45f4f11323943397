import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomHand } from './arbitraries';
import type { FuItem } from './hand';
import { scoreHand } from './score';
import { handOf, type HandSpec } from './testHand';

function best(spec: HandSpec) {
  const { input, rules } = handOf(spec);
  const result = scoreHand(input, rules);
  if (!result.ok) throw new Error(`expected a scored hand, got ${result.error}: ${result.message}`);
  return result.best;
}

const item = (items: readonly FuItem[], id: FuItem['id']) => items.filter((i) => i.id === id);

describe('fu items', () => {
  it('base 20 and closed ron +10; tanki +2; rounds up', () => {
    const r = best({ concealed: '123m456p789s234s5s', winTile: '5s', flags: ['riichi'] });
    expect(r.fuItems).toEqual([
      { id: 'base', fu: 20 },
      { id: 'menzen_ron', fu: 10 },
      { id: 'wait', fu: 2, detail: 'tanki' },
    ]);
    expect(r.fu).toBe(40);
  });
  it('tsumo +2, not with pinfu (pinfu tsumo is 20)', () => {
    const plain = best({ concealed: '123m456p789s234s5s', winTile: '5s', win: 'tsumo' });
    expect(item(plain.fuItems, 'tsumo')).toEqual([{ id: 'tsumo', fu: 2 }]);
    expect(item(plain.fuItems, 'pinfu_tsumo')).toEqual([]);
    expect(plain.fu).toBe(30);
    const pinfu = best({ concealed: '123m456p789s23s55m', winTile: '4s', win: 'tsumo' });
    expect(item(pinfu.fuItems, 'tsumo')).toEqual([]);
    // Shown as a line of its own, so a player sees why the tsumo scored no fu.
    expect(item(pinfu.fuItems, 'pinfu_tsumo')).toEqual([{ id: 'pinfu_tsumo', fu: 0 }]);
    expect(pinfu.fu).toBe(20);
  });
  it('pinfu ron is 30', () => {
    expect(best({ concealed: '123m456p789s23s55m', winTile: '4s', flags: ['riichi'] }).fu).toBe(30);
  });
  it('triplets: simples 2 open / 4 closed, terminals and honours 4 / 8', () => {
    const r = best({ concealed: '444m999p5s', melds: ['p666s', 'p111z'], winTile: '5s', flags: ['houtei'] });
    const sets = item(r.fuItems, 'triplet').map((i) => [i.fu, i.detail]);
    expect(sets).toEqual([
      [4, 'closed simple'],
      [8, 'closed terminal/honour'],
      [2, 'open simple'],
      [4, 'open terminal/honour'],
    ]);
  });
  it('kans: 8 open / 16 closed simple, 16 / 32 terminal or honour', () => {
    const three = best({ concealed: '789s5s', melds: ['a2222m', 'm3333p', 'k1111z'], winTile: '5s' });
    expect(item(three.fuItems, 'kan').map((i) => [i.fu, i.detail])).toEqual([
      [16, 'closed simple'],
      [8, 'open simple'],
      [16, 'open terminal/honour'],
    ]);
    const closedTerminal = best({ concealed: '123m456p789m5s', melds: ['a9999s'], winTile: '5s', flags: ['riichi'] });
    expect(item(closedTerminal.fuItems, 'kan').map((i) => [i.fu, i.detail])).toEqual([[32, 'closed terminal/honour']]);
  });
  it('a triplet completed by ron counts as open; by tsumo as closed', () => {
    const ron = best({ concealed: '123m456p789s55s11z', winTile: '5s', flags: ['riichi'] });
    expect(ron.wait).toBe('shanpon');
    expect(item(ron.fuItems, 'triplet').find((i) => i.tiles?.[0] === 22)?.detail).toBe('open simple');
    const tsumo = best({ concealed: '123m456p789s55s11z', winTile: '5s', win: 'tsumo' });
    expect(item(tsumo.fuItems, 'triplet').find((i) => i.tiles?.[0] === 22)?.detail).toBe('closed simple');
  });
  it('pairs: dragon, seat wind, round wind 2; a double wind 2 or 4 by preset', () => {
    const pairFu = (concealed: string, rules: HandSpec['rules'] = 'ema2025', seatWind: HandSpec['seatWind'] = 'S') =>
      item(best({ rules, concealed, winTile: '4s', seatWind, flags: ['riichi'] }).fuItems, 'pair');
    expect(pairFu('123m456p789s23s55z')).toEqual([{ id: 'pair', fu: 2, tiles: [31, 31], detail: 'dragon' }]);
    expect(pairFu('123m456p789s23s22z')).toEqual([{ id: 'pair', fu: 2, tiles: [28, 28], detail: 'seat wind' }]);
    expect(pairFu('123m456p789s23s11z')).toEqual([{ id: 'pair', fu: 2, tiles: [27, 27], detail: 'round wind' }]);
    expect(pairFu('123m456p789s23s11z', 'ema2025', 'E')).toEqual([{ id: 'pair', fu: 2, tiles: [27, 27], detail: 'double wind' }]);
    expect(pairFu('123m456p789s23s11z', 'ema2016', 'E')).toEqual([{ id: 'pair', fu: 4, tiles: [27, 27], detail: 'double wind' }]);
    expect(pairFu('123m456p789s23s33z')).toEqual([]);
  });
  it('kanchan and penchan +2', () => {
    const kanchan = best({ concealed: '123m456p789s24s55m', winTile: '3s', flags: ['riichi'] });
    expect(item(kanchan.fuItems, 'wait')).toEqual([{ id: 'wait', fu: 2, detail: 'kanchan' }]);
    const penchan = best({ concealed: '123m456p789s12s55m', winTile: '3s', flags: ['riichi'] });
    expect(item(penchan.fuItems, 'wait')).toEqual([{ id: 'wait', fu: 2, detail: 'penchan' }]);
  });
  it('an open hand with no fu at all is 30 (open pinfu shape)', () => {
    const r = best({ concealed: '456p678s23s55m', melds: ['c234m'], winTile: '4s' });
    expect(item(r.fuItems, 'open_pinfu')).toEqual([{ id: 'open_pinfu', fu: 10 }]);
    expect(r.fu).toBe(30);
  });
  it('chiitoitsu is 25 flat', () => {
    const r = best({ concealed: '1133m5577p99s115z', winTile: '5z' });
    expect(r.fuItems).toEqual([{ id: 'chiitoitsu', fu: 25 }]);
    expect(r.fu).toBe(25);
  });
  it('the items add up to the fu before rounding', () => {
    const r = best({ concealed: '444m999p5s', melds: ['p666s', 'p111z'], winTile: '5s', flags: ['houtei'] });
    const raw = r.fuItems.reduce((s, i) => s + i.fu, 0);
    expect(r.fu).toBe(Math.ceil(raw / 10) * 10);
  });
  it('the items of every reading of random hands add up to its fu (scoring and display count the same parts)', () => {
    fc.assert(
      fc.property(randomHand, ({ input, rules }) => {
        const result = scoreHand(input, rules);
        if (!result.ok) return;
        for (const r of result.readings) {
          const raw = r.fuItems.reduce((s, i) => s + i.fu, 0);
          expect(r.fu, JSON.stringify(r.fuItems)).toBe(r.shape === 'chiitoitsu' ? 25 : Math.ceil(raw / 10) * 10);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
