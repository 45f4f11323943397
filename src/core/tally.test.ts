import { describe, expect, it } from 'vitest';
import { TileTally, type TilesOnTable } from './tally';
import { parseTiles, type Tile } from './tiles';

function tiles(text: string): Tile[] {
  const parsed = parseTiles(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.tiles;
}

function table(concealed: string, winTile: string, dora: string[] = [], ura: string[] = []): TilesOnTable {
  return {
    concealed: tiles(concealed),
    melds: [],
    winTile: tiles(winTile)[0]!,
    doraIndicators: dora.flatMap(tiles),
    uraIndicators: ura.flatMap(tiles),
    flags: [],
  };
}

describe('TileTally', () => {
  it('finds the lowest kind over four and how many copies of it the table holds', () => {
    const tally = new TileTally().count(table('99999p1111m2345s', '1m', ['1m']), false);
    expect(tally.over).toBe(0);
    expect(tally.overCopies).toBe(6);
  });

  it('counts ura indicators only when asked to', () => {
    const hand = table('1111m456p789s234s', '2s', [], ['1m']);
    expect(new TileTally().count(hand, false).over).toBe(34);
    const withUra = new TileTally().count(hand, true);
    expect([withUra.over, withUra.overCopies]).toEqual([0, 5]);
  });

  it('counts the dora the indicators point at among the hand, and the ura ones only when asked to', () => {
    // 2m points at 3m (three with the winning tile), 9p at 1p (none), a red 5s at 6s (one); an
    // indicator is no aka dora.
    const hand = table('33m456p789s2360s', '3m', ['2m', '9p', '0s'], ['2m']);
    const tally = new TileTally().count(hand, false);
    expect([tally.dora, tally.uraDora, tally.akaDora]).toEqual([4, 0, 1]);
    expect(new TileTally().count(hand, true).uraDora).toBe(3);
  });
});
