import { describe, expect, it } from 'vitest';
import { meetingMatrix, repeatCount, repeatedPairs, windCounts, windImbalance } from './metrics';
import type { Seating } from './types';

// 8 players, 3 sessions: 0 and 1 sit together three times, 2 and 3 twice.
const seating: Seating = [
  [
    [0, 1, 2, 3],
    [4, 5, 6, 7],
  ],
  [
    [1, 0, 4, 5],
    [2, 3, 6, 7],
  ],
  [
    [0, 6, 1, 2],
    [3, 4, 7, 5],
  ],
];

describe('seating metrics', () => {
  it('counts meetings per pair', () => {
    const met = meetingMatrix(seating);
    expect(met[0 * 8 + 1]).toBe(3);
    expect(met[1 * 8 + 0]).toBe(3);
    expect(met[2 * 8 + 3]).toBe(2);
    expect(met[0 * 8 + 7]).toBe(0);
  });

  it('lists repeated pairs and counts each meeting after the first', () => {
    const pairs = repeatedPairs(seating);
    expect(pairs).toContainEqual({ players: [0, 1], times: 3 });
    expect(pairs).toContainEqual({ players: [2, 3], times: 2 });
    expect(pairs.every((pair) => pair.times >= 2 && pair.players[0] < pair.players[1])).toBe(true);
    expect(repeatCount(seating)).toBe(pairs.reduce((sum, pair) => sum + pair.times - 1, 0));
    expect(repeatCount(seating.slice(0, 1))).toBe(0);
  });

  it('counts winds per player and how far they are from balanced', () => {
    const counts = windCounts(seating);
    expect(counts[0]).toEqual([2, 1, 0, 0]); // East, South, then East
    expect(counts[1]).toEqual([1, 1, 1, 0]);
    // 3 sessions: each wind 0 or 1 times; player 0 sat East twice, one too many.
    expect(windImbalance(seating)).toBe(1);
    expect(windImbalance(seating.slice(0, 1))).toBe(0);
  });
});
