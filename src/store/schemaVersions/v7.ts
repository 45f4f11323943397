import type { SchemaVersion } from './version';

/**
 * Version 7 (issue 28): the club's player changes and seasons (clubSchema.ts). Players themselves
 * are not stored: they are derived when read from the names in the games and these changes, so a
 * database of games from before opens with its players there and nothing rewritten. New stores
 * only, starting empty: no upgrade.
 */
export const V7 = {
  version: 7,
  stores: {
    games: 'id, updatedAt, recordId',
    events: '[gameId+seq], gameId',
    settings: 'key',
    drafts: 'key',
    tournaments: 'id, updatedAt',
    // Append-only, in the order made; `id` finds a change a season file brings again.
    playerEvents: 'seq, &id',
    seasons: 'id',
  },
} as const satisfies SchemaVersion;
