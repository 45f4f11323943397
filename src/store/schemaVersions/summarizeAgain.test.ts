import { beforeEach, describe, expect, it } from 'vitest';
import type { HandResult } from '../../ledger';
import { createGame } from '../games';
import { freshDb, recordNow } from '../testDb';
import { summarizeAgain } from './summarizeAgain';

let env: ReturnType<typeof freshDb>;
beforeEach(() => {
  env = freshDb();
});

const players = ['Anna', 'Bartek', 'Celina', 'Darek'] as const;

describe('the recompute step (schema versions 2, 3 and 4)', () => {
  it('is idempotent: run twice it leaves the same rows, and the events untouched', async () => {
    const playing = await createGame({ players, presetId: 'ema2025', overrides: {} });
    const ron: HandResult = { v: 1, type: 'ron', from: 1, wins: [{ winner: 0, han: 3, fu: 30 }], riichi: [] };
    await recordNow(playing.id, ron);
    const houseRules = await createGame({ players, presetId: 'mleague', overrides: { startPoints: 30000 } });
    await recordNow(houseRules.id, { v: 1, type: 'draw', tenpai: [3], riichi: [] });
    await createGame({ players, presetId: 'ema2008', overrides: {} });
    const db = env.db;
    const events = await db.events.toArray();
    const recompute = () => db.transaction('rw', db.games, db.events, (tx) => summarizeAgain(tx));

    await recompute();
    const once = await db.games.toArray();
    await recompute();
    expect(await db.games.toArray()).toEqual(once);
    expect(once.find((game) => game.id === playing.id)?.summary).toMatchObject({ handsPlayed: 1, over: false });
    expect(await db.events.toArray()).toEqual(events);
  });
});
