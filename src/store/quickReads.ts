import { LAST_GAME_KEY, rememberedGameIn } from './keptKeys';
import type { DraftRow, GameRow, StoredGame } from './types';

/**
 * The first screen's reads straight from IndexedDB, without Dexie (issue 30): the games list and
 * a launch's game in play paint before Dexie's ~31 KiB (gzip) is loaded, which comes right after
 * for everything else (writes, live queries, upgrades). These reads only ever serve the plain
 * case, a database already at this app's version: anything else (no database yet, an upgrade
 * due, a newer database, storage blocked, a store missing) answers null, and the caller does the
 * same read through Dexie (db.ts), which creates, upgrades or refuses the database as it always
 * did and reports why. So a read here never opens, creates or changes a database Dexie would not.
 */

export const DB_NAME = 'tenbo';

/**
 * This app's schema version (db.ts, the last of SCHEMA) as the browser numbers it (Dexie stores
 * version n as 10n); db.test.ts checks that they agree. Were they to differ, every read here
 * would answer null and go through Dexie: slower, never wrong.
 */
export const NATIVE_VERSION = 70;

/** The games list's two shelves: games in play or finished (newest first), and deleted ones (most recently deleted first). */
export interface GameShelves {
  readonly games: GameRow[];
  readonly deleted: GameRow[];
}

/** The shelves of every stored game, given newest first (the one sort, for this read and Dexie's). */
export function shelvesOf(newestFirst: readonly GameRow[]): GameShelves {
  return {
    games: newestFirst.filter((g) => g.deletedAt === null),
    // A delete is only a mark, so each of these can come back.
    deleted: newestFirst.filter((g) => g.deletedAt !== null).sort((a, b) => (b.deletedAt ?? 0) - (a.deletedAt ?? 0)),
  };
}

/** A game to go on playing: stored, not deleted, not over (what the list offers to Resume). */
export function isInPlay(game: GameRow | undefined): game is GameRow {
  return game !== undefined && game.deletedAt === null && !game.summary?.over;
}

interface Source {
  readonly name: string;
  /** Unset: the browser's own IndexedDB, looked up when first read. */
  readonly factory?: IDBFactory;
}

let source: Source = { name: DB_NAME };
let connection: Promise<IDBDatabase | null> | null = null;

/** Tests point the app at another database (db.ts setDatabase): these reads follow it. */
export function pointQuickReadsAt(name: string, factory: IDBFactory | undefined): void {
  void connection?.then((db) => db?.close());
  connection = null;
  source = factory ? { name, factory } : { name };
}

/**
 * A connection at this app's version, or null. An open that would create or upgrade the database
 * is aborted (Dexie does that, with its upgrades). The connection stays open for the list's later
 * reads, and closes as soon as another one asks to change the version (a newer app in a tab).
 */
function connect(): Promise<IDBDatabase | null> {
  connection ??= new Promise<IDBDatabase | null>((resolve) => {
    const factory = source.factory ?? (globalThis.indexedDB as IDBFactory | undefined);
    let request: IDBOpenDBRequest;
    try {
      if (!factory) throw new Error('no IndexedDB');
      request = factory.open(source.name, NATIVE_VERSION);
    } catch {
      resolve(null);
      return;
    }
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onblocked = () => resolve(null);
    request.onerror = (event) => {
      // Said by Dexie's open instead, which the caller falls back to.
      event.preventDefault();
      resolve(null);
    };
    request.onsuccess = () => {
      const db = request.result;
      const forget = () => {
        db.close();
        connection = null;
      };
      db.onversionchange = forget;
      db.onclose = forget;
      resolve(db);
    };
  });
  const opened = connection;
  // No database to read yet (Dexie creates it): the next read tries again.
  void opened.then((db) => {
    if (!db && connection === opened) connection = null;
  });
  return opened;
}

function answer<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** `read` in one read-only transaction over `stores`, or null when it cannot be done here (see above). */
async function quickly<T>(stores: readonly string[], read: (tx: IDBTransaction) => Promise<T>): Promise<T | null> {
  const db = await connect();
  if (!db) return null;
  try {
    return await read(db.transaction([...stores], 'readonly'));
  } catch {
    return null;
  }
}

/** The games list in one read (listGameShelves in games.ts is the same through Dexie), or null: read it through Dexie. */
export function readShelves(): Promise<GameShelves | null> {
  return quickly(['games'], async (tx) => {
    const all = await answer<GameRow[]>(tx.objectStore('games').index('updatedAt').getAll());
    return shelvesOf(all.reverse());
  });
}

/** What a launch goes back to: the game last moved to (drafts.ts), and that game with its events when it is in play. */
export interface LaunchRead {
  readonly gameId: string | null;
  readonly inPlay: StoredGame | null;
}

/**
 * A launch's whole read in one transaction over drafts, games and events (one round trip to
 * IndexedDB, issue 30): the game last moved to, whether it is in play, and its events (in seq
 * order: the `gameId` index holds equal keys in the order of the primary key, [gameId+seq]).
 * Null: read it through Dexie.
 */
export function readLaunch(): Promise<LaunchRead | null> {
  return quickly(['drafts', 'games', 'events'], async (tx) => {
    const draft = await answer<DraftRow | undefined>(tx.objectStore('drafts').get(LAST_GAME_KEY));
    const gameId = rememberedGameIn(draft?.value);
    if (gameId === null) return { gameId, inPlay: null };
    const game = await answer<GameRow | undefined>(tx.objectStore('games').get(gameId));
    if (!isInPlay(game)) return { gameId, inPlay: null };
    const events = await answer<unknown[]>(tx.objectStore('events').index('gameId').getAll(gameId));
    return { gameId, inPlay: { game, events } };
  });
}

let launched: StoredGame | null = null;

/** The game a launch read and resumed (launch.ts), handed to the table's first open so that it is not read twice. */
export function keepLaunchedGame(loaded: StoredGame): void {
  launched = loaded;
}

/** The launched game, once, when it is `gameId`'s (session.ts, which decodes its events): later opens read storage. */
export function takeLaunchedGame(gameId: string): StoredGame | null {
  const taken = launched?.game.id === gameId ? launched : null;
  launched = null;
  return taken;
}
