import { describe, expect, it } from 'vitest';
import { seatSwissSession, swapPlayers } from './edit';
import { repeatCount, windCounts, windImbalance } from './metrics';
import type { Seating } from './types';

const seating: Seating = [
  [
    [0, 1, 2, 3],
    [4, 5, 6, 7],
  ],
  [
    [0, 4, 1, 5],
    [2, 6, 3, 7],
  ],
];

describe('swapPlayers', () => {
  it('exchanges two players in one session, seat for seat, and leaves the input alone', () => {
    const result = swapPlayers(seating, 1, 1, 6);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.seating[1]).toEqual([
      [0, 4, 6, 5],
      [2, 1, 3, 7],
    ]);
    expect(result.seating[0]).toBe(seating[0]);
    expect(seating[1]![0]).toEqual([0, 4, 1, 5]);
  });

  it('changes the counts the organiser sees', () => {
    // Session 2 splits every table of session 1 in halves: 0-1, 2-3, 4-5 and 6-7 meet twice.
    expect(repeatCount(seating)).toBe(4);
    // Seating 2 where 4 was puts 0, 1 and 2 (and 4, 6, 7) together again: six pairs meet twice.
    const swapped = swapPlayers(seating, 1, 4, 2);
    expect(swapped.ok && repeatCount(swapped.seating)).toBe(6);
  });

  it('refuses a session or player that does not exist', () => {
    expect(swapPlayers(seating, 2, 0, 1)).toEqual({ ok: false, error: 'There is no session 3.' });
    expect(swapPlayers(seating, 0, 0, 8)).toEqual({ ok: false, error: 'There is no player 8.' });
  });
});

describe('seatSwissSession', () => {
  it('seats the standings in fours: 1–4 at table 1, 5–8 at table 2', () => {
    const result = seatSwissSession([7, 3, 5, 1, 0, 2, 4, 6], seating);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.session.map((table) => table.slice().sort((a, b) => a - b))).toEqual([
      [1, 3, 5, 7],
      [0, 2, 4, 6],
    ]);
  });

  it('gives each player a wind they have not sat yet where the table allows it', () => {
    const earlier = seating.slice(0, 1);
    const result = seatSwissSession([0, 1, 2, 3, 4, 5, 6, 7], earlier);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const after = [...earlier, result.session];
    expect(windImbalance(after)).toBe(0);
    expect(windCounts(after).every((counts) => counts.every((count) => count <= 1))).toBe(true);
  });

  it('gives each player the one wind missing after three sessions', () => {
    // Player 0 sat East, North, West; 1 South, East, North; 2 West, South, East; 3 North, West, South.
    const earlier: Seating = [[[0, 1, 2, 3]], [[1, 2, 3, 0]], [[2, 3, 0, 1]]];
    const result = seatSwissSession([0, 1, 2, 3], earlier);
    expect(result).toEqual({ ok: true, session: [[3, 0, 1, 2]] });
    if (result.ok)
      expect(windCounts([...earlier, result.session])).toEqual([
        [1, 1, 1, 1],
        [1, 1, 1, 1],
        [1, 1, 1, 1],
        [1, 1, 1, 1],
      ]);
  });

  it('refuses standings that are not every player once', () => {
    expect(seatSwissSession([0, 1, 2, 3, 4, 5, 6, 6], seating)).toEqual({ ok: false, error: 'The standings must list every player once.' });
    expect(seatSwissSession([0, 1, 2, 3], seating).ok).toBe(false);
    expect(seatSwissSession([0, 1, 2], []).ok).toBe(false);
  });
});
