/**
 * Designs for 2^k players (16, 32, 64, …): players are the vectors of F_2^k, and a session is
 * the cosets of a 2-dimensional subspace {0, a, b, a⊕b}. Two players x, y meet in that session
 * when x⊕y lies in the subspace, so sessions built on subspaces that share only 0 (a partial
 * spread) never repeat a meeting. For even k the spread is the lines of F_4^(k/2) (the affine
 * space AG(k/2, 4): 16 players give the affine plane AG(2,4), 5 sessions; 64 give AG(3,4), 21).
 * For 32 players see doubledDesign.ts (10 sessions, where subspaces give at most 9).
 */
import type { Grouping } from './types';

/** F_4 = {0, 1, ω, ω²} as 0..3; multiplication by ω. */
const TIMES_OMEGA = [0, 2, 3, 1] as const;

/** The 2-dimensional subspaces (as {a, b}) of a spread or partial spread of F_2^k. */
function binarySpread(k: number): [number, number][] {
  if (k % 2 === 0) return f4Lines(k / 2);
  if (k === 3) return [[1, 2]];
  return [];
}

/** The 1-dimensional subspaces of F_4^m, each {0, v, ωv, ω²v} seen in F_2^(2m). */
export function f4Lines(m: number): [number, number][] {
  const lines: [number, number][] = [];
  for (let v = 1; v < 4 ** m; v++) {
    if (leadingDigit(v, m) !== 1) continue; // one representative per line
    lines.push([v, timesOmega(v, m)]);
  }
  return lines;
}

function leadingDigit(v: number, m: number): number {
  for (let c = m - 1; c >= 0; c--) {
    const digit = (v >> (2 * c)) & 3;
    if (digit !== 0) return digit;
  }
  return 0;
}

function timesOmega(v: number, m: number): number {
  let out = 0;
  for (let c = 0; c < m; c++) out |= TIMES_OMEGA[((v >> (2 * c)) & 3) as 0 | 1 | 2 | 3] << (2 * c);
  return out;
}

/** The sessions of the design for `players` = 2^k, or none when it is not a power of two. */
export function binaryDesign(players: number): Grouping[] {
  const k = Math.log2(players);
  if (!Number.isInteger(k) || k < 2) return [];
  return binarySpread(k).map(([a, b]) => {
    const groups: number[][] = [];
    const seen = new Uint8Array(players);
    for (let x = 0; x < players; x++) {
      if (seen[x]) continue;
      const group = [x, x ^ a, x ^ b, x ^ a ^ b];
      group.forEach((p) => (seen[p] = 1));
      groups.push(group);
    }
    return groups;
  });
}
