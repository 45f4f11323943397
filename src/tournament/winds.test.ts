import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { windCounts, windImbalance } from './metrics';
import { makePrng } from './prng';
import type { Grouping } from './types';
import { assignWinds, seatForWinds } from './winds';

/** Any sessions at all: each a random split of the players into fours (repeats allowed). */
const groupings = fc
  .record({ tables: fc.integer({ min: 1, max: 10 }), sessions: fc.integer({ min: 1, max: 14 }), seed: fc.nat() })
  .chain(({ tables, sessions, seed }) =>
    fc
      .array(
        fc.shuffledSubarray(
          Array.from({ length: tables * 4 }, (_, i) => i),
          { minLength: tables * 4, maxLength: tables * 4 },
        ),
        {
          minLength: sessions,
          maxLength: sessions,
        },
      )
      .map((orders) => ({
        players: tables * 4,
        seed,
        sessions: orders.map((order): Grouping => Array.from({ length: tables }, (_, t) => order.slice(4 * t, 4 * t + 4))),
      })),
  );

describe('assignWinds', () => {
  it('gives each player each wind ⌊S/4⌋ or ⌈S/4⌉ times, keeping every table', () => {
    fc.assert(
      fc.property(groupings, ({ players, seed, sessions }) => {
        const seating = assignWinds(sessions, players, makePrng(seed));
        seating.forEach((session, s) =>
          session.forEach((table, t) =>
            expect(table.slice().sort((a, b) => a - b)).toEqual(sessions[s]![t]!.slice().sort((a, b) => a - b)),
          ),
        );
        const low = Math.floor(sessions.length / 4);
        const high = Math.ceil(sessions.length / 4);
        for (const counts of windCounts(seating, players)) for (const count of counts) expect(count >= low && count <= high).toBe(true);
        expect(windImbalance(seating)).toBe(0);
      }),
      { numRuns: 80 },
    );
  });

  it('balances a table that meets every session: the same four rotate through the winds', () => {
    const same: Grouping = [[0, 1, 2, 3]];
    const seating = assignWinds([same, same, same, same, same, same, same, same], 4, makePrng(7));
    expect(windCounts(seating)).toEqual([
      [2, 2, 2, 2],
      [2, 2, 2, 2],
      [2, 2, 2, 2],
      [2, 2, 2, 2],
    ]);
  });
});

describe('seatForWinds', () => {
  it('seats each player at a wind they have sat least', () => {
    // Player 0 sat East twice, 1 South twice, 2 West twice, 3 North twice; each has sat one other wind once.
    const counts = [
      [2, 1, 0, 0],
      [0, 2, 1, 0],
      [0, 0, 2, 1],
      [1, 0, 0, 2],
    ];
    const table = seatForWinds([0, 1, 2, 3], counts);
    table.forEach((player, wind) => expect(counts[player]![wind]).toBe(0));
  });
});
