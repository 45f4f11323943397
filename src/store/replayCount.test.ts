import { beforeEach, describe, expect, it } from 'vitest';
import { foldsMade, type HandResult, type RecordTournament } from '../ledger';
import { effectiveLog } from './derive';
import { createGame, editHand, loadGame, recordHand, seenTableOf } from './games';
import { callTime } from './tableDevice';
import { freshDb } from './testDb';

/**
 * Issue 32: recording a hand replays the stored game once (the table it is folded onto), not once
 * per question asked of it. Counted with the ledger's own count of results folded, in a real write
 * to fake-indexeddb: a replay of a game of n hands folds n results, the new hand one more (and the
 * end of a tournament game, when time was called, one more).
 */
const players = ['Anna', 'Bartek', 'Celina', 'Darek'] as const;
// The dealer tenpai alone: the deal stays, the game never ends.
const draw: HandResult = { v: 1, type: 'draw', tenpai: [0], riichi: [] };
const HANDS = 12;
const table: RecordTournament = {
  id: 'wro',
  name: 'Wrocław Open',
  session: 1,
  table: 1,
  ending: 'finishHand',
  endsAt: Date.UTC(2100, 0, 1),
};

beforeEach(() => {
  freshDb();
});

/** Results the ledger folds while `write` runs. */
async function foldsDuring(write: () => Promise<unknown>): Promise<number> {
  const before = foldsMade();
  await write();
  return foldsMade() - before;
}

async function gameOf(hands: number, tournament?: RecordTournament): Promise<string> {
  const game = await createGame({ players, presetId: 'ema2025', overrides: {}, ...(tournament ? { tournament } : {}) });
  for (let i = 0; i < hands; i++) await recordOnTable(game.id, draw);
  return game.id;
}

async function recordOnTable(gameId: string, result: HandResult): Promise<void> {
  const loaded = await loadGame(gameId);
  if (!loaded) throw new Error('not stored');
  const written = await recordHand(gameId, result, seenTableOf(loaded.events));
  if (!written.ok) throw new Error(written.refusal.message);
}

describe('recording a hand replays the game once', () => {
  it('in a game of 12 hands: 12 results folded again, and the new one', async () => {
    const id = await gameOf(HANDS);
    expect(await foldsDuring(() => recordOnTable(id, draw))).toBe(HANDS + 1);
  });

  it('in a tournament table’s game, whose session clock is asked whether the hand ends it', async () => {
    const id = await gameOf(HANDS, table);
    expect(await foldsDuring(() => recordOnTable(id, draw))).toBe(HANDS + 1);
  });
});

describe('other writes replay it once too', () => {
  it('the edit of a past hand: the game replayed with the edit, nothing more', async () => {
    const id = await gameOf(HANDS);
    const loaded = await loadGame(id);
    const third = loaded && effectiveLog(loaded.events).hands[2];
    if (!third) throw new Error('no third hand');
    expect(await foldsDuring(async () => expect((await editHand(id, third.seq, { ...draw, tenpai: [0, 1] })).ok).toBe(true))).toBe(HANDS);
  });

  it('a tournament table’s call of time', async () => {
    const id = await gameOf(HANDS, table);
    const loaded = await loadGame(id);
    if (!loaded) throw new Error('not stored');
    expect(await foldsDuring(async () => expect((await callTime(id, true, seenTableOf(loaded.events))).ok).toBe(true))).toBe(HANDS);
  });
});
