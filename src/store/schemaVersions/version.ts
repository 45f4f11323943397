import type { Transaction } from 'dexie';

/**
 * One schema version: its stores and the `upgrade` that rewrites the rows stored by the version
 * before (runs once, inside Dexie's upgrade transaction). One file per version (issue 32):
 * a version's file is frozen once released. A rewrite step copies the rule it applies and reads
 * only stored fields, so that it does the same in a year as on the day it shipped; a recompute
 * step (a summary from the events) may call current code, and must be idempotent.
 */
export interface SchemaVersion {
  readonly version: number;
  readonly stores: Readonly<Record<string, string>>;
  readonly upgrade?: (tx: Transaction) => Promise<void>;
}
