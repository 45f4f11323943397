import type { OrganiserState } from '../tournament/organiserState';
import type { SchemaVersion } from './db';

/**
 * Schema version 6 (issue 27): a `tournaments` store, a row per tournament an organiser runs on
 * this device: its `riichi-tournament/1` content and the organiser's own state (tournaments.ts).
 * A new store only: no row of version 5 is rewritten, so there is no upgrade function.
 * Kept in a file of its own (BRIEF: each version's stores in its own file; db.ts lists it).
 */
export function tournamentsVersion(before: Readonly<Record<string, string>>): SchemaVersion {
  return { version: 6, stores: { ...before, tournaments: 'id, updatedAt' } };
}

export interface TournamentRow {
  /** The tournament's id (the file's `id`). */
  readonly id: string;
  readonly createdAt: number;
  readonly updatedAt: number;
  /** The `riichi-tournament/1` JSON object (tournamentJson): read back through decodeTournament. */
  readonly file: Readonly<Record<string, unknown>>;
  readonly organiser: OrganiserState;
}
