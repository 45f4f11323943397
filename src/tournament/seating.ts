/**
 * The tournament seating (issue 27): every player plays once per session at a table of four,
 * seated East, South, West, North; no two players meet twice wherever a design or the search
 * achieves it (otherwise as few repeats as the search finds); each player sits each wind ⌊S/4⌋
 * or ⌈S/4⌉ times; the same (players, sessions, seed) always gives the same seating.
 */
import { designSessions } from './designs';
import { makePrng, permutation, shuffle, type Prng } from './prng';
import { searchGroupings } from './search';
import type { Grouping, Seating } from './types';
import { assignWinds } from './winds';

export const MAX_PLAYERS = 400;
export const MAX_SESSIONS = 30;
/**
 * Swap steps of the search where no design fits. A step looks at every seat of every session,
 * so the budget shrinks as players × sessions grows: a seating that cannot reach 0 repeats
 * (28 × 7, 100 × 30) comes back within a second or so, and the aims (20 × 5, 100 × 8) need
 * under 1000 steps over 8 seeds.
 */
export function defaultSearchSteps(players: number, sessions: number): number {
  return Math.min(10000, Math.max(1000, Math.floor(2_000_000 / (players * sessions))));
}

export interface SeatingRequest {
  readonly players: number;
  readonly sessions: number;
  readonly seed: number;
  /** Search steps where no design fits (default: defaultSearchSteps). */
  readonly searchSteps?: number;
}

export type SeatingResult = { ok: true; seating: Seating } | { ok: false; error: string };

export function checkSeatingRequest({ players, sessions, seed }: SeatingRequest): string | null {
  if (!Number.isInteger(players) || players < 4 || players % 4 !== 0 || players > MAX_PLAYERS) {
    return `The number of players must be a multiple of 4 from 4 to ${MAX_PLAYERS}.`;
  }
  if (!Number.isInteger(sessions) || sessions < 1 || sessions > MAX_SESSIONS) {
    return `The number of sessions must be a whole number from 1 to ${MAX_SESSIONS}.`;
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) return 'The seed must be a whole number from 0 to 4294967295.';
  return null;
}

export function makeSeating(request: SeatingRequest): SeatingResult {
  const error = checkSeatingRequest(request);
  if (error) return { ok: false, error };
  const { players, sessions, seed } = request;
  const random = makePrng(seed);
  const design = designSessions(players);
  // More sessions than the design has: the search starts from the whole design, so it ends no worse.
  const groupings =
    design.length >= sessions
      ? relabel(design, players, sessions, random)
      : searchGroupings({
          players,
          sessions,
          random,
          iterations: request.searchSteps ?? defaultSearchSteps(players, sessions),
          start: relabel(design, players, design.length, random),
        });
  return { ok: true, seating: assignWinds(groupings, players, random) };
}

/** Some sessions of a design, in a seeded order, with players and tables renumbered by the seed. */
function relabel(design: readonly Grouping[], players: number, sessions: number, random: Prng): Grouping[] {
  const rename = permutation(players, random);
  const picked = permutation(design.length, random).slice(0, sessions);
  return picked.map((index) =>
    shuffle(
      (design[index] as Grouping).map((group) => group.map((p) => rename[p] as number)),
      random,
    ),
  );
}
