// @vitest-environment jsdom
import { IDBKeyRange } from 'fake-indexeddb';
import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseRecord, type GameRecord } from '../ledger';
import { recordAt } from '../tournament/testTournament';
import type { TableSeating, TournamentPlayer } from '../tournament/tournamentFile';
import { SCHEMA } from './db';
import { createGame, listGames } from './games';
import { freshDb } from './testDb';
import {
  addResult,
  createTournament,
  exportTournamentText,
  importTournamentText,
  listTournaments,
  loadTournament,
  savePlayers,
  saveSeating,
  startClock,
} from './tournaments';

let env: ReturnType<typeof freshDb>;
beforeEach(() => {
  env = freshDb();
});

type Json = Record<string, unknown>;
const ron = (from: number, winner: number, han: number, fu?: number): Json => ({
  type: 'ron',
  from,
  riichi: [],
  wins: [{ winner, han, ...(fu === undefined ? {} : { fu }) }],
});

function record(ids: readonly string[], hands: readonly Json[], rules = 'ema2025'): GameRecord {
  const parsed = parseRecord(recordAt(ids, hands, rules));
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.record;
}

const players: TournamentPlayer[] = Array.from({ length: 8 }, (_, i) => ({
  id: `p${i + 1}`,
  first: `First${i + 1}`,
  last: `Last${i + 1}`,
  ema: '',
  country: 'POL',
  extra: {},
}));
const seating: TableSeating[][] = [
  [
    ['p1', 'p2', 'p3', 'p4'],
    ['p5', 'p6', 'p7', 'p8'],
  ],
  [
    ['p1', 'p5', 'p2', 'p6'],
    ['p3', 'p7', 'p4', 'p8'],
  ],
];

/** A tournament of 8 players, 2 sessions, seated. */
async function seated(): Promise<string> {
  const row = await createTournament({
    name: 'Test Open',
    rules: 'ema2025',
    overrides: {},
    sessions: 2,
    minutes: 90,
    ending: 'oneMoreHand',
  });
  expect((await savePlayers(row.id, players)).ok).toBe(true);
  expect((await saveSeating(row.id, seating, 7)).ok).toBe(true);
  return row.id;
}

describe('schema version 6', () => {
  it('adds the tournaments store to a version 5 database, its games kept', async () => {
    env.db.close();
    const name = 'tenbo-v5';
    const v5 = SCHEMA.find((v) => v.version === 5)!;
    const old = new Dexie(name, { indexedDB: env.factory, IDBKeyRange });
    old.version(v5.version).stores(v5.stores);
    await old.open();
    await old.table('games').put({
      id: 'g1',
      createdAt: 1,
      updatedAt: 1,
      players: ['A', 'B', 'C', 'D'],
      presetId: 'ema2025',
      overrides: {},
      lastSeq: 0,
      deletedAt: null,
      summary: null,
    });
    old.close();
    const { TenboDb, setDatabase } = await import('./db');
    const db = new TenboDb(
      name,
      { indexedDB: env.factory, IDBKeyRange },
      SCHEMA.filter((v) => v.version <= 6),
    );
    setDatabase(db);
    await db.open();
    expect(db.verno).toBe(6);
    expect(db.tables.map((t) => t.name).sort()).toEqual(['drafts', 'events', 'games', 'settings', 'tournaments']);
    expect((await db.games.toArray()).map((g) => g.id)).toEqual(['g1']);
    expect(await listTournaments()).toEqual([]);
    db.close();
  });
});

