import type { PlayerChange, Season } from '../club';

/**
 * Schema version 7 (issue 28): the club's player changes and seasons. Players themselves are not
 * stored: they are derived when read from the names in the games and these changes (src/club
 * players.ts), so a database of games from before opens with its players already there, and
 * nothing in a game is rewritten. No upgrade is needed: the two stores start empty.
 */
export const CLUB_STORES: Readonly<Record<string, string>> = {
  // Append-only, in the order made; `id` finds a change a season file brings again.
  playerEvents: 'seq, &id',
  seasons: 'id',
};

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
