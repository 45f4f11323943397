// @vitest-environment jsdom
import { IDBKeyRange } from 'fake-indexeddb';
import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { SCHEMA, TenboDb } from './db';
import { rememberedGame } from './drafts';
import { loadDraft } from './draftsRead';
import { describeStorageError } from './errors';
import { createGame, listGames } from './games';
import { freshDb } from './testDb';

let env: ReturnType<typeof freshDb>;
beforeEach(() => {
  localStorage.clear();
  env = freshDb();
  env.db.close();
});

const LAST = SCHEMA[SCHEMA.length - 1]!;
const players = ['Anna', 'Bartek', 'Celina', 'Darek'] as const;

describe('schema version 5', () => {
  it('carries over what localStorage kept: the hand being entered and the game last shown, then takes them out of it', async () => {
    const v4 = SCHEMA.find((v) => v.version === 4)!;
    const old = new Dexie('tenbo-test', { indexedDB: env.factory, IDBKeyRange });
    old.version(v4.version).stores(v4.stores);
    await old.open();
    old.close();
    const draft = { v: 1, kind: 'ron', seen: { hands: 3, pendingRiichi: [2] }, draft: { wins: [] } };
    localStorage.setItem('tenbo.draft.g1', JSON.stringify(draft));
    localStorage.setItem('tenbo.draft.g2', '{not json');
    localStorage.setItem('tenbo.lastGame', 'g1');
    localStorage.setItem('tenbo.layout', 'facing');

    const db = env.reopen();
    await db.open();
    expect(db.verno).toBe(LAST.version);
    expect(await loadDraft('g1')).toEqual({ kind: 'ron', seen: { hands: 3, pendingRiichi: [2] }, draft: { wins: [] } });
    expect(await rememberedGame()).toBe('g1');
    expect(localStorage.getItem('tenbo.draft.g1')).toBeNull();
    expect(localStorage.getItem('tenbo.lastGame')).toBeNull();
    // Not carried over: what could not be read, and what is no draft (the layout is a preference).
    expect(localStorage.getItem('tenbo.draft.g2')).toBe('{not json');
    expect(localStorage.getItem('tenbo.layout')).toBe('facing');
    db.close();
  });
});

/** What a database holds: its version, its stores and how many rows each has (read without Dexie). */
async function contentsOf(factory: IDBFactory, name: string): Promise<{ version: number; stores: Record<string, number> }> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open(name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const names = [...db.objectStoreNames];
  const stores: Record<string, number> = {};
  for (const store of names) {
    stores[store] = await new Promise<number>((resolve, reject) => {
      const request = db.transaction(store).objectStore(store).count();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  }
  const version = db.version;
  db.close();
  return { version, stores };
}

/** A database as a later Tenbō leaves it: the browser's version `version`, with `stores` (each with one row). */
async function writtenByLaterApp(factory: IDBFactory, version: number, stores: readonly string[]): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open('tenbo-test', version);
    request.onupgradeneeded = () => {
      for (const store of stores) request.result.createObjectStore(store).put({ any: 'row' }, 'k');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  db.close();
}

describe('a database written by a later Tenbō', () => {
  const ours = Object.keys(LAST.stores);

  it('of a higher version is refused as newer, and nothing is written to it', async () => {
    await writtenByLaterApp(env.factory, (LAST.version + 1) * 10, [...ours, 'laterStore']);
    const before = await contentsOf(env.factory, 'tenbo-test');
    env.reopen();
    const failure = await listGames().then(
      () => null,
      (error: unknown) => error,
    );
    expect(describeStorageError(failure)).toEqual({ kind: 'newer' });
    await expect(createGame({ players, presetId: 'ema2025', overrides: {} })).rejects.toBeTruthy();
    expect(await contentsOf(env.factory, 'tenbo-test')).toEqual(before);
  });

  it('without a store this app needs is refused as newer, not given that store empty', async () => {
    // A later version that moved the hands elsewhere: no `events` store.
    await writtenByLaterApp(
      env.factory,
      (LAST.version + 1) * 10,
      ours.filter((store) => store !== 'events'),
    );
    const before = await contentsOf(env.factory, 'tenbo-test');
    env.reopen();
    const failure = await listGames().then(
      () => null,
      (error: unknown) => error,
    );
    expect(describeStorageError(failure)).toEqual({ kind: 'newer' });
    expect(await contentsOf(env.factory, 'tenbo-test')).toEqual(before);
  });

  it('of this version without a store this app needs is refused the same way', async () => {
    await writtenByLaterApp(
      env.factory,
      LAST.version * 10,
      ours.filter((store) => store !== 'events'),
    );
    const before = await contentsOf(env.factory, 'tenbo-test');
    const db = new TenboDb('tenbo-test', { indexedDB: env.factory, IDBKeyRange });
    const failure = await db.open().then(
      () => null,
      (error: unknown) => error,
    );
    expect(describeStorageError(failure)).toEqual({ kind: 'newer' });
    expect(await contentsOf(env.factory, 'tenbo-test')).toEqual(before);
  });
});