describe('tournaments', () => {
  it('creates, lists and loads a tournament; players and seating are saved', async () => {
    const id = await seated();
    expect(await listTournaments()).toMatchObject([{ id, name: 'Test Open', players: 8, sessions: 2, games: 0 }]);
    const loaded = await loadTournament(id);
    expect(loaded?.tournament).toMatchObject({ name: 'Test Open', ending: 'oneMoreHand', rules: 'ema2025' });
    expect(loaded?.tournament.sessions.map((s) => [s.number, s.minutes, s.tables])).toEqual([
      [1, 90, seating[0]],
      [2, 90, seating[1]],
    ]);
    expect(loaded?.row.organiser.seed).toBe(7);
  });

  it('clears the seating when the players change, and refuses a seating of unknown players', async () => {
    const id = await seated();
    await savePlayers(id, players.slice(0, 4));
    expect((await loadTournament(id))?.tournament.sessions.map((s) => s.tables)).toEqual([[], []]);
    const refused = await saveSeating(id, seating, 1);
    expect(refused).toMatchObject({ ok: false, refusal: { code: 'invalid' } });
    expect((await loadTournament(id))?.tournament.sessions.map((s) => s.tables)).toEqual([[], []]);
  });

  it('adds a game to the table of its four players, whatever their seats; the same game twice is recognised', async () => {
    const id = await seated();
    const game = record(['p3', 'p4', 'p1', 'p2'], [ron(3, 0, 5)]);
    const added = await addResult(id, game);
    expect(added).toMatchObject({ status: 'added', game: { session: 1, table: 1 }, replaced: null });
    expect(await addResult(id, game)).toMatchObject({ status: 'duplicate', game: { session: 1, table: 1 } });
    expect((await loadTournament(id))?.tournament.games).toHaveLength(1);
  });

  it('matches a game by the players names when they are not ids, and by the hint of the table code', async () => {
    const id = await seated();
    expect(await addResult(id, record(['First1 Last1', 'first5 last5', 'First2 Last2', 'First6 Last6'], [ron(0, 1, 2, 30)]))).toMatchObject(
      {
        status: 'added',
        game: { session: 2, table: 1, record: { players: ['p1', 'p5', 'p2', 'p6'] } },
      },
    );
    expect(await addResult(id, record(['p5', 'p6', 'p7', 'p8'], [ron(0, 1, 2, 30)]), { hint: { session: 2, table: 2 } })).toMatchObject({
      status: 'refused',
      refusal: { code: 'notSeated', session: 2, table: 2 },
    });
  });

  it('asks before replacing another version of a game already in, and replaces it when told to', async () => {
    const id = await seated();
    await addResult(id, record(['p1', 'p2', 'p3', 'p4'], [ron(3, 0, 5)]));
    const other = record(['p1', 'p2', 'p3', 'p4'], [ron(3, 0, 5), ron(0, 1, 3, 30)]);
    expect(await addResult(id, other)).toMatchObject({ status: 'version', existing: { record: { hands: [{ type: 'ron' }] } } });
    expect((await loadTournament(id))?.tournament.games[0]?.record.hands).toHaveLength(1);
    expect(await addResult(id, other, { replace: true })).toMatchObject({ status: 'added', replaced: { session: 1, table: 1 } });
    expect((await loadTournament(id))?.tournament.games[0]?.record.hands).toHaveLength(2);
  });

  it('refuses four players not seated together, and a game under other rules, writing nothing', async () => {
    const id = await seated();
    const before = await exportTournamentText(id);
    expect(await addResult(id, record(['p1', 'p2', 'p3', 'p5'], [ron(3, 0, 5)]))).toMatchObject({
      status: 'refused',
      refusal: { code: 'noSuchTable', players: ['p1', 'p2', 'p3', 'p5'] },
    });
    expect(await addResult(id, record(['p1', 'p2', 'p3', 'p4'], [ron(3, 0, 5)], 'wrc2022'))).toMatchObject({
      status: 'refused',
      refusal: { code: 'otherRules', played: 'wrc2022', expected: 'ema2025' },
    });
    expect(await exportTournamentText(id)).toBe(before);
  });

  it('locks a session once its first result is in: its seating and the players no longer change', async () => {
    const id = await seated();
    await addResult(id, record(['p1', 'p2', 'p3', 'p4'], [ron(3, 0, 5)]));
    const swapped: TableSeating[][] = [
      [
        ['p5', 'p2', 'p3', 'p4'],
        ['p1', 'p6', 'p7', 'p8'],
      ],
      seating[1]!,
    ];
    expect(await saveSeating(id, swapped, 7)).toEqual({ ok: false, refusal: { code: 'sessionLocked', session: 1 } });
    expect(await savePlayers(id, players)).toEqual({ ok: false, refusal: { code: 'resultsIn' } });
    const secondSwapped: TableSeating[][] = [
      seating[0]!,
      [
        ['p1', 'p5', 'p2', 'p7'],
        ['p3', 'p6', 'p4', 'p8'],
      ],
    ];
    expect((await saveSeating(id, secondSwapped, 7)).ok).toBe(true);
  });

  it('exports the whole tournament and its clocks; imported on another device, everything comes back', async () => {
    const id = await seated();
    await addResult(id, record(['p1', 'p2', 'p3', 'p4'], [ron(3, 0, 5)]));
    await startClock(id, 1, 1_800_000_000_000);
    const text = await exportTournamentText(id);
    expect(JSON.parse(text!)).toMatchObject({ format: 'riichi-tournament/1', organiser: { clocks: { '1': 1_800_000_000_000 }, seed: 7 } });
    const here = await loadTournament(id);

    freshDb();
    await createGame({ players: ['A', 'B', 'C', 'D'], presetId: 'ema2025', overrides: {} });
    expect(await importTournamentText(text!)).toMatchObject({ ok: true });
    const there = await loadTournament(id);
    expect(there?.tournament).toEqual(here?.tournament);
    expect(there?.row.organiser).toEqual({ clocks: { '1': 1_800_000_000_000 }, seed: 7 });
    expect(await exportTournamentText(id)).toBe(text);
    expect(await listGames()).toHaveLength(1);
    // The same file again: asked, not written over.
    expect(await importTournamentText(text!)).toMatchObject({ ok: false, exists: { id, games: 1 } });
    expect((await importTournamentText(text!, true)).ok).toBe(true);
  });

  it('refuses a bad file with a short message and writes nothing', async () => {
    const id = await seated();
    const text = await exportTournamentText(id);
    const broken = text!.replace('"p2"', '"p1"');
    const refused = await importTournamentText(broken, true);
    expect(refused.ok).toBe(false);
    expect('errors' in refused && refused.errors.join('\n')).toMatch(/already the id of players\[0\]/);
    expect(await importTournamentText('{"format":"riichi-tournament/1","id":' + '"x'.repeat(1000))).toMatchObject({ ok: false });
    expect(await exportTournamentText(id)).toBe(text);
    expect(await listTournaments()).toHaveLength(1);
  });
});
