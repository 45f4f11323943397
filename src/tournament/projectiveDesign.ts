/**
 * The design for 40 players: the points and lines of the projective space PG(3,3) (40 points,
 * 130 lines of 4, two points on exactly one line). A spread is 10 lines that partition the
 * points: one session. A packing of PG(3,3) (its 130 lines split into 13 spreads; packings of
 * PG(3,q) exist for every q, Denniston 1972) seats 13 sessions in which every two players meet
 * exactly once. We list the 8424 spreads (an exact cover of the points by lines) and pick 13 that
 * share no line (an exact cover of the lines by spreads), each by depth-first search on the
 * most constrained point or line; the second search needs a few dozen steps.
 */
import type { Grouping } from './types';

const TRITS = 4;
const SIZE = 81;

function trit(v: number, i: number): number {
  return Math.floor(v / 3 ** i) % 3;
}

function fromTrits(t: readonly number[]): number {
  return t.reduce((sum, digit, i) => sum + (((digit % 3) + 3) % 3) * 3 ** i, 0);
}

function add(u: number, v: number): number {
  return fromTrits(Array.from({ length: TRITS }, (_, i) => trit(u, i) + trit(v, i)));
}

function scale(v: number, by: number): number {
  return fromTrits(Array.from({ length: TRITS }, (_, i) => trit(v, i) * by));
}

/** The representative of a projective point: its last nonzero coordinate made 1. */
function normalise(v: number): number {
  for (let i = TRITS - 1; i >= 0; i--) {
    const digit = trit(v, i);
    if (digit !== 0) return digit === 1 ? v : scale(v, 2);
  }
  return 0;
}

interface Geometry {
  points: number[];
  lines: number[][];
  /** lines through each point (by point index). */
  through: number[][];
}

function geometry(): Geometry {
  const points: number[] = [];
  for (let v = 1; v < SIZE; v++) if (normalise(v) === v) points.push(v);
  const indexOf = new Map(points.map((p, i) => [p, i]));
  const lineKeys = new Map<string, number>();
  const lines: number[][] = [];
  for (const p of points) {
    for (const q of points) {
      if (q <= p) continue;
      const line = [p, q, add(p, q), add(p, scale(q, 2))].map((v) => indexOf.get(normalise(v)) as number).sort((a, b) => a - b);
      const key = line.join(',');
      if (!lineKeys.has(key)) {
        lineKeys.set(key, lines.length);
        lines.push(line);
      }
    }
  }
  const through = points.map((_, i) => lines.flatMap((line, l) => (line.includes(i) ? [l] : [])));
  return { points, lines, through };
}

/** Every spread, as line indices: each found once, by always covering the first uncovered point. */
function allSpreads(geo: Geometry): number[][] {
  const spreads: number[][] = [];
  const covered = new Uint8Array(geo.points.length);
  const chosen: number[] = [];
  const extend = (): void => {
    const point = covered.indexOf(0);
    if (point < 0) {
      spreads.push(chosen.slice());
      return;
    }
    for (const l of geo.through[point] as number[]) {
      const line = geo.lines[l] as number[];
      if (line.some((p) => covered[p])) continue;
      line.forEach((p) => (covered[p] = 1));
      chosen.push(l);
      extend();
      chosen.pop();
      line.forEach((p) => (covered[p] = 0));
    }
  };
  extend();
  return spreads;
}

/** 13 spreads that share no line, or null. */
function packing(spreads: readonly number[][], lineCount: number): number[] | null {
  const used = new Uint8Array(lineCount);
  const chosen: number[] = [];
  const solve = (candidates: readonly number[]): boolean => {
    if (chosen.length === SPREADS_IN_PACKING) return true;
    const options = new Int32Array(lineCount);
    for (const s of candidates) for (const l of spreads[s] as number[]) options[l]! += 1;
    let line = -1;
    for (let l = 0; l < lineCount; l++) if (!used[l] && (line < 0 || options[l]! < options[line]!)) line = l;
    if (line < 0 || options[line] === 0) return false;
    for (const s of candidates) {
      const spread = spreads[s] as number[];
      if (!spread.includes(line)) continue;
      spread.forEach((l) => (used[l] = 1));
      chosen.push(s);
      if (solve(candidates.filter((c) => (spreads[c] as number[]).every((l) => !used[l])))) return true;
      chosen.pop();
      spread.forEach((l) => (used[l] = 0));
    }
    return false;
  };
  return solve(spreads.map((_, i) => i)) ? chosen : null;
}

const SPREADS_IN_PACKING = 13;
let cached: Grouping[] | null = null;

/** The 13 sessions of a packing of PG(3,3), players 0..39 (computed once: the same every time). */
export function projectiveDesign(): Grouping[] {
  if (cached) return cached;
  const geo = geometry();
  const spreads = allSpreads(geo);
  const chosen = packing(spreads, geo.lines.length) ?? [];
  cached = chosen.map((s) => (spreads[s] as number[]).map((l) => geo.lines[l] as number[]));
  return cached;
}
