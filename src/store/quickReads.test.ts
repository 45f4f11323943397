// @vitest-environment jsdom
import { IDBKeyRange } from 'fake-indexeddb';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HandResult } from '../ledger';
import { SCHEMA } from './db';
import { rememberGame } from './drafts';
import { createGame, deleteGame, listGameShelves, loadGame } from './games';
import { NATIVE_VERSION, readLaunch, readShelves } from './quickReads';
import { freshDb, recordNow } from './testDb';

const players = ['Anna', 'Bartek', 'Celina', 'Darek'] as const;
const ron: HandResult = { v: 1, type: 'ron', from: 3, wins: [{ winner: 1, han: 3, fu: 40 }], riichi: [] };

let env: ReturnType<typeof freshDb>;
beforeEach(() => {
  env = freshDb();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The names of the databases the factory holds. */
async function databases(): Promise<string[]> {
  return (await env.factory.databases()).map((db) => db.name ?? '');
}

describe('the first screen read without Dexie', () => {
  it('is of the version Dexie opens at (SCHEMA, as the browser numbers it)', () => {
    expect(NATIVE_VERSION).toBe(SCHEMA[SCHEMA.length - 1]!.version * 10);
  });

  it('reads the games list as Dexie does: newest first, deleted games apart, most recently deleted first', async () => {
    // Each write a minute after the one before, on a clock set by hand (only Date: IndexedDB's timers
    // run as they do): on the wall clock two back to back can share a millisecond, and games of the
    // same time have no order (the two deletes came out the other way round under load).
    let now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    const later = () => vi.setSystemTime((now += 60_000));
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      later();
      ids.push((await createGame({ players, presetId: 'ema2025', overrides: {} })).id);
    }
    later();
    await recordNow(ids[0]!, ron);
    later();
    await deleteGame(ids[2]!);
    later();
    await deleteGame(ids[1]!);
    const quick = await readShelves();
    expect(quick).toEqual(await listGameShelves());
    expect(quick?.games.map((g) => g.id)).toEqual([ids[0], ids[3]]);
    expect(quick?.deleted.map((g) => g.id)).toEqual([ids[1], ids[2]]);
  });

  it('reads a launch in one go: the game last moved to, and when it is in play its events in order', async () => {
    const game = await createGame({ players, presetId: 'ema2025', overrides: {} });
    for (let i = 0; i < 3; i++) await recordNow(game.id, { v: 1, type: 'draw', tenpai: [0], riichi: [] });
    await rememberGame(game.id);
    expect(await readLaunch()).toEqual({ gameId: game.id, inPlay: await loadGame(game.id) });
    await deleteGame(game.id);
    expect(await readLaunch()).toEqual({ gameId: game.id, inPlay: null });
    await rememberGame(null);
    expect(await readLaunch()).toEqual({ gameId: null, inPlay: null });
  });

  it('leaves to Dexie a database not there yet, and creates none', async () => {
    env.db.close();
    const fresh = freshDb();
    expect(await readShelves()).toBeNull();
    expect(await readLaunch()).toBeNull();
    expect(await fresh.factory.databases()).toEqual([]);
  });

  it('leaves to Dexie a database of an earlier version, untouched, and reads it once Dexie has upgraded it', async () => {
    env.db.close();
    const v4 = SCHEMA.find((v) => v.version === 4)!;
    const old = new Dexie('tenbo-test', { indexedDB: env.factory, IDBKeyRange });
    old.version(v4.version).stores(v4.stores);
    await old.open();
    old.close();
    expect(await readShelves()).toBeNull();
    expect((await env.factory.databases()).find((db) => db.name === 'tenbo-test')?.version).toBe(40);
    const db = env.reopen();
    await db.open();
    expect(await readShelves()).toEqual({ games: [], deleted: [] });
    expect(await databases()).toEqual(['tenbo-test']);
  });
});
