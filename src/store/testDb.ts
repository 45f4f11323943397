import { IDBFactory, IDBKeyRange, IDBObjectStore } from 'fake-indexeddb';
import type { GameRecord, HandResult, Seat } from '../ledger';
import { setDatabase, TenboDb } from './db';
import { effectiveLog } from './derive';
import { loadGame, recordHand, seenTableOf, setRiichi, undoLastHand, type WriteResult } from './games';
import { importRecord, type RecordImport } from './records';

/** A fresh in-memory IndexedDB (fake-indexeddb) for one test, made the app's database. */
export function freshDb(): { db: TenboDb; factory: IDBFactory; reopen: () => TenboDb } {
  const factory = new IDBFactory();
  const open = () => new TenboDb('tenbo-test', { indexedDB: factory, IDBKeyRange });
  const db = open();
  setDatabase(db);
  return {
    db,
    factory,
    reopen() {
      const again = open();
      setDatabase(again);
      return again;
    },
  };
}

/** Records a hand on the table as it is stored now (what a screen that just loaded it would send). */
export async function recordNow(gameId: string, result: HandResult): Promise<WriteResult> {
  const loaded = await loadGame(gameId);
  if (!loaded) throw new Error(`game ${gameId} is not stored`);
  return recordHand(gameId, result, seenTableOf(loaded.events));
}

/** Toggles a riichi stick on the table as it is stored now. */
export async function riichiNow(gameId: string, seat: Seat, on: boolean): Promise<WriteResult> {
  const loaded = await loadGame(gameId);
  if (!loaded) throw new Error(`game ${gameId} is not stored`);
  return setRiichi(gameId, seat, on, seenTableOf(loaded.events));
}

/** Undoes the hand that is last now. */
export async function undoNow(gameId: string): Promise<WriteResult> {
  const loaded = await loadGame(gameId);
  if (!loaded) throw new Error(`game ${gameId} is not stored`);
  const last = effectiveLog(loaded.events).hands.at(-1);
  return undoLastHand(gameId, last?.seq ?? -1);
}

/** Imports a record that must come in as a new game; anything else fails the test, saying why. */
export async function importNew(record: GameRecord): Promise<Extract<RecordImport, { ok: true }>> {
  const imported = await importRecord(record);
  if (imported.ok) return imported;
  if ('duplicateOf' in imported) throw new Error(`already on this device as game ${imported.duplicateOf.id}`);
  if ('versionOf' in imported) throw new Error(`another version of game ${imported.versionOf.id}`);
  throw new Error(imported.message);
}

/**
 * fake-indexeddb's object stores refuse new rows the way a browser's do on a full disk (a
 * QuotaExceededError from add and put), once `rowsLeft` more rows have gone into `store`. Our code
 * is not touched, only the IndexedDB below it. Returns what gives the space back.
 */
export function diskFullAfter(store: string, rowsLeft: number): () => void {
  const { add, put } = IDBObjectStore.prototype;
  let left = rowsLeft;
  const refusing = (original: typeof add) =>
    function (this: IDBObjectStore, ...args: Parameters<typeof add>) {
      if (this.name === store && left-- <= 0) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return original.apply(this, args);
    };
  IDBObjectStore.prototype.add = refusing(add);
  IDBObjectStore.prototype.put = refusing(put);
  return () => {
    IDBObjectStore.prototype.add = add;
    IDBObjectStore.prototype.put = put;
  };
}

/** A JSON Lines file of `count` games of one drawn hand each, each of other players (so none is a game already here). */
export function recordsFileOf(count: number): string {
  const lines = Array.from({ length: count }, (_, i) =>
    JSON.stringify({
      format: 'riichi-record/1',
      rules: 'ema2025',
      players: [`A${i}`, `B${i}`, `C${i}`, `D${i}`],
      hands: [{ type: 'draw', tenpai: [0], riichi: [] }],
    }),
  );
  return `${lines.join('\n')}\n`;
}
