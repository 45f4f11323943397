import { beforeEach, describe, expect, it } from 'vitest';
import type { HandResult } from '../ledger';
import { describeStorageError } from './errors';
import { decodedRows, gameEvent, StoredDataError } from './eventRows';
import { createGame, loadGame, recordHand } from './games';
import { keepLaunchedGame, readLaunch } from './quickReads';
import { rememberGame } from './drafts';
import { useSession } from './session';
import { useStorageProblem } from './storageProblem';
import { freshDb, recordNow } from './testDb';
import type { GameEvent } from './types';

const players = ['Anna', 'Bartek', 'Celina', 'Darek'] as const;
const ron: Extract<HandResult, { type: 'ron' }> = {
  v: 1,
  type: 'ron',
  from: 1,
  wins: [{ winner: 0, han: 3, fu: 30, yaku: { riichi: 1, pinfu: 1, tanyao: 1 } }],
  riichi: [0],
};
const tsumo: HandResult = { v: 1, type: 'tsumo', winner: 2, yakuman: 1, pao: 1, riichi: [], yaku: { daisangen: 1 } };

let env: ReturnType<typeof freshDb>;
beforeEach(() => {
  env = freshDb();
  useSession.setState({ status: 'idle', loaded: null });
  useStorageProblem.setState({ problem: null });
});

describe('the stored event decoder', () => {
  it('reads every kind of event the app writes as it was written', () => {
    const events: GameEvent[] = [
      { kind: 'hand', result: ron },
      { kind: 'hand', result: tsumo, note: 'from a record', redoOf: 3 },
      { kind: 'undo', target: 2 },
      { kind: 'edit', target: 1, result: { v: 1, type: 'draw', tenpai: [0, 2], nagashi: [2], riichi: [] } },
      { kind: 'riichi', seat: 3, on: true },
      { kind: 'time', called: true, midHand: false },
      { kind: 'confirm', seat: 0 },
      { kind: 'hand', result: { v: 1, type: 'penalty', player: 1, points: -2000, reason: 'slow play' } },
      { kind: 'hand', result: { v: 1, type: 'end', reason: 'time' } },
    ];
    for (const event of events) expect(gameEvent(event, 'event')).toEqual({ ok: true, value: event });
  });

  it('refuses what is not an event, naming the field as a record import does', () => {
    const bad = (event: unknown) => {
      const read = gameEvent(event, 'event');
      return read.ok ? null : read.errors[0];
    };
    expect(bad({ kind: 'hand', result: { ...ron, wins: [{ winner: 0, han: 'three', fu: 30 }] } })).toBe(
      'event.result.wins[0].han: expected a whole number from 1 to 200, got "three"',
    );
    expect(bad({ kind: 'hand', result: { ...ron, v: 2 } })).toBe('event.result.v: expected one of 1, got 2');
    expect(bad({ kind: 'hand', result: { ...ron, from: 4 } })).toBe('event.result.from: expected a seat 0-3, got 4');
    expect(bad({ kind: 'riichi', seat: 1 })).toBe('event.on: expected true or false, got nothing');
    expect(bad({ kind: 'hnad', result: ron })).toBe('event.kind: expected hand, undo, edit, riichi, time or confirm, got "hnad"');
    expect(bad(null)).toBe('event: expected an object');
  });

  it('throws StoredDataError for a row that is not one, a storage problem the person is told of', () => {
    const rows = [{ gameId: 'g1', seq: 1, at: 5, event: { kind: 'undo', target: 'x' } }];
    expect(() => decodedRows('g1', rows)).toThrow(StoredDataError);
    expect(() => decodedRows('g2', [{ ...rows[0], event: { kind: 'undo', target: 1 } }])).toThrow(/events\[0\]\.gameId: another game/);
    const error = (() => {
      try {
        decodedRows('g1', rows);
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(describeStorageError(error)).toEqual({
      kind: 'unreadable',
      detail: 'events[0].event.target: expected a whole number from 1 to 9007199254740991, got "x" (game g1)',
    });
  });
});

/**
 * A game of two hands whose second hand's stored result was damaged (a disk, a tool): its han is
 * text. The app starts again after (a new connection): what a connection decoded before stays decoded.
 */
async function corruptGame(): Promise<string> {
  const game = await createGame({ players, presetId: 'ema2025', overrides: {} });
  await recordNow(game.id, ron);
  await recordNow(game.id, { v: 1, type: 'draw', tenpai: [1], riichi: [] });
  // Through the table untyped (Dexie's db.table): as a tool or a failing disk would leave it.
  await env.db.table('events').put({
    gameId: game.id,
    seq: 2,
    at: Date.now(),
    event: { kind: 'hand', result: { ...ron, wins: [{ winner: 0, han: 'three', fu: 30 }] } },
  });
  env.reopen();
  return game.id;
}

describe('a corrupt stored event (fake-indexeddb)', () => {
  it('is a storage problem shown when the game is opened: no crash, nothing left out silently, nothing written', async () => {
    const id = await corruptGame();
    await expect(loadGame(id)).rejects.toThrow(StoredDataError);
    await useSession.getState().open(id);
    expect(useSession.getState().status).toBe('failed');
    expect(useSession.getState().loaded).toBeNull();
    expect(useStorageProblem.getState().problem).toEqual({
      kind: 'unreadable',
      detail: expect.stringContaining('events[1].event.result.wins[0].han: expected a whole number') as unknown as string,
    });
    // A write to it is refused the same way, and stores nothing.
    await expect(recordHand(id, { v: 1, type: 'draw', tenpai: [], riichi: [] }, { hands: 2, pendingRiichi: [] })).rejects.toThrow(
      StoredDataError,
    );
    expect(await env.reopen().events.where('gameId').equals(id).count()).toBe(2);
  });

  it('is the same storage problem when a launch read the game without Dexie (quickReads.ts)', async () => {
    const id = await corruptGame();
    await rememberGame(id);
    const launch = await readLaunch();
    expect(launch?.inPlay?.events).toHaveLength(2);
    if (launch?.inPlay) keepLaunchedGame(launch.inPlay);
    await useSession.getState().open(id);
    expect(useSession.getState().status).toBe('failed');
    expect(useStorageProblem.getState().problem).toMatchObject({ kind: 'unreadable' });
  });
});
