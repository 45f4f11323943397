import 'fake-indexeddb/auto';
import { IDBDatabase } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { saveDraft } from './drafts';
import { createGame, loadGame, recordHand, seenTableOf, setRiichi } from './games';

/** The durability of each read-write transaction the app opened, with its stores (as IndexedDB saw it). */
const writes: { stores: string; durability: string }[] = [];
const { transaction } = IDBDatabase.prototype;
IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<typeof transaction>) {
  const opened = transaction.apply(this, args);
  if (opened.mode === 'readwrite') writes.push({ stores: [...opened.objectStoreNames].join(), durability: opened.durability });
  return opened;
};
afterEach(() => {
  writes.length = 0;
});

describe('the app database', () => {
  it('commits what a person entered with strict durability, and the draft of each tap relaxed', async () => {
    // The app's own database (getDb), on the IndexedDB the page has: no test database set.
    const game = await createGame({ players: ['Anna', 'Bartek', 'Celina', 'Darek'], presetId: 'ema2025', overrides: {} });
    const seen = seenTableOf((await loadGame(game.id))?.events ?? []);
    expect((await setRiichi(game.id, 1, true, seen)).ok).toBe(true);
    const now = seenTableOf((await loadGame(game.id))?.events ?? []);
    expect((await recordHand(game.id, { v: 1, type: 'draw', tenpai: [1], riichi: [1] }, now)).ok).toBe(true);
    await saveDraft(game.id, { kind: 'ron', seen: now, draft: {} });

    const games = writes.filter((w) => w.stores.includes('events') || w.stores.includes('games'));
    expect(games.length).toBeGreaterThanOrEqual(3);
    expect(new Set(games.map((w) => w.durability))).toEqual(new Set(['strict']));
    expect(writes.filter((w) => w.stores === 'drafts').map((w) => w.durability)).toEqual(['relaxed']);
  });
});
