import Dexie, { type Table } from 'dexie';
import { SCHEMA, type SchemaVersion } from './schemaVersions';
import type { DraftRow, EventRow, GameRow, SettingRow } from './types';
import type { TournamentRow } from './tournamentSchema';
import type { PlayerEventRow, SeasonRow } from './clubSchema';

export type * from './types';
export { SCHEMA, type SchemaVersion };

/**
 * The one storage module (IndexedDB through Dexie). Nothing a user entered is ever removed:
 * a game's events are append-only (undo and edit are events too) and deleting a game only
 * marks it, so it can be restored.
 */

export const DB_NAME = 'tenbo';

/**
 * The database was written by a later Tenbō: its version is above this app's schema, or a store
 * this app needs is not in it. Nothing is read or written (issue 31): Dexie would open it at its
 * own version and quietly create a missing store empty, a game then showing without its hands.
 */
export class NewerDatabaseError extends Error {
  override readonly name = 'NewerDatabaseError';
}

type DexieOptions = NonNullable<ConstructorParameters<typeof Dexie>[1]>;

/**
 * The IndexedDB factory, with every open at this app's own version: Dexie opens a database of a
 * higher version again without one (at that version), and one missing a store at a version one
 * higher (to create it); pinned, such an open fails with the browser's VersionError instead.
 */
function pinnedToVersion<Factory extends object>(factory: Factory, nativeVersion: number): Factory {
  return new Proxy(factory, {
    get(target, property) {
      if (property === 'open') {
        const open = Reflect.get(target, property, target) as IDBFactory['open'];
        return (name: string) => open.call(target, name, nativeVersion);
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export class TenboDb extends Dexie {
  games!: Table<GameRow, string>;
  events!: Table<EventRow, [string, number]>;
  settings!: Table<SettingRow, string>;
  drafts!: Table<DraftRow, string>;
  tournaments!: Table<TournamentRow, string>;
  playerEvents!: Table<PlayerEventRow, number>;
  seasons!: Table<SeasonRow, string>;

  /** `schema` is the app's SCHEMA; tests pass a longer list to rehearse an upgrade. */
  constructor(name: string = DB_NAME, options?: DexieOptions, schema: readonly SchemaVersion[] = SCHEMA) {
    const latest = schema[schema.length - 1];
    const factory: DexieOptions['indexedDB'] = options?.indexedDB ?? (globalThis.indexedDB as IDBFactory | undefined);
    // Dexie stores version n as the browser's version 10n.
    const pinned = factory && latest ? { ...options, indexedDB: pinnedToVersion(factory, latest.version * 10) } : options;
    super(name, pinned);
    for (const version of schema) {
      const declared = this.version(version.version).stores(version.stores);
      if (version.upgrade) declared.upgrade(version.upgrade);
    }
    const needed = Object.keys(latest?.stores ?? {});
    // Sticky: checked at every open, a reopen too.
    this.on(
      'ready',
      (db) => {
        const names = db.backendDB().objectStoreNames;
        const missing = needed.filter((store) => !names.contains(store));
        if (missing.length > 0) throw new NewerDatabaseError(`Stores missing: ${missing.join(', ')}`);
      },
      true,
    );
  }
}

let instance: TenboDb | null = null;
let draftsInstance: TenboDb | null = null;

/**
 * The app's database (opened lazily, once). Its writes record what a person entered (hands, undos,
 * edits, riichi sticks, new and imported games): they are committed with strict durability, flushed
 * to the disk before the transaction completes, so that a power loss right after the toast does not
 * lose the last hand (Chromium's default is relaxed; issue 31). `npm run bench` measures the cost.
 */
export function getDb(): TenboDb {
  instance ??= new TenboDb(DB_NAME, { chromeTransactionDurability: 'strict' });
  return instance;
}

/**
 * The same database on a connection of its own for drafts.ts, written on every tap: relaxed
 * durability there (a committed write outlives a killed browser, not a power loss), so that a tap
 * does not wait for the disk, nor does a hand's commit behind it.
 */
export function getDraftsDb(): TenboDb {
  draftsInstance ??= new TenboDb(DB_NAME, { chromeTransactionDurability: 'relaxed' });
  return draftsInstance;
}

/** Tests and benchmarks point the app at another database (drafts included). */
export function setDatabase(db: TenboDb): void {
  instance = db;
  draftsInstance = db;
}
