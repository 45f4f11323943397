import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRecord, serializeRecord, type HandResult } from '../ledger';
import { joinFromCode, type JoinCodeFields } from '../tournament/tableJoin';
import { deriveGame } from './derive';
import { loadGame, seenTableOf } from './games';
import { importRecord, recordOf } from './records';
import { sessionStateOf } from './sessionClock';
import { callTime, confirmResults, joinTable, takeBackTimeCall } from './tableDevice';
import { freshDb, recordNow, undoNow } from './testDb';

const MIN = 60_000;
const START = Date.UTC(2027, 4, 1, 10, 0);
const ENDS_AT = START + 90 * MIN;
const code: JoinCodeFields = {
  tournamentId: 'wro',
  tournamentName: 'Wrocław Open',
  rules: 'ema2025',
  overrides: {},
  session: 2,
  table: 3,
  players: ['Anna', 'Bartek', 'Celina', 'Darek'],
  endsAt: ENDS_AT,
  ending: 'finishHand',
};
const draw: HandResult = { v: 1, type: 'draw', tenpai: [0], riichi: [] };
const chombo: HandResult = { v: 1, type: 'chombo', offender: 2 };
const penalty: HandResult = { v: 1, type: 'penalty', player: 1, points: -1000, reason: 'slow play' };

