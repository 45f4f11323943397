import type { GameTally, PlayerChange, Season } from '../club';

/**
 * Schema version 7 (issue 28): the club's player changes and seasons. Players themselves are not
 * stored: they are derived when read from the names in the games and these changes (src/club
 * players.ts), so a database of games from before opens with its players already there, and
 * nothing in a game is rewritten. No upgrade is needed: the stores start empty.
 */
export const CLUB_STORES: Readonly<Record<string, string>> = {
  // Append-only, in the order made; `id` finds a change a season file brings again.
  playerEvents: 'seq, &id',
  seasons: 'id',
  // A cache of each game's seats counted (src/club tallyGame), kept so that a player page over a
  // season of 1,000 games does not replay them all each time; valid while the game's lastSeq is the same.
  gameTallies: 'gameId',
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

/** A game's seats counted from its hands (tallyGame), as they stood at the game's event `lastSeq`. */
export interface GameTallyRow {
  readonly gameId: string;
  readonly lastSeq: number;
  readonly tally: GameTally;
}
