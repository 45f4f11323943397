import type { OrganiserState } from '../tournament/organiserState';

/** A row of the `tournaments` store (schema version 6, schemaVersions/v6.ts): read and written by tournaments.ts. */
export interface TournamentRow {
  /** The tournament's id (the file's `id`). */
  readonly id: string;
  readonly createdAt: number;
  readonly updatedAt: number;
  /** The `riichi-tournament/1` JSON object (tournamentJson): read back through decodeTournament. */
  readonly file: Readonly<Record<string, unknown>>;
  readonly organiser: OrganiserState;
}
