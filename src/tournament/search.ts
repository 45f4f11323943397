/**
 * Grouping by local search where no design is known: tabu search on swaps of two players
 * between tables of one session, minimising repeated meetings (after Dotú and Van Hentenryck,
 * "Scheduling social golfers locally", 2005). Bounded by an iteration count, never the clock.
 */
import { shuffle, type Prng } from './prng';
import type { Grouping } from './types';

export interface SearchOptions {
  readonly players: number;
  readonly sessions: number;
  readonly random: Prng;
  /** Swap steps at most; the search stops earlier once no pair meets twice. */
  readonly iterations: number;
  /** Sessions to start from (a design's); the rest are filled greedily. */
  readonly start?: readonly Grouping[];
}

/** Repeats cost: a pair that meets m times costs m−1. */
class Schedule {
  readonly n: number;
  /** seat[s*n + i]: the player at position i of session s (table = i >> 2). */
  readonly seat: Int32Array;
  /** where[s*n + p]: the position of player p in session s. */
  readonly where: Int32Array;
  readonly met: Int32Array;
  cost = 0;

  constructor(n: number, sessions: readonly number[][]) {
    this.n = n;
    this.seat = Int32Array.from(sessions.flat());
    this.where = new Int32Array(this.seat.length);
    this.met = new Int32Array(n * n);
    sessions.forEach((order, s) => {
      order.forEach((player, i) => (this.where[s * n + player] = i));
      for (let i = 0; i < n; i += 4) {
        for (let a = i; a < i + 4; a++) {
          for (let b = a + 1; b < i + 4; b++) this.meet(order[a] as number, order[b] as number, 1);
        }
      }
    });
  }

  meet(a: number, b: number, by: number): void {
    const before = this.met[a * this.n + b] as number;
    const after = before + by;
    this.met[a * this.n + b] = after;
    this.met[b * this.n + a] = after;
    this.cost += Math.max(0, after - 1) - Math.max(0, before - 1);
  }

  /** Whether the player at position i of session s meets someone at that table again. */
  conflicted(s: number, i: number): boolean {
    const base = s * this.n;
    const p = this.seat[base + i] as number;
    const first = i & ~3;
    for (let j = first; j < first + 4; j++) {
      if (j !== i && (this.met[p * this.n + (this.seat[base + j] as number)] as number) > 1) return true;
    }
    return false;
  }

  /** Change of cost if positions i and j (different tables) of session s swap players. */
  swapDelta(s: number, i: number, j: number): number {
    const base = s * this.n;
    const n = this.n;
    const p = this.seat[base + i] as number;
    const q = this.seat[base + j] as number;
    const ti = i & ~3;
    const tj = j & ~3;
    let delta = 0;
    for (let k = 0; k < 4; k++) {
      if (ti + k !== i) {
        const a = this.seat[base + ti + k] as number;
        if ((this.met[p * n + a] as number) >= 2) delta--;
        if ((this.met[q * n + a] as number) >= 1) delta++;
      }
      if (tj + k !== j) {
        const b = this.seat[base + tj + k] as number;
        if ((this.met[q * n + b] as number) >= 2) delta--;
        if ((this.met[p * n + b] as number) >= 1) delta++;
      }
    }
    return delta;
  }

  swap(s: number, i: number, j: number): void {
    const base = s * this.n;
    const p = this.seat[base + i] as number;
    const q = this.seat[base + j] as number;
    const ti = i & ~3;
    const tj = j & ~3;
    for (let k = 0; k < 4; k++) {
      if (ti + k !== i) {
        const a = this.seat[base + ti + k] as number;
        this.meet(p, a, -1);
        this.meet(q, a, 1);
      }
      if (tj + k !== j) {
        const b = this.seat[base + tj + k] as number;
        this.meet(q, b, -1);
        this.meet(p, b, 1);
      }
    }
    this.seat[base + i] = q;
    this.seat[base + j] = p;
    this.where[base + q] = i;
    this.where[base + p] = j;
  }

  groupings(sessions: number): Grouping[] {
    return Array.from({ length: sessions }, (_, s) =>
      Array.from({ length: this.n / 4 }, (_, t) => Array.from(this.seat.subarray(s * this.n + 4 * t, s * this.n + 4 * t + 4))),
    );
  }
}

