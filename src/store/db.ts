import Dexie, { type Table, type Transaction } from 'dexie';
import { isPresetId, type Rules } from '../core/rules';
import { withoutConflictingYaku } from '../ledger';
import { rulesOf } from './derive';
import { DB_NAME, pointQuickReadsAt } from './quickReads';
import { summaryOf } from './summary';
import { forgetInLocalStorage, keptInLocalStorage } from './keptKeys';
import type { DraftRow, EventRow, GameEvent, GameRow, SettingRow } from './types';

export type * from './types';

/**
 * The one storage module (IndexedDB through Dexie). Nothing a user entered is ever removed:
 * a game's events are append-only (undo and edit are events too) and deleting a game only
 * marks it, so it can be restored.
 */

export { DB_NAME };

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

const STORES_V4: Readonly<Record<string, string>> = { ...STORES_V1, games: 'id, updatedAt, recordId' };

const STORES_V5: Readonly<Record<string, string>> = { ...STORES_V4, drafts: 'key' };

export const SCHEMA: readonly SchemaVersion[] = [
  { version: 1, stores: STORES_V1 },
  // Version 2: a finished game's summary holds each seat's final result, for the games list.
  { version: 2, stores: STORES_V1, upgrade: summarizeAgain },
  // Version 3: a win whose kept yaku contradict its value (pao on a yakuman that carries none,
  // yakuman units its yaku do not score, ...) loses those yaku, so that the ledger can refuse
  // such a win while every game stored before still replays; then the summaries again.
  { version: 3, stores: STORES_V1, upgrade: dropConflictingYaku },
  // Version 4: games are found by the id of the record they were imported from (an import of the
  // same record again is recognised), and a finished game's summary says when it ended.
  { version: 4, stores: STORES_V4, upgrade: summarizeAgain },
  // Version 5: what a player is in the middle of entering (a hand's draft, a hand entry cancelled)
  // and the game last shown move from localStorage, which Chromium writes to disk seconds after a
  // change, to IndexedDB, where a committed write outlives a killed browser (issue 31).
  { version: 5, stores: STORES_V5, upgrade: carryOverLocalStorage },
];

/** What localStorage kept (keptKeys.ts) into the `drafts` store; taken out of localStorage once the upgrade committed. */
async function carryOverLocalStorage(tx: Transaction): Promise<void> {
  const storage = globalThis.localStorage as Storage | undefined;
  const rows = keptInLocalStorage(storage);
  await tx.table<DraftRow, string>('drafts').bulkPut(rows);
  tx.on('complete', () => forgetInLocalStorage(storage, rows.map((row) => row.key)));
}

/** Every game's summary computed again from its events (the events themselves are not touched). */
async function summarizeAgain(tx: Transaction): Promise<void> {
  const games = tx.table<GameRow, string>('games');
  const events = tx.table<EventRow, [string, number]>('events');
  for (const game of await games.toArray()) {
    const rows = await events.where('gameId').equals(game.id).sortBy('seq');
    await games.put({ ...game, summary: summaryOf(game, rows) });
  }
}

/**
 * Every stored hand and edit with the kept yaku dropped from wins they contradict (the ledger's
 * rule, withoutConflictingYaku): the value the table paid, the pao and the tiles stay.
 */
async function dropConflictingYaku(tx: Transaction): Promise<void> {
  const games = tx.table<GameRow, string>('games');
  const events = tx.table<EventRow, [string, number]>('events');
  for (const game of await games.toArray()) {
    // A failed upgrade leaves the database closed for good: a row under an unknown preset stays as it is.
    if (!isPresetId(game.presetId)) continue;
    const rules = rulesOf(game);
    const rows = await events.where('gameId').equals(game.id).toArray();
    await events.bulkPut(rows.flatMap((row) => rewritten(row, withoutConflictingYakuIn(row.event, rules))));
  }
  await summarizeAgain(tx);
}

function withoutConflictingYakuIn(event: GameEvent, rules: Rules): GameEvent {
  if (event.kind !== 'hand' && event.kind !== 'edit') return event;
  const result = withoutConflictingYaku(event.result, rules);
  return result === event.result ? event : { ...event, result };
}

/** The row with its new event, or nothing to write when the event is the same. */
function rewritten(row: EventRow, event: GameEvent): EventRow[] {
  return event === row.event ? [] : [{ ...row, event }];
}

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

function isIdbFactory(factory: object | undefined): factory is IDBFactory {
  return factory !== undefined && 'open' in factory && 'cmp' in factory;
}

export class TenboDb extends Dexie {
  games!: Table<GameRow, string>;
  events!: Table<EventRow, [string, number]>;
  settings!: Table<SettingRow, string>;
  drafts!: Table<DraftRow, string>;
  /** The IndexedDB factory it opens with (pinned to its version), for quickReads.ts to read the same database. */
  readonly factory: IDBFactory | undefined;

  /** `schema` is the app's SCHEMA; tests pass a longer list to rehearse an upgrade. */
  constructor(name: string = DB_NAME, options?: DexieOptions, schema: readonly SchemaVersion[] = SCHEMA) {
    const latest = schema[schema.length - 1];
    const factory: DexieOptions['indexedDB'] = options?.indexedDB ?? (globalThis.indexedDB as IDBFactory | undefined);
    // Dexie stores version n as the browser's version 10n.
    const pinnedFactory = factory && latest ? pinnedToVersion(factory, latest.version * 10) : undefined;
    super(name, pinnedFactory ? { ...options, indexedDB: pinnedFactory } : options);
    this.factory = isIdbFactory(pinnedFactory) ? pinnedFactory : undefined;
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
  pointQuickReadsAt(db.name, db.factory);
}
