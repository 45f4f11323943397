import type { PlayerChange, Season } from '../club';

/** Rows of the club's stores (schema version 7, schemaVersions/v7.ts): read and written by club.ts. */

/** A change to the players (rename, merge, split, undo), as made. */
export interface PlayerEventRow {
  readonly seq: number;
  readonly id: string;
  /** When it was made (ms). */
  readonly at: number;
  readonly change: PlayerChange;
}

export interface SeasonRow extends Season {
  readonly updatedAt: number;
}