/** After the given sessions, each session filled player by player into the table where they have met fewest so far. */
function greedyStart(players: number, sessions: number, given: readonly Grouping[], random: Prng): number[][] {
  const met = new Int32Array(players * players);
  const orders: number[][] = given.slice(0, sessions).map((groups) => groups.flat());
  for (const order of orders) {
    for (let i = 0; i < players; i++) {
      for (let j = i & ~3; j < (i & ~3) + 4; j++) if (j !== i) met[(order[i] as number) * players + (order[j] as number)]! += 1;
    }
  }
  for (let s = orders.length; s < sessions; s++) {
    const tables: number[][] = Array.from({ length: players / 4 }, () => []);
    for (const p of shuffle(
      Array.from({ length: players }, (_, i) => i),
      random,
    )) {
      let best: number[] = [];
      let bestScore = Infinity;
      for (const table of tables) {
        if (table.length === 4) continue;
        const score = table.reduce((sum, other) => sum + (met[p * players + other] as number), 0) * 8 + table.length;
        if (score < bestScore) {
          bestScore = score;
          best = table;
        }
      }
      for (const other of best) {
        met[p * players + other]! += 1;
        met[other * players + p]! += 1;
      }
      best.push(p);
    }
    orders.push(tables.flat());
  }
  return orders;
}

/** Groups `players` into tables of four for each session, with as few repeated meetings as the search finds. */
export function searchGroupings({ players, sessions, random, iterations, start = [] }: SearchOptions): Grouping[] {
  const schedule = new Schedule(players, greedyStart(players, sessions, start, random));
  let best = schedule.seat.slice();
  let bestCost = schedule.cost;
  const tabu = new Int32Array(sessions * players);
  let sinceBest = 0;
  const oneTable = players === 4; // nothing to swap: the four meet every session
  const floor = fewestRepeats(players, sessions);
  for (let step = 1; step <= iterations && bestCost > floor && !oneTable; step++) {
    const move = bestMove(schedule, sessions, tabu, step, bestCost, random);
    if (move) {
      schedule.swap(move.s, move.i, move.j);
      const tenure = 3 + random.below(8);
      tabu[move.s * players + (schedule.seat[move.s * players + move.i] as number)] = step + tenure;
      tabu[move.s * players + (schedule.seat[move.s * players + move.j] as number)] = step + tenure;
    }
    if (schedule.cost < bestCost) {
      bestCost = schedule.cost;
      best = schedule.seat.slice();
      sinceBest = 0;
    } else if (++sinceBest > 400 + 20 * players) {
      perturb(schedule, sessions, random);
      sinceBest = 0;
    }
  }
  const result = new Schedule(
    players,
    Array.from({ length: sessions }, (_, s) => Array.from(best.subarray(s * players, (s + 1) * players))),
  );
  return result.groupings(sessions);
}

/**
 * A floor no seating beats: each player meets 3 others per session and there are only
 * players − 1 others, so a player who meets 3S people repeats at least 3S − (players − 1) times.
 */
function fewestRepeats(players: number, sessions: number): number {
  return (players * Math.max(0, 3 * sessions - (players - 1))) / 2;
}

interface Move {
  s: number;
  i: number;
  j: number;
}

/** Conflicted players looked at per step: enough to steer, few enough that a step stays cheap when repeats cannot all go. */
const SAMPLED_PLAYERS = 8;

/**
 * The best non-tabu swap that moves one of a few conflicted players (ties broken at random); a
 * tabu move is taken when it beats the best so far.
 */
function bestMove(schedule: Schedule, sessions: number, tabu: Int32Array, step: number, bestCost: number, random: Prng): Move | null {
  const n = schedule.n;
  const conflicted: number[] = [];
  for (let at = 0; at < sessions * n; at++) if (schedule.conflicted(Math.floor(at / n), at % n)) conflicted.push(at);
  const sample = conflicted.length <= SAMPLED_PLAYERS ? conflicted : shuffle(conflicted, random).slice(0, SAMPLED_PLAYERS);
  let chosen: Move | null = null;
  let chosenDelta = Infinity;
  let ties = 0;
  for (const at of sample) {
    const s = Math.floor(at / n);
    const i = at % n;
    const pTabu = (tabu[s * n + (schedule.seat[at] as number)] as number) > step;
    for (let j = 0; j < n; j++) {
      if ((j & ~3) === (i & ~3)) continue;
      const delta = schedule.swapDelta(s, i, j);
      const isTabu = pTabu || (tabu[s * n + (schedule.seat[s * n + j] as number)] as number) > step;
      if (isTabu && schedule.cost + delta >= bestCost) continue;
      if (delta < chosenDelta) {
        chosenDelta = delta;
        chosen = { s, i, j };
        ties = 1;
      } else if (delta === chosenDelta && random.below(++ties) === 0) {
        chosen = { s, i, j };
      }
    }
  }
  return chosen;
}

/** A few random swaps to leave a plateau. */
function perturb(schedule: Schedule, sessions: number, random: Prng): void {
  const n = schedule.n;
  for (let k = 0; k < 2 + random.below(4); k++) {
    const s = random.below(sessions);
    const i = random.below(n);
    let j = random.below(n);
    while ((j & ~3) === (i & ~3)) j = random.below(n);
    schedule.swap(s, i, j);
  }
}
