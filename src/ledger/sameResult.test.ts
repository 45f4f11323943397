import { describe, expect, it } from 'vitest';
import type { HandResult } from './types';
import { sameResult } from './sameResult';

describe('sameResult', () => {
  const ron: HandResult = { v: 1, type: 'ron', from: 1, wins: [{ winner: 0, han: 2, fu: 30 }], riichi: [] };

  it('ignores key order and keys holding undefined, as a result written to JSON and read back would', () => {
    const reordered = {
      riichi: [],
      wins: [{ fu: 30, han: 2, winner: 0, pao: undefined }],
      from: 1,
      type: 'ron',
      v: 1,
    } satisfies HandResult;
    expect(sameResult(ron, reordered)).toBe(true);
  });

  it('tells apart another value, winner order or riichi', () => {
    expect(sameResult(ron, { ...ron, wins: [{ winner: 0, han: 2, fu: 40 }] })).toBe(false);
    expect(sameResult(ron, { ...ron, riichi: [1] })).toBe(false);
    const double: HandResult = {
      ...ron,
      wins: [
        { winner: 0, han: 2, fu: 30 },
        { winner: 2, han: 1, fu: 30 },
      ],
    };
    expect(sameResult(double, { ...double, wins: [...double.wins].reverse() })).toBe(false);
  });
});
