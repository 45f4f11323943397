/**
 * 32 players, 10 sessions with no repeated meeting: the social golfer problem 8-4-10, which a
 * plain local search does not solve. Every player meets 30 of the other 31, so the pairs that
 * never meet form a perfect matching; we build the design around it.
 *
 * Players are (x, ε): x a vector of F_2^4 (16 "couples"), ε ∈ {0, 1}; (x, 0) and (x, 1) never
 * meet. Take two spreads of F_2^4 (5 two-dimensional subspaces each, every nonzero vector in
 * exactly one) sharing no subspace; the cosets of their 10 subspaces are 10 partitions of the
 * couples into fours in which two couples x ≠ y share exactly two fours (x ⊕ y lies in one
 * subspace of each spread). A four B with a sign s_B: B → F_2 seats two tables,
 * {(x, ε ⊕ s_B(x)) : x ∈ B} for ε = 0, 1: that is 8 tables per session. (x, a) and (y, b) meet at
 * B when a ⊕ b = s_B(x) ⊕ s_B(y); they meet exactly once when the two fours B₁, B₂ that x and y
 * share give different values: s_B₁(x) ⊕ s_B₁(y) ⊕ s_B₂(x) ⊕ s_B₂(y) = 1, for all 120 couples'
 * pairs. That is a linear system over F_2 in the 160 signs, solved by elimination. (Signs that
 * are linear on F_2^4 cannot solve it, by parity: hence a system, not a formula.)
 */
import { f4Lines } from './binaryDesign';
import type { Grouping } from './types';

const COUPLES = 16;

type Subspace = readonly [number, number];

function nonzero([a, b]: Subspace): number[] {
  return [a, b, a ^ b];
}

/** A spread of F_2^4 that shares no subspace with `other`. */
function disjointSpread(other: readonly Subspace[]): Subspace[] {
  const taken = new Set(
    other.map((w) =>
      nonzero(w)
        .sort((x, y) => x - y)
        .join(','),
    ),
  );
  const all: Subspace[] = [];
  for (let a = 1; a < COUPLES; a++) {
    for (let b = a + 1; b < COUPLES; b++) if ((a ^ b) > b && !taken.has([a, b, a ^ b].sort((x, y) => x - y).join(','))) all.push([a, b]);
  }
  const chosen: Subspace[] = [];
  const place = (from: number, used: number): boolean => {
    if (chosen.length === 5) return true;
    for (let i = from; i < all.length; i++) {
      const mask = nonzero(all[i] as Subspace).reduce((m, v) => m | (1 << v), 0);
      if (used & mask) continue;
      chosen.push(all[i] as Subspace);
      if (place(i + 1, used | mask)) return true;
      chosen.pop();
    }
    return false;
  };
  return place(0, 0) ? chosen : [];
}

function cosets([a, b]: Subspace): number[][] {
  const fours: number[][] = [];
  for (let x = 0; x < COUPLES; x++) {
    const four = [x, x ^ a, x ^ b, x ^ a ^ b];
    if (Math.min(...four) === x) fours.push(four);
  }
  return fours;
}

/** Solves rows (bits, the last one the right-hand side) over F_2; null when inconsistent. */
function solveOverF2(rows: Uint8Array[], unknowns: number): Uint8Array | null {
  const pivots: number[] = [];
  for (let column = 0, rank = 0; column < unknowns && rank < rows.length; column++) {
    const found = rows.findIndex((row, k) => k >= rank && row[column] === 1);
    if (found < 0) continue;
    [rows[rank], rows[found]] = [rows[found] as Uint8Array, rows[rank] as Uint8Array];
    const pivot = rows[rank] as Uint8Array;
    rows.forEach((row, k) => {
      if (k !== rank && row[column] === 1) for (let c = column; c <= unknowns; c++) row[c]! ^= pivot[c] as number;
    });
    pivots.push(column);
    rank++;
  }
  if (rows.some((row, k) => k >= pivots.length && row[unknowns] === 1)) return null;
  const solution = new Uint8Array(unknowns);
  pivots.forEach((column, k) => (solution[column] = (rows[k] as Uint8Array)[unknowns] as number));
  return solution;
}

/** The 10 sessions for 32 players, players numbered 2x + ε; empty if the system had no solution. */
export function doubledDesign(): Grouping[] {
  const first = f4Lines(2);
  const subspaces = [...first, ...disjointSpread(first)];
  const sessionsOfFours = subspaces.map(cosets);
  const fours = sessionsOfFours.flat();
  const unknowns = fours.length * 4; // sign of couple four[k] at four f: unknown 4f + k
  const rows: Uint8Array[] = [];
  for (let x = 0; x < COUPLES; x++) {
    for (let y = x + 1; y < COUPLES; y++) {
      const row = new Uint8Array(unknowns + 1);
      fours.forEach((four, f) => {
        if (!four.includes(x) || !four.includes(y)) return;
        row[4 * f + four.indexOf(x)]! ^= 1;
        row[4 * f + four.indexOf(y)]! ^= 1;
      });
      row[unknowns] = 1;
      rows.push(row);
    }
  }
  const signs = solveOverF2(rows, unknowns);
  if (!signs || subspaces.length !== 10) return [];
  let f = 0;
  return sessionsOfFours.map((session) =>
    session.flatMap((four) => {
      const base = 4 * f++;
      return [0, 1].map((epsilon) => four.map((x, k) => 2 * x + (epsilon ^ (signs[base + k] as number))));
    }),
  );
}
