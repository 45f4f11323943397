import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ALL_KINDS,
  compareTiles,
  doraFromIndicator,
  EAST,
  isRed,
  isSuitedFive,
  isTerminalOrHonor,
  kindOf,
  NORTH,
  parseTiles,
  SOUTH,
  tileToString,
  tilesToString,
  WEST,
  WIND_LETTERS,
  windKind,
} from './tiles';

function parse(text: string): number[] {
  const r = parseTiles(text);
  if (!r.ok) throw new Error(r.message);
  return r.tiles;
}

describe('mpsz codec', () => {
  it('reads suits, honours and red fives', () => {
    expect(parse('123m406p55z')).toEqual([0, 1, 2, 12, 35, 14, 31, 31]);
    expect(parse(' 1 m 0s ')).toEqual([0, 36]);
  });
  it('refuses bad notation with a message', () => {
    for (const bad of ['8z', '0z', '12', 'm', '1x', '1m2']) {
      const r = parseTiles(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message.length).toBeGreaterThan(5);
    }
  });
  it('writes compact sorted notation', () => {
    expect(tilesToString(parse('5m0m1z9s1s'))).toBe('05m19s1z');
    expect(tileToString(36)).toBe('0s');
  });
  it('round trips any multiset of tiles (property)', () => {
    const tile = fc.integer({ min: 0, max: 36 });
    fc.assert(
      fc.property(fc.array(tile, { maxLength: 20 }), (tiles) => {
        const text = tilesToString(tiles);
        expect(parse(text)).toEqual([...tiles].sort(compareTiles));
        expect(tilesToString(parse(text))).toBe(text);
      }),
    );
  });
});

describe('tile helpers', () => {
  it('reads a wind letter as its honour kind', () => {
    expect(WIND_LETTERS.map((w) => windKind(w))).toEqual([EAST, SOUTH, WEST, NORTH]);
    expect(tileToString(windKind('N'))).toBe('4z');
  });

  it('maps red fives to fives', () => {
    expect(kindOf(34)).toBe(4);
    expect(kindOf(35)).toBe(13);
    expect(kindOf(36)).toBe(22);
    expect(isRed(22)).toBe(false);
  });
  it('finds dora from indicators with wrap-around', () => {
    const dora = (t: string) => tileToString(doraFromIndicator(parse(t)[0]!));
    expect(dora('9p')).toBe('1p');
    expect(dora('0s')).toBe('6s');
    expect(dora('4z')).toBe('1z');
    expect(dora('7z')).toBe('5z');
    expect(dora('3z')).toBe('4z');
  });
  it('knows the suited fives, the kinds a red five can be', () => {
    expect(ALL_KINDS.filter(isSuitedFive).map((k) => tileToString(k))).toEqual(['5m', '5p', '5s']);
  });

  it('knows terminals and honours', () => {
    expect(ALL_KINDS.filter(isTerminalOrHonor).map(tileToString).join('')).toBe('1m9m1p9p1s9s1z2z3z4z5z6z7z');
  });
});
