import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { setDatabase, TenboDb } from './db';

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
