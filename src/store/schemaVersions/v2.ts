import { summarizeAgain } from './summarizeAgain';
import { V1 } from './v1';
import type { SchemaVersion } from './version';

/** Version 2: a finished game's summary holds each seat's final result, for the games list (a recompute). */
export const V2 = {
  version: 2,
  stores: V1.stores,
  upgrade: summarizeAgain,
} as const satisfies SchemaVersion;
