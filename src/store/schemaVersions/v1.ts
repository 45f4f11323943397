import type { SchemaVersion } from './version';

/** Version 1: games, their append-only events, settings. */
export const V1 = {
  version: 1,
  stores: { games: 'id, updatedAt', events: '[gameId+seq], gameId', settings: 'key' },
} as const satisfies SchemaVersion;
