import { describe, expect, it } from 'vitest';
import { findWaits, isDeadWait, isFuriten, availableFlags } from './waits';
import { handOf, type HandSpec } from './testHand';
import { parseTiles, tilesToString, type Tile } from './tiles';

function waitsOf(spec: Omit<HandSpec, 'winTile'>) {
  const { input, rules } = handOf({ ...spec, winTile: '1z' });
  const { winTile: _w, ...waiting } = input;
  const result = findWaits(waiting, rules);
  if (!result.ok) throw new Error(result.message);
  return result;
}
const tiles = (text: string): Tile[] => {
  const r = parseTiles(text);
  if (!r.ok) throw new Error(r.message);
  return r.tiles;
};

describe('waits', () => {
  it('finds the nine waits of junsei chuuren', () => {
    const r = waitsOf({ concealed: '1112345678999m' });
    expect(tilesToString(r.waits.map((w) => w.tile))).toBe('123456789m');
    expect(r.waits.every((w) => w.hasYaku)).toBe(true);
  });
  it('lists a wait no copy of which is left as dead, and a wait without a yaku as not', () => {
    // 123m 456p 888s 345s 9m waits on 9m alone; three 9m indicators leave no copy to win on.
    const dead = waitsOf({ concealed: '123m456p888s345s9m', doraIndicators: ['9m', '9m', '9m'] });
    expect(dead.waits.map((w) => [tilesToString([w.tile]), isDeadWait(w)])).toEqual([['9m', true]]);
    const open = waitsOf({ concealed: '456p678s23s55m', melds: ['c234m'] });
    expect(open.waits.map(isDeadWait)).toEqual([false, false]);
  });
  it('tells which waits have a yaku', () => {
    // Open: 23s waits on 1s (a terminal: no tanyao, no yaku) and 4s (open tanyao).
    const r = waitsOf({ concealed: '456p678s23s55m', melds: ['c234m'] });
    expect(r.waits.map((w) => [tilesToString([w.tile]), w.hasYaku])).toEqual([
      ['1s', false],
      ['4s', true],
    ]);
    expect(r.waits[0]?.error).toBe('no_yaku');
  });
  it('with riichi every wait has a yaku', () => {
    const r = waitsOf({ concealed: '234m456p678s23s55m', flags: ['riichi'] });
    expect(r.waits.every((w) => w.hasYaku)).toBe(true);
  });
  it('a kind the hand holds four of is not a wait', () => {
    // 1111m 234p 567p 789s: 1111m as a triplet + 1m pair would need a fifth 1m; no other wait.
    const r = waitsOf({ concealed: '1111m234p567p789s' });
    expect(r.tenpai).toBe(false);
  });
  it('kokushi 13-sided waits on all thirteen', () => {
    expect(waitsOf({ concealed: '19m19p19s1234567z' }).waits).toHaveLength(13);
  });
  it('a noten hand has no waits', () => {
    expect(waitsOf({ concealed: '147m258p369s1234z' }).tenpai).toBe(false);
  });
  it('refuses a wrong tile count', () => {
    const { input, rules } = handOf({ concealed: '123m456p789s234s5s', winTile: '5s' });
    const result = findWaits({ ...input, concealed: [...input.concealed, input.winTile] }, rules);
    expect(result).toMatchObject({ ok: false, error: 'invalid_tiles' });
  });
});

describe('furiten', () => {
  it('is furiten when any wait is among the own discards', () => {
    expect(
      isFuriten(
        tiles('14s').map((t) => t),
        tiles('9m4s'),
      ),
    ).toBe(true);
    expect(isFuriten(tiles('14s'), tiles('9m2s'))).toBe(false);
  });
  it('a red five discard counts as a five', () => {
    expect(isFuriten(tiles('5p'), tiles('0p'))).toBe(true);
  });
});

describe('available flags', () => {
  it('are judged without a stale flag that no longer fits the hand', () => {
    // Riichi was set, then a chi entered: riichi is stale, but haitei on this tsumo still fits.
    const open = handOf({ concealed: '456p789s234s5s', melds: ['c123m'], winTile: '5s', win: 'tsumo' });
    const flags = availableFlags({ ...open.input, flags: ['riichi'] }, open.rules);
    expect(flags).toContain('haitei');
    expect(flags).not.toContain('riichi');
  });
  it('does not offer chankan when the winner holds another copy of the robbed tile', () => {
    const tanki = handOf({ concealed: '123m456p789s234s5s', winTile: '5s' });
    expect(availableFlags(tanki.input, tanki.rules)).not.toContain('chankan');
  });
  it('offers riichi only to a concealed hand and haitei only on a tsumo', () => {
    const closedRon = handOf({ concealed: '123m456p789s23s55z', winTile: '4s' });
    expect(availableFlags(closedRon.input, closedRon.rules)).toEqual(
      expect.arrayContaining(['riichi', 'doubleRiichi', 'houtei', 'chankan', 'renhou']),
    );
    expect(availableFlags(closedRon.input, closedRon.rules)).not.toContain('haitei');
    expect(availableFlags(closedRon.input, closedRon.rules)).not.toContain('ippatsu');
    const open = handOf({ concealed: '456p789s234s5s', melds: ['c123m'], winTile: '5s', win: 'tsumo' });
    const flags = availableFlags(open.input, open.rules);
    expect(flags).toContain('haitei');
    expect(flags).not.toContain('riichi');
    expect(flags).not.toContain('rinshan');
  });
});
