/** Seat order at a table: East, South, West, North at the start of the game (FORMATS.md). */
export type Table = readonly [number, number, number, number];
/** One session: its tables, numbered from 1 in list order. */
export type Session = readonly Table[];
/** Every session's tables; players are numbered 0..N-1. */
export type Seating = readonly Session[];

/** A parallel class: a partition of the players into groups of four (no seat order yet). */
export type Grouping = readonly (readonly number[])[];

export const WINDS = ['E', 'S', 'W', 'N'] as const;
