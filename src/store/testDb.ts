import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
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

/** Puts a riichi stick down (or takes it back) on the table as it is stored now. */
export async function riichiNow(gameId: string, seat: Seat, on: boolean): Promise<WriteResult> {
  const loaded = await loadGame(gameId);
  if (!loaded) throw new Error(`game ${gameId} is not stored`);
  return setRiichi(gameId, seat, on, seenTableOf(loaded.events));
}

/** Records a hand on the table as it is stored now (what a screen that just loaded it would send). */
export async function recordNow(gameId: string, result: HandResult): Promise<WriteResult> {
  const loaded = await loadGame(gameId);
  if (!loaded) throw new Error(`game ${gameId} is not stored`);
  return recordHand(gameId, result, seenTableOf(loaded.events));
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