let env: ReturnType<typeof freshDb>;
beforeEach(() => {
  env = freshDb();
  // Only the wall clock is set by hand: IndexedDB's own timers run as they do.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

async function stored(id: string) {
  const loaded = await loadGame(id);
  if (!loaded) throw new Error('not stored');
  const derived = deriveGame(loaded.game, loaded.events);
  if (!derived.ok) throw new Error(derived.error.message);
  return { loaded, derived };
}

async function at(minutes: number, hand: HandResult) {
  vi.setSystemTime(START + minutes * MIN);
  const written = await recordNow(gameIdOf(), hand);
  if (!written.ok) throw new Error(written.refusal.message);
  return written.loaded.game.summary;
}

let currentGame = '';
const gameIdOf = () => currentGame;
async function join(fields: Partial<JoinCodeFields> = {}) {
  const game = await joinTable(joinFromCode({ ...code, ...fields }));
  currentGame = game.id;
  return game;
}

describe('a tournament table’s game', () => {
  it('keeps its table, session end and ending, through a reopened database', async () => {
    const game = await join();
    expect(game).toMatchObject({
      players: code.players,
      presetId: 'ema2025',
      tournament: { id: 'wro', name: 'Wrocław Open', session: 2, table: 3, ending: 'finishHand', endsAt: ENDS_AT },
    });
    env.reopen();
    expect((await loadGame(game.id))?.game.tournament).toEqual(game.tournament);
  });

  it('finishHand: the hand in play when the clock reaches zero is the last; the game ends with it, in the same write', async () => {
    await join();
    expect(await at(30, draw)).toMatchObject({ over: false });
    expect(await at(89, draw)).toMatchObject({ over: false });
    const { loaded, derived } = await stored(currentGame);
    expect(sessionStateOf(loaded.game, derived, ENDS_AT - 1)).toBeNull();
    expect(sessionStateOf(loaded.game, derived, ENDS_AT)?.end).toEqual({ handsLeft: 1, announcement: 'finishThisHand', endsNow: false });
    const last = await at(93, draw);
    expect(last).toMatchObject({ over: true, handsPlayed: 3 });
    const after = await stored(currentGame);
    expect(after.derived.steps.map((s) => s.result.type)).toEqual(['draw', 'draw', 'draw', 'end']);
    // One transaction: the hand and the end share their moment.
    expect(after.loaded.events.slice(-2).map((row) => row.at)).toEqual([START + 93 * MIN, START + 93 * MIN]);
  });

  it('oneMoreHand: finish this hand, then one more; a penalty is no hand', async () => {
    await join({ ending: 'oneMoreHand' });
    await at(80, draw);
    expect(await at(95, draw)).toMatchObject({ over: false });
    expect(await at(96, penalty)).toMatchObject({ over: false });
    const { loaded, derived } = await stored(currentGame);
    expect(sessionStateOf(loaded.game, derived, START + 97 * MIN)?.end).toEqual({ handsLeft: 1, announcement: 'lastHand', endsNow: false });
    expect(await at(101, draw)).toMatchObject({ over: true });
  });

  it('a chombo in the last hand ends the game under finishHand', async () => {
    await join();
    await at(10, draw);
    expect(await at(92, chombo)).toMatchObject({ over: true });
  });

  it('time called by the scorekeeper: mid-hand the next hand is the last; between hands under finishHand the game ends at once; the call survives a reopened database', async () => {
    await join({ endsAt: null });
    await at(10, draw);
    let { loaded } = await stored(currentGame);
    expect(await callTime(currentGame, true, seenTableOf(loaded.events))).toMatchObject({ ok: true });
    env.reopen();
    const reopened = await stored(currentGame);
    expect(reopened.derived.timeCall).toMatchObject({ midHand: true });
    expect(sessionStateOf(reopened.loaded.game, reopened.derived, START + 500 * MIN)?.end).toEqual({
      handsLeft: 1,
      announcement: 'finishThisHand',
      endsNow: false,
    });
    // Taken back (a tap by mistake): the game goes on as before.
    expect(await takeBackTimeCall(currentGame)).toMatchObject({ ok: true });
    ({ loaded } = await stored(currentGame));
    expect(deriveGame(loaded.game, loaded.events)).toMatchObject({ timeCall: null });
    // Between hands: the end is written with the call.
    const ended = await callTime(currentGame, false, seenTableOf(loaded.events));
    expect(ended.ok && ended.loaded.game.summary).toMatchObject({ over: true, handsPlayed: 1 });
    expect(await callTime(currentGame, false, seenTableOf(ended.ok ? ended.loaded.events : []))).toMatchObject({ ok: false });
  });

  it('the players’ confirmations: one write each, cleared by a correction (and said so), exported and imported with the record', async () => {
    await join();
    await at(10, draw);
    await at(91, draw);
    for (const seat of [0, 1, 2] as const) expect(await confirmResults(currentGame, seat)).toMatchObject({ ok: true });
    expect(await confirmResults(currentGame, 1)).toMatchObject({ ok: false, stale: true });
    let { derived } = await stored(currentGame);
    expect(derived).toMatchObject({ confirmed: [0, 1, 2], confirmationsCleared: false });

    // "Undo the end": the results change, the confirmations go.
    await undoNow(currentGame);
    ({ derived } = await stored(currentGame));
    expect(derived).toMatchObject({ confirmed: [], confirmationsCleared: true });
    expect(await confirmResults(currentGame, 3)).toMatchObject({ ok: false });

    // The end again (the last hand undone and recorded again ends the game with it), four confirmations.
    await undoNow(currentGame);
    await at(92, draw);
    for (const seat of [3, 0, 2, 1] as const) await confirmResults(currentGame, seat);
    const { loaded, derived: done } = await stored(currentGame);
    expect(done.confirmed).toEqual([0, 1, 2, 3]);
    const line = serializeRecord(recordOf(loaded.game, done));
    expect(JSON.parse(line)).toMatchObject({
      confirmed: [0, 1, 2, 3],
      tournament: { id: 'wro', session: 2, table: 3, ending: 'finishHand', endsAt: ENDS_AT },
    });

    // On the organiser's device: the same game comes in with its table and its confirmations.
    env = freshDb();
    const parsed = parseRecord(line);
    if (!parsed.ok) throw new Error(parsed.errors.join());
    const imported = await importRecord(parsed.record);
    if (!imported.ok) throw new Error('not imported');
    expect(imported.game.tournament).toEqual(loaded.game.tournament);
    const there = await stored(imported.game.id);
    expect(there.derived.confirmed).toEqual([0, 1, 2, 3]);
    expect(serializeRecord(recordOf(there.loaded.game, there.derived))).toBe(line);
  });
  it('moved to another device mid-session: the hands it came with were played before time was called', async () => {
    await join();
    await at(10, draw);
    await at(40, draw);
    const { loaded, derived } = await stored(currentGame);
    const line = serializeRecord(recordOf(loaded.game, derived));

    // The table's tablet died; its game comes in on another one after the session's end. The record
    // has no moments, so its hands carry the import's: they must not count as played after the call.
    env = freshDb();
    vi.setSystemTime(ENDS_AT + 5 * MIN);
    const parsed = parseRecord(line);
    if (!parsed.ok) throw new Error(parsed.errors.join());
    const imported = await importRecord(parsed.record);
    if (!imported.ok) throw new Error('not imported');
    currentGame = imported.game.id;
    const there = await stored(currentGame);
    expect(sessionStateOf(there.loaded.game, there.derived, ENDS_AT + 5 * MIN)?.end).toEqual({
      handsLeft: 1,
      announcement: 'finishThisHand',
      endsNow: false,
    });
    // The hand in play when the clock ran out is recorded here, and that ends the game.
    await at(96, draw);
    expect((await stored(currentGame)).derived.state.over).toBe(true);
  });
});
