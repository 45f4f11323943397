import type { SchemaVersion } from './version';

/**
 * Version 6 (issue 27): a `tournaments` store, a row per tournament an organiser runs on this
 * device (its `riichi-tournament/1` content and the organiser's own state: tournamentSchema.ts).
 * A new store only: no row of version 5 is rewritten, so there is no upgrade.
 */
export const V6 = {
  version: 6,
  stores: {
    games: 'id, updatedAt, recordId',
    events: '[gameId+seq], gameId',
    settings: 'key',
    drafts: 'key',
    tournaments: 'id, updatedAt',
  },
} as const satisfies SchemaVersion;
