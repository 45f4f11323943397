import Dexie, { type Table, type Transaction } from 'dexie';
import { summaryOf } from './summary';
import type { EventRow, GameRow, SettingRow } from './types';

export type * from './types';

/**
 * The one storage module (IndexedDB through Dexie). Nothing a user entered is ever removed:
 * a game's events are append-only (undo and edit are events too) and deleting a game only
 * marks it, so it can be restored.
 */

export const DB_NAME = 'tenbo';

/**
 * Schema versions. Version 1 is the first; a later version appends an entry with its stores
 * and an `upgrade` that rewrites old rows (each version gets a test that seeds the one
 * before in fake-indexeddb and opens the new one).
 */
export interface SchemaVersion {
  readonly version: number;
  readonly stores: Readonly<Record<string, string>>;
  /** Rewrites rows stored by the version before (runs once, inside Dexie's upgrade transaction). */
  readonly upgrade?: (tx: Transaction) => Promise<void>;
}

const STORES_V1: Readonly<Record<string, string>> = {
  games: 'id, updatedAt',
  events: '[gameId+seq], gameId',
  settings: 'key',
};

export const SCHEMA: readonly SchemaVersion[] = [
  { version: 1, stores: STORES_V1 },
  // Version 2: a finished game's summary holds each seat's final result, for the games list.
  { version: 2, stores: STORES_V1, upgrade: summarizeAgain },
];

/** Every game's summary computed again from its events (the events themselves are not touched). */
async function summarizeAgain(tx: Transaction): Promise<void> {
  const games = tx.table<GameRow, string>('games');
  const events = tx.table<EventRow, [string, number]>('events');
  for (const game of await games.toArray()) {
    const rows = await events.where('gameId').equals(game.id).sortBy('seq');
    await games.put({ ...game, summary: summaryOf(game, rows) });
  }
}

export class TenboDb extends Dexie {
  games!: Table<GameRow, string>;
  events!: Table<EventRow, [string, number]>;
  settings!: Table<SettingRow, string>;

  /** `schema` is the app's SCHEMA; tests pass a longer list to rehearse an upgrade. */
  constructor(name: string = DB_NAME, options?: ConstructorParameters<typeof Dexie>[1], schema: readonly SchemaVersion[] = SCHEMA) {
    super(name, options);
    for (const version of schema) {
      const declared = this.version(version.version).stores(version.stores);
      if (version.upgrade) declared.upgrade(version.upgrade);
    }
  }
}

let instance: TenboDb | null = null;

/** The app's database (opened lazily, once). */
export function getDb(): TenboDb {
  instance ??= new TenboDb();
  return instance;
}

/** Tests and benchmarks point the app at another database. */
export function setDatabase(db: TenboDb): void {
  instance = db;
}
