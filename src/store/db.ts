import Dexie, { type Table } from 'dexie';
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
export const SCHEMA = [
  {
    version: 1,
    stores: {
      games: 'id, updatedAt',
      events: '[gameId+seq], gameId',
      settings: 'key',
    },
  },
] as const;

export class TenboDb extends Dexie {
  games!: Table<GameRow, string>;
  events!: Table<EventRow, [string, number]>;
  settings!: Table<SettingRow, string>;

  constructor(name: string = DB_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    for (const schema of SCHEMA) this.version(schema.version).stores(schema.stores);
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
