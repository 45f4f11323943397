/** What the organiser sees of a seating: repeated meetings and wind counts (issue 27). */
import type { Seating } from './types';

export function playerCount(seating: Seating): number {
  return (seating[0]?.length ?? 0) * 4;
}

/** How often each pair sat at one table: a flat n×n matrix, index a*n+b. */
export function meetingMatrix(seating: Seating, players = playerCount(seating)): Uint16Array {
  const met = new Uint16Array(players * players);
  for (const session of seating) {
    for (const table of session) {
      for (let i = 0; i < 4; i++) {
        for (let j = i + 1; j < 4; j++) {
          const a = table[i] as number;
          const b = table[j] as number;
          met[a * players + b]! += 1;
          met[b * players + a]! += 1;
        }
      }
    }
  }
  return met;
}

export interface RepeatedPair {
  readonly players: readonly [number, number];
  /** How many times the two sat at one table (2 or more). */
  readonly times: number;
}

/** Every pair that meets more than once, lowest player numbers first. */
export function repeatedPairs(seating: Seating): RepeatedPair[] {
  const n = playerCount(seating);
  const met = meetingMatrix(seating, n);
  const pairs: RepeatedPair[] = [];
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      const times = met[a * n + b] as number;
      if (times > 1) pairs.push({ players: [a, b], times });
    }
  }
  return pairs;
}

/** Repeated meetings: a pair that meets k times counts k-1. */
export function repeatCount(seating: Seating): number {
  return repeatedPairs(seating).reduce((sum, pair) => sum + pair.times - 1, 0);
}

/** Per player, how many times they sat East, South, West and North. */
export function windCounts(seating: Seating, players = playerCount(seating)): number[][] {
  const counts = Array.from({ length: players }, () => [0, 0, 0, 0]);
  for (const session of seating) {
    for (const table of session) {
      table.forEach((player, wind) => {
        counts[player]![wind]! += 1;
      });
    }
  }
  return counts;
}

/**
 * How far the winds are from balanced: each player should sit each wind ⌊S/4⌋ or ⌈S/4⌉ times
 * (issue 27); this is the largest distance of any count outside that range (0 when balanced).
 */
export function windImbalance(seating: Seating): number {
  const sessions = seating.length;
  const low = Math.floor(sessions / 4);
  const high = Math.ceil(sessions / 4);
  let worst = 0;
  for (const counts of windCounts(seating)) {
    for (const count of counts) worst = Math.max(worst, low - count, count - high);
  }
  return worst;
}
