import Dexie from 'dexie';
import { IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRESETS } from '../core/rules';
import { replay, settle, type GameRecord, type HandResult, type Win } from '../ledger';
import { SCHEMA, setDatabase, TenboDb, type SchemaVersion } from './db';
import { deriveGame, effectiveLog } from './derive';
import {
  createGame,
  deleteGame,
  editHand,
  listDeletedGames,
  listGames,
  loadGame,
  recentNames,
  recordHand,
  redoHand,
  restoreGame,
  seenTableOf,
  setRiichi,
  undoLastHand,
} from './games';
import { importRecord } from './records';
import { summaryOf } from './summary';
import { freshDb, importNew, recordNow, riichiNow, undoNow } from './testDb';

const players = ['Anna', 'Bartek', 'Celina', 'Darek'] as const;
const ron: HandResult = { v: 1, type: 'ron', from: 1, wins: [{ winner: 0, han: 3, fu: 30 }], riichi: [] };
const tsumo: HandResult = { v: 1, type: 'tsumo', winner: 2, han: 2, fu: 30, riichi: [2] };
const draw: HandResult = { v: 1, type: 'draw', tenpai: [3], riichi: [] };

let env: ReturnType<typeof freshDb>;
beforeEach(() => {
  env = freshDb();
});
afterEach(() => {
  vi.useRealTimers();
});

async function newGame() {
  return createGame({ players, presetId: 'ema2025', overrides: {} });
}

async function derivedOf(id: string) {
  const loaded = await loadGame(id);
  if (!loaded) throw new Error('game not stored');
  const derived = deriveGame(loaded.game, loaded.events);
  if (!derived.ok) throw new Error(derived.error.message);
  return { loaded, derived };
}

/** A whole game: a non-dealer ron, then exhaustive draws with nobody tenpai until the game ends. */
function wholeGame(): { hands: HandResult[]; finals: number[] } {
  const win: HandResult = { v: 1, type: 'ron', from: 2, wins: [{ winner: 1, han: 4, fu: 30 }], riichi: [] };
  const hands: HandResult[] = [win];
  for (;;) {
    const played = replay(PRESETS.ema2025, hands);
    if (!played.ok) throw new Error(played.message);
    if (played.final.over) {
      const finals = [0, 0, 0, 0];
      for (const r of settle(played.final, PRESETS.ema2025)) finals[r.seat] = r.final;
      return { hands, finals };
    }
    hands.push({ v: 1, type: 'draw', tenpai: [], riichi: [] });
  }
}

