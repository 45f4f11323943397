import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repeatCount, windCounts, windImbalance } from './metrics';
import { makeSeating, MAX_PLAYERS, MAX_SESSIONS, type SeatingRequest } from './seating';
import { everyPlayer, seatedInOrder } from './testSeating';
import type { Seating } from './types';

function seated(request: SeatingRequest): Seating {
  const result = makeSeating(request);
  if (!result.ok) throw new Error(result.error);
  return result.seating;
}

function expectEveryoneOncePerSession(seating: Seating, players: number, sessions: number): void {
  expect(seating).toHaveLength(sessions);
  for (const session of seating) {
    expect(session).toHaveLength(players / 4);
    for (const table of session) expect(table).toHaveLength(4);
    expect(seatedInOrder(session)).toEqual(everyPlayer(players));
  }
}

function expectBalancedWinds(seating: Seating, players: number): void {
  const low = Math.floor(seating.length / 4);
  const high = Math.ceil(seating.length / 4);
  const counts = windCounts(seating, players);
  for (const perWind of counts) {
    for (const count of perWind) {
      expect(count).toBeGreaterThanOrEqual(low);
      expect(count).toBeLessThanOrEqual(high);
    }
  }
  expect(windImbalance(seating)).toBe(0);
}

const anySize = fc.record({
  players: fc.integer({ min: 1, max: 12 }).map((tables) => tables * 4),
  sessions: fc.integer({ min: 1, max: 9 }),
  seed: fc.nat({ max: 0xffffffff }),
});

describe('makeSeating: properties over many sizes and seeds', () => {
  it('seats every player once per session, at tables of four, with balanced winds', () => {
    fc.assert(
      fc.property(anySize, (size) => {
        const seating = seated({ ...size, searchSteps: 150 });
        expectEveryoneOncePerSession(seating, size.players, size.sessions);
        expectBalancedWinds(seating, size.players);
      }),
      { numRuns: 40 },
    );
  });

  it('is deterministic: the same players, sessions and seed give the same seating', () => {
    fc.assert(
      fc.property(anySize, (size) => {
        expect(seated({ ...size, searchSteps: 150 })).toEqual(seated({ ...size, searchSteps: 150 }));
      }),
      { numRuns: 25 },
    );
  });

  it('has no repeated meeting where a design exists (16, 32, 40 and 64 players)', () => {
    const designs = fc.constantFrom([16, 5], [32, 10], [40, 13], [64, 21]).chain(([players, most]) =>
      fc.record({
        players: fc.constant(players as number),
        sessions: fc.integer({ min: 1, max: most as number }),
        seed: fc.nat({ max: 0xffffffff }),
      }),
    );
    fc.assert(
      fc.property(designs, (size) => {
        const seating = seated(size);
        expectEveryoneOncePerSession(seating, size.players, size.sessions);
        expect(repeatCount(seating)).toBe(0);
        expectBalancedWinds(seating, size.players);
      }),
      { numRuns: 30 },
    );
  });

  it('has no repeated meeting where the search can reach it (20 to 48 players, up to 4 sessions)', () => {
    const searched = fc.record({
      players: fc.constantFrom(20, 24, 28, 36, 44, 48),
      sessions: fc.integer({ min: 2, max: 4 }),
      seed: fc.nat({ max: 0xffffffff }),
    });
    fc.assert(
      fc.property(searched, (size) => {
        expect(repeatCount(seated(size))).toBe(0);
      }),
      { numRuns: 25 },
    );
  });

  it('renumbers a design by the seed: two seeds give two seatings', () => {
    const first = seated({ players: 16, sessions: 5, seed: 1 });
    const second = seated({ players: 16, sessions: 5, seed: 2 });
    expect(first).not.toEqual(second);
    expect(repeatCount(first)).toBe(0);
    expect(repeatCount(second)).toBe(0);
  });

  it('past the sessions a design has, starts from the design: 40 players, 14 sessions, only the unavoidable repeats', () => {
    // 14 sessions × 3 = 42 meetings per player but only 39 others: at least 3 repeats each, 60 in all.
    const seating = seated({ players: 40, sessions: 14, seed: 2 });
    expect(repeatCount(seating)).toBe(60);
    expectBalancedWinds(seating, 40);
  });

  it('keeps repeats to the unavoidable where no seating avoids them: 8 players, 3 sessions', () => {
    // Each player meets 3 people a session but only 7 exist: at least 2 repeats per player.
    expect(repeatCount(seated({ players: 8, sessions: 3, seed: 5 }))).toBe(8);
  });
});

describe('makeSeating: refusals', () => {
  it.each([
    [{ players: 18, sessions: 4, seed: 0 }, /multiple of 4/],
    [{ players: 0, sessions: 4, seed: 0 }, /multiple of 4/],
    [{ players: MAX_PLAYERS + 4, sessions: 4, seed: 0 }, /multiple of 4/],
    [{ players: 16, sessions: 0, seed: 0 }, /sessions/],
    [{ players: 16, sessions: MAX_SESSIONS + 1, seed: 0 }, /sessions/],
    [{ players: 16, sessions: 2.5, seed: 0 }, /sessions/],
    [{ players: 16, sessions: 2, seed: -1 }, /seed/],
  ])('refuses %o with a message', (request, message) => {
    const result = makeSeating(request);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });
});
