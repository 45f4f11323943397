/**
 * Seat order at each table so that winds are balanced: each player sits each wind ⌊S/4⌋ or
 * ⌈S/4⌉ times (issue 27). Such an order always exists (an equitable 4-edge-colouring of the
 * bipartite players–tables graph); we reach it by balancing two winds at a time: the tables
 * that seat a player at wind α or β form a graph in which flipping α and β along a path moves
 * one α seat from a player with too many to a player with too few.
 */
import { shuffle, type Prng } from './prng';
import type { Grouping, Seating, Table } from './types';

const ORDERS: readonly (readonly number[])[] = permutationsOf([0, 1, 2, 3]);

function permutationsOf(items: readonly number[]): number[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((item, i) => permutationsOf([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/**
 * The seat order for one group that gives each player the winds they have sat least so far
 * (the smallest sum of earlier counts; the first such order in a fixed list, so deterministic).
 */
export function seatForWinds(group: readonly number[], counts: readonly (readonly number[])[]): Table {
  let best: Table = [group[0]!, group[1]!, group[2]!, group[3]!];
  let bestCost = Infinity;
  for (const order of ORDERS) {
    const seats = order.map((i) => group[i] as number);
    const cost = seats.reduce((sum, player, wind) => sum + (counts[player]?.[wind] ?? 0) ** 2, 0);
    if (cost < bestCost) {
      bestCost = cost;
      best = [seats[0]!, seats[1]!, seats[2]!, seats[3]!];
    }
  }
  return best;
}

/** Seats every session's groups with balanced winds; the seed only breaks ties. */
export function assignWinds(sessions: readonly Grouping[], players: number, random: Prng): Seating {
  const counts = Array.from({ length: players }, () => [0, 0, 0, 0]);
  const seats: number[][][] = sessions.map((groups) =>
    groups.map((group) => {
      const table = seatForWinds(shuffle(group.slice(), random), counts);
      table.forEach((player, wind) => (counts[player]![wind]! += 1));
      return table.slice();
    }),
  );
  let changed = true;
  while (changed) {
    changed = false;
    for (let alpha = 0; alpha < 4; alpha++) {
      for (let beta = alpha + 1; beta < 4; beta++) {
        if (balancePair(seats, counts, alpha, beta)) changed = true;
      }
    }
  }
  return seats.map((session) => session.map((t) => [t[0]!, t[1]!, t[2]!, t[3]!] as const));
}

/** Makes |count(α) − count(β)| ≤ 1 for every player; true if any seat moved. */
function balancePair(seats: number[][][], counts: number[][], alpha: number, beta: number): boolean {
  const tables = seats.flat();
  let moved = false;
  for (let player = 0; player < counts.length; player++) {
    while (counts[player]![alpha]! - counts[player]![beta]! >= 2) {
      flipPath(tables, counts, player, alpha, beta);
      moved = true;
    }
    while (counts[player]![beta]! - counts[player]![alpha]! >= 2) {
      flipPath(tables, counts, player, beta, alpha);
      moved = true;
    }
  }
  return moved;
}

/**
 * From `start` (too many α), follow tables where the current player sits α to the player
 * sitting β there, until a player with fewer α than β; swap α and β along that path. Such a
 * player is always reachable: the players reachable from `start` hold every α seat pointing
 * out of their set, so their α−β surplus sums to zero or less.
 */
function flipPath(tables: number[][], counts: number[][], start: number, alpha: number, beta: number): void {
  const outgoing = new Map<number, number[]>();
  tables.forEach((table, index) => {
    const player = table[alpha] as number;
    const list = outgoing.get(player) ?? [];
    list.push(index);
    outgoing.set(player, list);
  });
  const cameBy = new Map<number, number>([[start, -1]]);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const player = queue[head] as number;
    if (player !== start && counts[player]![alpha]! < counts[player]![beta]!) {
      flipBack(tables, counts, cameBy, player, alpha, beta);
      return;
    }
    for (const index of outgoing.get(player) ?? []) {
      const next = tables[index]![beta] as number;
      if (cameBy.has(next)) continue;
      cameBy.set(next, index);
      queue.push(next);
    }
  }
  throw new Error('wind balancing found no path: the seating is not a partition');
}

function flipBack(tables: number[][], counts: number[][], cameBy: Map<number, number>, end: number, alpha: number, beta: number): void {
  let player = end;
  for (let index = cameBy.get(player) as number; index >= 0; index = cameBy.get(player) as number) {
    const table = tables[index] as number[];
    const from = table[alpha] as number;
    table[alpha] = player;
    table[beta] = from;
    counts[from]![alpha]! -= 1;
    counts[from]![beta]! += 1;
    counts[player]![beta]! -= 1;
    counts[player]![alpha]! += 1;
    player = from;
  }
}