describe('games storage', () => {
  it('stores a new game and remembers the names for next time', async () => {
    const game = await newGame();
    expect((await listGames()).map((g) => g.id)).toEqual([game.id]);
    expect(game.summary).toMatchObject({ handsPlayed: 0, over: false, round: 'E', hand: 1, scores: [30000, 30000, 30000, 30000] });
    expect(await recentNames()).toEqual([...players]);
    await createGame({ players: ['Ewa', 'Anna', 'Filip', 'Gosia'], presetId: 'ema2025', overrides: {} });
    expect((await recentNames()).slice(0, 6)).toEqual(['Ewa', 'Anna', 'Filip', 'Gosia', 'Bartek', 'Celina']);
  });

  it('appends hands and a reopened database gives exactly the ledger replay of them', async () => {
    const game = await newGame();
    for (const hand of [ron, tsumo, draw]) {
      if ('riichi' in hand) for (const seat of hand.riichi ?? []) await riichiNow(game.id, seat, true);
      const written = await recordNow(game.id, hand);
      expect(written.ok).toBe(true);
    }
    env.db.close();
    env.reopen();
    const { loaded, derived } = await derivedOf(game.id);
    const expected = replay(PRESETS.ema2025, [ron, tsumo, draw]);
    if (!expected.ok) throw new Error(expected.message);
    expect(derived.state).toEqual(expected.final);
    expect(loaded.game.summary?.scores).toEqual([...expected.final.scores]);
    expect(loaded.events.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the final results of a finished game in its summary, for the games list', async () => {
    const { hands, finals } = wholeGame();
    const game = await newGame();
    for (const [i, hand] of hands.entries()) {
      expect((await recordNow(game.id, hand)).ok).toBe(true);
      const summary = (await loadGame(game.id))?.game.summary;
      expect(summary?.over).toBe(i === hands.length - 1);
      expect(summary?.finals).toEqual(i === hands.length - 1 ? finals : null);
    }
    // Bartek won the only hand: first place, uma and oka on top of his score.
    expect(finals[1]).toBeGreaterThan(0);
    expect(finals[2]).toBeLessThan(0);
    await undoNow(game.id);
    expect((await loadGame(game.id))?.game.summary?.finals).toBeNull();
  });

  it('a finished game’s summary says when its last hand was recorded: a later edit does not move it, an undo clears it', async () => {
    const { hands } = wholeGame();
    const game = await newGame();
    for (const hand of hands) await recordNow(game.id, hand);
    const ended = await loadGame(game.id);
    const lastHand = ended?.events.at(-1);
    expect(ended?.game.summary).toMatchObject({ over: true, endedAt: lastHand?.at });
    const { derived } = await derivedOf(game.id);
    // The edit comes a minute after the last hand, on a clock set by hand (only Date: IndexedDB's
    // timers run as they do). On the wall clock it could fall in the last hand's millisecond.
    const editedAt = (lastHand?.at ?? 0) + 60_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(editedAt);
    // The winner of the first hand is paid a mangan instead: the game still ends where it did.
    const mangan: HandResult = { v: 1, type: 'ron', from: 2, wins: [{ winner: 1, han: 5 }], riichi: [] };
    expect((await editHand(game.id, derived.steps[0]!.seq, mangan)).ok).toBe(true);
    const edited = await loadGame(game.id);
    expect(edited?.game.updatedAt).toBe(editedAt);
    expect(edited?.game.summary).toMatchObject({ over: true, endedAt: lastHand?.at });
    await undoNow(game.id);
    expect((await loadGame(game.id))?.game.summary).toMatchObject({ over: false, endedAt: null });
  });

  it('keeps after every kind of write the summary the whole game replayed gives (a hand’s and a stick’s without replaying it)', async () => {
    const game = await newGame();
    const kept = async () => {
      const loaded = await loadGame(game.id);
      expect(loaded?.game.summary).toEqual(summaryOf(game, loaded?.events ?? []));
      return loaded;
    };
    await recordNow(game.id, ron);
    await kept();
    await riichiNow(game.id, 2, true);
    await kept();
    await recordNow(game.id, { ...tsumo, riichi: [2] });
    const [first, second] = (await derivedOf(game.id)).derived.steps;
    await kept();
    await undoNow(game.id);
    await kept();
    expect((await redoHand(game.id, second!.seq)).ok).toBe(true);
    await kept();
    expect((await editHand(game.id, first!.seq, draw)).ok).toBe(true);
    await kept();
    const { hands } = wholeGame();
    for (const hand of hands) await recordNow(game.id, hand);
    expect((await kept())?.game.summary?.over).toBe(true);
  });

  it('refuses a result the ledger refuses and writes nothing', async () => {
    const game = await newGame();
    const bad: HandResult = { v: 1, type: 'ron', from: 0, wins: [{ winner: 0, han: 1, fu: 30 }], riichi: [] };
    const written = await recordNow(game.id, bad);
    expect(written.ok).toBe(false);
    if (!written.ok) expect(written.refusal.message).toMatch(/\w/);
    expect((await loadGame(game.id))?.events).toEqual([]);
  });

  it('keeps riichi sticks of the current hand across a reload and clears them with the hand', async () => {
    const game = await newGame();
    await riichiNow(game.id, 1, true);
    await riichiNow(game.id, 3, true);
    await riichiNow(game.id, 3, false);
    env.db.close();
    env.reopen();
    let { derived } = await derivedOf(game.id);
    expect(derived.pendingRiichi).toEqual([1]);
    expect(derived.shown.scores).toEqual([30000, 29000, 30000, 30000]);
    expect(derived.shown.sticks).toBe(1);
    await recordNow(game.id, { ...draw, riichi: [1] });
    ({ derived } = await derivedOf(game.id));
    expect(derived.pendingRiichi).toEqual([]);
    expect(derived.state.sticks).toBe(1);
  });

  it('refuses a riichi toggle made on a table that has moved on since (another tab), storing nothing', async () => {
    const game = await newGame();
    const seenInOtherTab = seenTableOf((await loadGame(game.id))?.events ?? []);
    expect((await recordNow(game.id, draw)).ok).toBe(true);
    const refused = await setRiichi(game.id, 2, true, seenInOtherTab);
    expect(refused).toMatchObject({ ok: false, stale: true });
    expect((await loadGame(game.id))?.events.map((e) => e.event.kind)).toEqual(['hand']);
    expect((await riichiNow(game.id, 2, true)).ok).toBe(true);
  });

  it('refuses riichi once the game is over', async () => {
    const game = await createGame({ players, presetId: 'tenhou', overrides: {} });
    // Tenhou ends the game at once when a score goes below zero.
    const bust: HandResult = { v: 1, type: 'ron', from: 1, wins: [{ winner: 0, yakuman: 1 }], riichi: [] };
    expect((await recordNow(game.id, bust)).ok).toBe(true);
    expect((await derivedOf(game.id)).derived.state.over).toBe(true);
    const refused = await riichiNow(game.id, 2, true);
    // With the ledger's reason, so that the app words it in the player's language.
    expect(refused).toMatchObject({ ok: false, refusal: { error: 'hand_after_game_over', reason: { id: 'gameOver' } } });
  });

  it('undo is an appended event: the hand leaves the game, nothing is deleted, its sticks are back as pending', async () => {
    const game = await newGame();
    await recordNow(game.id, ron);
    await riichiNow(game.id, 2, true);
    await recordNow(game.id, tsumo);
    const undone = await undoNow(game.id);
    expect(undone.ok).toBe(true);
    const { loaded, derived } = await derivedOf(game.id);
    expect(derived.steps.map((s) => s.result)).toEqual([ron]);
    expect(derived.pendingRiichi).toEqual([2]);
    expect(loaded.events.map((e) => e.event.kind)).toEqual(['hand', 'riichi', 'hand', 'undo']);
    await undoNow(game.id);
    const empty = await undoNow(game.id);
    expect(empty.ok).toBe(false);
  });

  it('edits a past hand and everything after it is recomputed; an edit that breaks the game is refused', async () => {
    const game = await newGame();
    await recordNow(game.id, ron);
    await recordNow(game.id, draw);
    const first = (await derivedOf(game.id)).derived.steps[0];
    if (!first) throw new Error('no first hand');
    const changed: HandResult = { v: 1, type: 'ron', from: 1, wins: [{ winner: 0, han: 4, fu: 30 }], riichi: [] };
    expect((await editHand(game.id, first.seq, changed)).ok).toBe(true);
    const { derived } = await derivedOf(game.id);
    const expected = replay(PRESETS.ema2025, [changed, draw]);
    if (!expected.ok) throw new Error(expected.message);
    expect(derived.state).toEqual(expected.final);
    expect(derived.steps[0]?.edited).toBe(true);
    const impossible: HandResult = { v: 1, type: 'ron', from: 1, wins: [{ winner: 1, han: 4, fu: 30 }], riichi: [] };
    const refused = await editHand(game.id, first.seq, impossible);
    expect(refused.ok).toBe(false);
    expect((await derivedOf(game.id)).derived.state).toEqual(expected.final);
  });

  it('an edit of a hand undone meanwhile (another tab) is refused as stale, and changes nothing', async () => {
    const game = await newGame();
    await recordNow(game.id, ron);
    const shown = (await derivedOf(game.id)).derived.steps[0];
    if (!shown) throw new Error('no hand');
    expect((await undoNow(game.id)).ok).toBe(true);
    const before = (await derivedOf(game.id)).loaded.events.length;
    const changed: HandResult = { v: 1, type: 'ron', from: 1, wins: [{ winner: 0, han: 4, fu: 30 }], riichi: [] };
    expect(await editHand(game.id, shown.seq, changed)).toMatchObject({ ok: false, stale: true });
    expect((await derivedOf(game.id)).loaded.events.length).toBe(before);
  });

  it('deleting a game hides it and undo brings it back with its hands', async () => {
    const game = await newGame();
    await recordNow(game.id, ron);
    await deleteGame(game.id);
    expect(await listGames()).toEqual([]);
    await restoreGame(game.id);
    expect((await listGames()).map((g) => g.id)).toEqual([game.id]);
    expect((await derivedOf(game.id)).derived.steps).toHaveLength(1);
  });

  it('house-rule overrides are stored and used by the fold', async () => {
    const game = await createGame({ players, presetId: 'ema2025', overrides: { startPoints: 25000 } });
    await recordNow(game.id, ron);
    const { derived } = await derivedOf(game.id);
    expect(derived.rules.startPoints).toBe(25000);
    expect(derived.state.scores[2]).toBe(25000);
  });
});

describe('schema upgrades', () => {
  /** The test database opened, and made the app's, by the app of a schema version (its versions up to that one). */
  function openAt(version: number): TenboDb {
    const db = new TenboDb(
      'tenbo-test',
      { indexedDB: env.factory, IDBKeyRange },
      SCHEMA.filter((v) => v.version <= version),
    );
    setDatabase(db);
    return db;
  }

  it('a database written by schema version 1 opens with the current schema and loads its games', async () => {
    // Seed with a Dexie declaring only the first version (what an old app wrote).
    const [first] = SCHEMA;
    if (!first) throw new Error('no schema version 1');
    const old = new Dexie('tenbo-test', { indexedDB: env.factory, IDBKeyRange });
    old.version(first.version).stores(first.stores);
    env.db.close();
    await old.open();
    await old.table('games').add({
      id: 'g1',
      createdAt: 1,
      updatedAt: 1,
      players,
      presetId: 'ema2025',
      overrides: {},
      lastSeq: 1,
      deletedAt: null,
      summary: null,
    });
    await old.table('events').add({ gameId: 'g1', seq: 1, at: 1, event: { kind: 'hand', result: ron } });
    old.close();
    const current = env.reopen();
    await current.open();
    expect(current.verno).toBe(SCHEMA[SCHEMA.length - 1]?.version);
    const { derived } = await derivedOf('g1');
    expect(derived.steps.map((s) => s.result)).toEqual([ron]);
  });

  it('version 2 gives the finished games stored by version 1 their final results', async () => {
    const { hands, finals } = wholeGame();
    const v1 = SCHEMA.find((v) => v.version === 1);
    if (!v1) throw new Error('no schema version 1');
    const old = new Dexie('tenbo-test', { indexedDB: env.factory, IDBKeyRange });
    old.version(v1.version).stores(v1.stores);
    env.db.close();
    await old.open();
    // Rows as version 1 wrote them: summaries without final results.
    const summaryV1 = { handsPlayed: 1, over: false, round: 'E', hand: 2, scores: [30000, 30000, 30000, 30000] };
    const row = (id: string, lastSeq: number, summary: unknown) => ({
      id,
      createdAt: 1,
      updatedAt: 1,
      players,
      presetId: 'ema2025',
      overrides: {},
      lastSeq,
      deletedAt: null,
      summary,
    });
    const events = (gameId: string, results: readonly HandResult[]) =>
      results.map((result, i) => ({ gameId, seq: i + 1, at: 1, event: { kind: 'hand', result } }));
    await old
      .table('games')
      .bulkAdd([row('done', hands.length, { ...summaryV1, over: true }), row('playing', 1, summaryV1), row('broken', 1, null)]);
    await old
      .table('events')
      .bulkAdd([...events('done', hands), ...events('playing', [hands[0]!]), ...events('broken', [{ ...ron, from: 0 }])]);
    old.close();

    const current = openAt(2);
    await current.open();
    expect(current.verno).toBe(2);
    const stored = async (id: string) => (await loadGame(id))?.game.summary;
    expect((await stored('done'))?.finals).toEqual(finals);
    expect(await stored('playing')).toMatchObject({ over: false, finals: null });
    // A game whose hands do not replay keeps no summary (its screen says why) and all its events.
    expect(await stored('broken')).toBeNull();
    expect((await loadGame('broken'))?.events).toHaveLength(1);
    expect(await current.events.count()).toBe(hands.length + 2);
  });

  it('version 3 drops the kept yaku that contradict a win’s value (the value, pao and tiles stay) and summarizes again', async () => {
    const v2 = SCHEMA.find((v) => v.version === 2);
    if (!v2) throw new Error('no schema version 2');
    const old = new Dexie('tenbo-test', { indexedDB: env.factory, IDBKeyRange });
    old.version(v2.version).stores(v2.stores);
    env.db.close();
    await old.open();
    const tiles = { concealed: '5z', melds: ['a1111m', 'a2222p', 'a3333s', 'a4444z'], winTile: '5z' };
    // ema2025: only daisangen and daisuushii carry pao (RULES.md "pao"), not the suukantsu kept here.
    const paoOnSuukantsu: Win = { winner: 0, yakuman: 1, pao: 2, yaku: { suukantsu: 1 }, tiles };
    const fine: Win = { winner: 3, han: 3, fu: 30, yaku: { riichi: 1, pinfu: 1, tanyao: 1 } };
    const first: HandResult = { v: 1, type: 'ron', from: 1, wins: [fine], riichi: [] };
    const edited: HandResult = { v: 1, type: 'ron', from: 1, wins: [paoOnSuukantsu, fine], riichi: [] };
    // ema2008: different yakuman do not add up, and neither of these is one of its double yakuman.
    const doubled: HandResult = { v: 1, type: 'tsumo', winner: 1, yakuman: 2, riichi: [], yaku: { tsuuiisou: 1, daisangen: 1 } };
    const broken: HandResult = { v: 1, type: 'ron', from: 0, wins: [{ ...fine, winner: 0 }], riichi: [] };
    const stale = { handsPlayed: 0, over: false, round: 'E', hand: 1, scores: [30000, 30000, 30000, 30000], finals: null };
    const row = (id: string, presetId: string, lastSeq: number) => ({
      id,
      createdAt: 1,
      updatedAt: 1,
      players,
      presetId,
      overrides: {},
      lastSeq,
      deletedAt: null,
      summary: stale,
    });
    const brokenRow = { ...row('broken', 'ema2025', 1), summary: null };
    const brokenEvent = { gameId: 'broken', seq: 1, at: 1, event: { kind: 'hand', result: broken } };
    await old.table('games').bulkAdd([row('paid', 'ema2025', 2), row('doubled', 'ema2008', 1), brokenRow]);
    await old
      .table('events')
      .bulkAdd([
        { gameId: 'paid', seq: 1, at: 1, event: { kind: 'hand', result: first } },
        { gameId: 'paid', seq: 2, at: 2, event: { kind: 'edit', target: 1, result: edited } },
        { gameId: 'doubled', seq: 1, at: 1, event: { kind: 'hand', result: doubled } },
        brokenEvent,
      ]);
    old.close();

    const current = openAt(3);
    await current.open();
    expect(current.verno).toBe(3);
    const eventsOf = async (id: string) => (await loadGame(id))?.events.map((e) => e.event);
    const { yaku: _dropped, ...paoKept } = paoOnSuukantsu;
    const editedAfter: HandResult = { ...edited, wins: [paoKept, fine] };
    expect(await eventsOf('paid')).toEqual([
      { kind: 'hand', result: first },
      { kind: 'edit', target: 1, result: editedAfter },
    ]);
    const doubledAfter: HandResult = { v: 1, type: 'tsumo', winner: 1, yakuman: 2, riichi: [] };
    expect(await eventsOf('doubled')).toEqual([{ kind: 'hand', result: doubledAfter }]);
    // The summaries come from the rewritten hands.
    const scoresOf = (rules: keyof typeof PRESETS, hands: HandResult[]) => {
      const replayed = replay(PRESETS[rules], hands);
      if (!replayed.ok) throw new Error(replayed.message);
      return [...replayed.final.scores];
    };
    expect((await loadGame('paid'))?.game.summary).toMatchObject({ handsPlayed: 1, scores: scoresOf('ema2025', [editedAfter]) });
    expect((await loadGame('doubled'))?.game.summary).toMatchObject({ handsPlayed: 1, scores: scoresOf('ema2008', [doubledAfter]) });
    // A game whose hands do not replay for another reason keeps its events as they were, and no summary.
    expect(await current.events.get(['broken', 1])).toEqual(brokenEvent);
    expect((await loadGame('broken'))?.game.summary).toBeNull();
    expect(await current.events.count()).toBe(4);
  });

  it('version 4 gives finished games the time they ended and indexes games by the record they came from', async () => {
    const { hands } = wholeGame();
    const v3 = SCHEMA.find((v) => v.version === 3);
    if (!v3) throw new Error('no schema version 3');
    const old = new Dexie('tenbo-test', { indexedDB: env.factory, IDBKeyRange });
    old.version(v3.version).stores(v3.stores);
    env.db.close();
    await old.open();
    // Rows as version 3 wrote them: summaries without endedAt, and no record ids.
    const summaryV3 = { handsPlayed: 0, over: false, round: 'E', hand: 1, scores: [30000, 30000, 30000, 30000], finals: null };
    const row = (id: string, lastSeq: number) => ({
      id,
      createdAt: 1000,
      updatedAt: 1000,
      players,
      presetId: 'ema2025',
      overrides: {},
      lastSeq,
      deletedAt: null,
      summary: summaryV3,
    });
    // A hand a minute; the finished game's first hand is edited the next day.
    const played = (gameId: string, results: readonly HandResult[]) =>
      results.map((result, i) => ({ gameId, seq: i + 1, at: 60_000 * (i + 1), event: { kind: 'hand', result } }));
    const nextDay = { gameId: 'done', seq: hands.length + 1, at: 86_400_000, event: { kind: 'edit', target: 1, result: hands[0] } };
    await old.table('games').bulkAdd([row('done', hands.length + 1), row('playing', 1)]);
    await old.table('events').bulkAdd([...played('done', hands), nextDay, ...played('playing', [hands[0]!])]);
    old.close();

    const current = openAt(4);
    await current.open();
    expect(current.verno).toBe(4);
    expect((await loadGame('done'))?.game.summary).toMatchObject({ over: true, endedAt: 60_000 * hands.length });
    expect((await loadGame('playing'))?.game.summary).toMatchObject({ over: false, endedAt: null });
    expect(await current.games.where('recordId').equals('done').count()).toBe(0);
    // A record of a game stored before (its own export): recognised by the game's id.
    const record: GameRecord = { id: 'done', format: 'riichi-record/1', rules: 'ema2025', players: [...players], hands };
    expect(await importRecord(record)).toMatchObject({ ok: false, duplicateOf: { id: 'done' } });
    const { game } = await importNew({ ...record, id: 'club-7' });
    expect(await current.games.where('recordId').equals('club-7').primaryKeys()).toEqual([game.id]);
  });

  it('the upgrade path runs: a later version rewrites old rows inside the upgrade and keeps every game', async () => {
    const game = await newGame();
    await recordNow(game.id, ron);
    env.db.close();
    // A rehearsal of the next version: one more index and an upgrade that rewrites every game row.
    const rehearsal = SCHEMA[SCHEMA.length - 1]!.version + 1;
    const next: SchemaVersion[] = [
      ...SCHEMA,
      {
        version: rehearsal,
        stores: { ...SCHEMA[SCHEMA.length - 1]!.stores, games: `${SCHEMA[SCHEMA.length - 1]!.stores['games']}, createdAt` },
        upgrade: async (tx) => {
          await tx
            .table('games')
            .toCollection()
            .modify((row: { players: string[] }) => {
              row.players = row.players.map((name) => name.toUpperCase());
            });
        },
      },
    ];
    const upgraded = new TenboDb('tenbo-test', { indexedDB: env.factory, IDBKeyRange }, next);
    await upgraded.open();
    expect(upgraded.verno).toBe(rehearsal);
    const row = await upgraded.games.get(game.id);
    expect(row?.players).toEqual(players.map((p) => p.toUpperCase()));
    expect(await upgraded.events.where('gameId').equals(game.id).count()).toBe(1);
    upgraded.close();
  });
});

describe('a write is checked against the table the scorekeeper saw', () => {
  it('two quick taps on Undo take back one hand, and Redo brings back exactly that hand', async () => {
    const game = await newGame();
    await recordNow(game.id, ron);
    await recordNow(game.id, tsumo);
    const seen = await loadGame(game.id);
    const last = seen && effectiveLog(seen.events).hands.at(-1);
    if (!last) throw new Error('two hands expected');
    const [first, second] = await Promise.all([undoLastHand(game.id, last.seq), undoLastHand(game.id, last.seq)]);
    expect([first.ok, second.ok].sort()).toEqual([false, true]);
    expect(first.ok ? second : first).toMatchObject({ ok: false, stale: true });
    expect((await derivedOf(game.id)).derived.steps.map((s) => s.result)).toEqual([ron]);
    // Redo: the table right after the undo (one hand, the undone hand's sticks pending).
    const redone = await recordHand(game.id, tsumo, { hands: 1, pendingRiichi: tsumo.type === 'tsumo' ? tsumo.riichi : [] });
    expect(redone.ok).toBe(true);
    expect((await derivedOf(game.id)).derived.steps.map((s) => s.result)).toEqual([ron, tsumo]);
  });

  it('a hand confirmed twice at once is recorded once', async () => {
    const game = await newGame();
    const seen = { hands: 0, pendingRiichi: [] };
    const results = await Promise.all([recordHand(game.id, ron, seen), recordHand(game.id, ron, seen)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect((await derivedOf(game.id)).derived.steps).toHaveLength(1);
  });

  it('a hand entered before a riichi stick was saved is refused, so the stick is never lost', async () => {
    const game = await newGame();
    const seen = { hands: 0, pendingRiichi: [] };
    await riichiNow(game.id, 2, true);
    const written = await recordHand(game.id, ron, seen);
    expect(written).toMatchObject({ ok: false, stale: true });
    const { derived, loaded } = await derivedOf(game.id);
    expect(derived.steps).toHaveLength(0);
    expect(derived.pendingRiichi).toEqual([2]);
    expect(loaded.events.map((e) => e.event.kind)).toEqual(['riichi']);
  });

  it('Redo after another hand was recorded is refused', async () => {
    const game = await newGame();
    await recordNow(game.id, ron);
    await undoNow(game.id);
    await recordNow(game.id, tsumo);
    expect((await recordHand(game.id, ron, { hands: 0, pendingRiichi: [] })).ok).toBe(false);
  });
});

describe('Redo', () => {
  /** The seq of the hand Redo would bring back now. */
  async function nextRedo(gameId: string): Promise<number> {
    const loaded = await loadGame(gameId);
    const next = loaded && effectiveLog(loaded.events).undone.at(-1);
    if (!next) throw new Error('nothing to redo');
    return next.seq;
  }

  it('brings back every hand undone in a row, in order and with its note, after a reload too', async () => {
    // A game whose first hand came with a note (an imported record's), then two hands played.
    const imported = await importNew({
      format: 'riichi-record/1',
      rules: 'ema2025',
      players: [...players],
      hands: [{ ...ron, note: 'Anna’s first' }],
    });
    const game = imported.game;
    await recordNow(game.id, tsumo);
    await recordNow(game.id, draw);
    const before = (await derivedOf(game.id)).derived.steps.map((s) => [s.result, s.note, s.after.scores]);
    await undoNow(game.id);
    await undoNow(game.id);
    await undoNow(game.id);
    expect((await derivedOf(game.id)).derived.steps).toHaveLength(0);
    env.reopen();
    for (const expected of [1, 2, 3]) {
      const written = await redoHand(game.id, await nextRedo(game.id));
      expect(written.ok).toBe(true);
      expect((await derivedOf(game.id)).derived.steps).toHaveLength(expected);
    }
    const { derived, loaded } = await derivedOf(game.id);
    expect(derived.steps.map((s) => [s.result, s.note, s.after.scores])).toEqual(before);
    expect(derived.undone).toEqual([]);
    expect(loaded.events.filter((e) => e.event.kind === 'hand').map((e) => e.event.kind === 'hand' && e.event.redoOf)).toEqual([
      undefined,
      undefined,
      undefined,
      1,
      2,
      3,
    ]);
  });

  it('two quick taps bring back one hand', async () => {
    const game = await newGame();
    await recordNow(game.id, ron);
    await recordNow(game.id, tsumo);
    await undoNow(game.id);
    await undoNow(game.id);
    const target = await nextRedo(game.id);
    const taps = await Promise.all([redoHand(game.id, target), redoHand(game.id, target)]);
    expect(taps.map((w) => w.ok).sort()).toEqual([false, true]);
    expect(taps.find((w) => !w.ok)).toMatchObject({ ok: false, stale: true });
    expect((await derivedOf(game.id)).derived.steps.map((s) => s.result)).toEqual([ron]);
  });

  it('is refused once the table went on: a new hand, or a riichi stick put down', async () => {
    const game = await newGame();
    await recordNow(game.id, ron);
    await undoNow(game.id);
    const target = await nextRedo(game.id);
    await riichiNow(game.id, 1, true);
    expect(await redoHand(game.id, target)).toMatchObject({ ok: false, stale: true });
    await riichiNow(game.id, 1, false);
    await recordNow(game.id, draw);
    expect(await redoHand(game.id, target)).toMatchObject({ ok: false, stale: true });
    const { derived, loaded } = await derivedOf(game.id);
    expect(derived.steps.map((s) => s.result)).toEqual([draw]);
    expect(seenTableOf(loaded.events).pendingRiichi).toEqual([]);
  });
});

describe('deleted games', () => {
  it('are listed and each can be restored', async () => {
    const a = await createGame({ players, presetId: 'ema2025', overrides: {} });
    const b = await createGame({ players: ['E', 'F', 'G', 'H'], presetId: 'ema2025', overrides: {} });
    await deleteGame(a.id);
    await deleteGame(b.id);
    expect((await listDeletedGames()).map((g) => g.id).sort()).toEqual([a.id, b.id].sort());
    await restoreGame(a.id);
    expect((await listDeletedGames()).map((g) => g.id)).toEqual([b.id]);
    expect((await listGames()).map((g) => g.id)).toEqual([a.id]);
  });
});

describe('a write on a table that moved on', () => {
  it('is refused with its own code, table_changed, not as a record the ledger refuses: a hand, a riichi stick, an undo, a redo, an edit', async () => {
    const game = await newGame();
    const seen = { hands: 0, pendingRiichi: [] };
    await recordNow(game.id, ron);
    const refusals = [
      await recordHand(game.id, draw, seen),
      await setRiichi(game.id, 1, true, seen),
      await undoLastHand(game.id, 999),
      await redoHand(game.id, 999),
      await editHand(game.id, 999, draw),
    ];
    for (const refused of refusals) expect(refused).toMatchObject({ ok: false, stale: true, refusal: { error: 'table_changed' } });
    // Nothing was written: the one hand recorded is all there is.
    expect((await loadGame(game.id))?.events).toHaveLength(1);
  });
});

describe('the summary a hand writes', () => {
  it('is made of the fold of that hand (no second replay), and is what a replay of the stored events gives, to the end of a game', async () => {
    const game = await newGame();
    const { hands } = wholeGame();
    for (const result of [tsumo, ...hands]) {
      const written = await recordNow(game.id, result);
      if (!written.ok) throw new Error(written.refusal.message);
      expect(written.loaded.game.summary).toEqual(summaryOf(written.loaded.game, written.loaded.events));
    }
    expect((await loadGame(game.id))?.game.summary).toMatchObject({ over: true });
  });
});
