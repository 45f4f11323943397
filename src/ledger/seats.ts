import type { RoundWind, Scores, Seat } from './types';

export const SEATS: readonly Seat[] = [0, 1, 2, 3];
export const WINDS: readonly RoundWind[] = ['E', 'S', 'W', 'N'];

export function isSeat(value: unknown): value is Seat {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

/** `seats` with `seat` in or out, in seat order. */
export function withSeat(seats: readonly Seat[], seat: Seat, on: boolean): Seat[] {
  const others = seats.filter((s) => s !== seat);
  return on ? [...others, seat].sort((a, b) => a - b) : others;
}

export function seatAfter(seat: Seat, steps: number): Seat {
  return ((seat + steps) % 4) as Seat;
}

/** Turn distance from `from` to `seat` (1 = the next player in turn order). */
export function turnDistance(from: Seat, seat: Seat): number {
  return (seat - from + 4) % 4;
}

/** Seat wind of a player given the current dealer. */
export function seatWind(seat: Seat, dealer: Seat): RoundWind {
  return WINDS[turnDistance(dealer, seat)] ?? 'E';
}

export function zeroScores(): [number, number, number, number] {
  return [0, 0, 0, 0];
}

export function addScores(a: Scores, b: Scores): [number, number, number, number] {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3]];
}

/** Seats ordered by table score, highest first; equal scores: the earlier seat first. */
export function rankBySeatOrder(scores: Scores): Seat[] {
  return [...SEATS].sort((a, b) => scores[b] - scores[a] || a - b);
}
