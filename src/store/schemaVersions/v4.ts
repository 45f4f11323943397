import { summarizeAgain } from './summarizeAgain';
import type { SchemaVersion } from './version';

/**
 * Version 4: games are found by the id of the record they were imported from (an import of the
 * same record again is recognised), and a finished game's summary says when it ended (a recompute).
 */
export const V4 = {
  version: 4,
  stores: { games: 'id, updatedAt, recordId', events: '[gameId+seq], gameId', settings: 'key' },
  upgrade: summarizeAgain,
} as const satisfies SchemaVersion;
