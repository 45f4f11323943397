import type { DBCore } from 'dexie';
import { describe, expect, it } from 'vitest';
import { createGame, recordHand, seenTableOf, loadGame } from './games';
import { freshDb, riichiNow } from './testDb';

/** The durability each write transaction asks IndexedDB for, seen through Dexie's own middleware API. */
function watchDurability(db: ReturnType<typeof freshDb>['db']): string[] {
  const asked: string[] = [];
  db.use({
    stack: 'dbcore',
    name: 'durability-watch',
    create: (down: DBCore): DBCore => ({
      ...down,
      transaction(stores, mode, options) {
        if (mode === 'readwrite') asked.push(options?.durability ?? 'default');
        return down.transaction(stores, mode, options);
      },
    }),
  });
  return asked;
}

describe('durability of what a person entered', () => {
  it('writes a new game, a riichi and a hand with strict durability, none relaxed', async () => {
    const { db } = freshDb();
    const asked = watchDurability(db);
    const game = await createGame({ players: ['Anna', 'Bartek', 'Celina', 'Darek'], presetId: 'ema2025', overrides: {} });
    await riichiNow(game.id, 1, true);
    const again = await loadGame(game.id);
    const written = await recordHand(game.id, { v: 1, type: 'draw', tenpai: [1], riichi: [1] }, seenTableOf(again!.events));
    expect(written.ok).toBe(true);
    expect(asked.length).toBeGreaterThanOrEqual(3);
    expect(new Set(asked)).toEqual(new Set(['strict']));
  });
});
