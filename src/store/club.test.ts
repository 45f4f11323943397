// @vitest-environment jsdom
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { handComputedNight } from '../club/testRecords';
import type { GameRecord } from '../ledger';
import { changePlayers, importSeasonFile, loadClub, recordsOf, saveSeason, seasonFileText, talliesOf, undoPlayerChange } from './club';
import { SCHEMA, setDatabase, TenboDb } from './db';
import { listGames } from './games';
import { freshDb, importNew, recordNow, undoNow } from './testDb';

/** The hand-computed night, ended when time was up (a finished game: the league counts it). */
const withPlayers = (id: string, players: GameRecord['players']): GameRecord => ({
  ...handComputedNight,
  id,
  players,
  hands: [...handComputedNight.hands, { v: 1, type: 'end', reason: 'time' }],
});
const autumn = {
  name: 'Autumn',
  scope: { kind: 'range', from: '2000-01-01', to: '2999-12-31' },
  rule: { kind: 'sum' },
  minGames: 0,
} as const;

describe('schema version 7 (club): from the schema of version 6', () => {
  it('opens a database of games with their players derived from the names already there, and nothing lost', async () => {
    const factory = new IDBFactory();
    const v6 = new TenboDb(
      'tenbo-test',
      { indexedDB: factory, IDBKeyRange },
      SCHEMA.filter((v) => v.version <= 6),
    );
    setDatabase(v6);
    await importNew(withPlayers('g1', ['Łukasz', 'Anna', 'Bartek', 'Celina']));
    await importNew(withPlayers('g2', ['lukasz', 'Anna', 'Bartek', 'Darek']));
    const before = await listGames();
    v6.close();

    const db = new TenboDb('tenbo-test', { indexedDB: factory, IDBKeyRange });
    setDatabase(db);
    await db.open();
    expect(db.verno).toBe(7);
    expect(await listGames()).toEqual(before);
    const club = await loadClub();
    expect(club.games.map((g) => g.id)).toEqual(['g1', 'g2']);
    expect([...club.directory.players.values()].map((p) => `${p.name}:${p.seats}`).sort()).toEqual([
      'Anna:2',
      'Bartek:2',
      'Celina:1',
      'Darek:1',
      'lukasz:2',
    ]);
    expect(club.events).toEqual([]);
    db.close();
  });
});

describe('club services', () => {
  it('merge, rename and undo are changes appended one per transaction; the games stay as they were', async () => {
    freshDb();
    await importNew(withPlayers('g1', ['Ola', 'Anna', 'Bartek', 'Celina']));
    await importNew(withPlayers('g2', ['Aleksandra', 'Anna', 'Bartek', 'Darek']));
    const games = await listGames();
    await changePlayers({ kind: 'merge', name: 'Ola', into: 'Aleksandra' });
    await changePlayers({ kind: 'rename', name: 'Ola', to: 'Ola K.' });
    let club = await loadClub();
    expect(club.directory.players.get(club.directory.playerOf('Ola'))).toMatchObject({ name: 'Ola K.', seats: 2 });
    expect(await undoPlayerChange()).toBe(true);
    club = await loadClub();
    expect(club.events.map((e) => [e.seq, e.change.kind])).toEqual([
      [1, 'merge'],
      [2, 'rename'],
      [3, 'undo'],
    ]);
    expect(club.directory.players.get(club.directory.playerOf('Ola'))?.name).toBe('Aleksandra');
    expect(await listGames()).toEqual(games);
    const recorded = await recordsOf(club.games);
    expect(recorded.map((r) => r.record.players[0])).toEqual(['Ola', 'Aleksandra']);
  });

  it('a season file from one phone brings the games, the changes and the season to another; each game counts once', async () => {
    freshDb();
    await importNew(withPlayers('g1', ['Ola', 'Anna', 'Bartek', 'Celina']));
    await importNew(withPlayers('g2', ['Aleksandra', 'Anna', 'Bartek', 'Darek']));
    await changePlayers({ kind: 'merge', name: 'Ola', into: 'Aleksandra' });
    const season = await saveSeason(autumn);
    const file = await seasonFileText(season);
    expect(file.games).toBe(2);

    // The other phone already has g1 (imported from the same record).
    freshDb();
    await importNew(withPlayers('g1', ['Ola', 'Anna', 'Bartek', 'Celina']));
    const imported = await importSeasonFile(file.text);
    expect(imported).toMatchObject({ ok: true, imported: 1, already: 1, otherVersions: 0, changes: 1, season: { name: 'Autumn' } });
    // Again: nothing new.
    expect(await importSeasonFile(file.text)).toMatchObject({ ok: true, imported: 0, already: 2, changes: 0 });
    const club = await loadClub();
    expect(club.games).toHaveLength(2);
    expect(club.seasons.map((s) => s.name)).toEqual(['Autumn']);
    expect(club.directory.playerOf('Ola')).toBe(club.directory.playerOf('Aleksandra'));
  });

  it('a file with a record the ledger refuses changes nothing', async () => {
    freshDb();
    await importNew(withPlayers('g1', ['Ola', 'Anna', 'Bartek', 'Celina']));
    const season = await saveSeason(autumn);
    const file = JSON.parse((await seasonFileText(season)).text);
    file.games.push({ ...withPlayers('bad', ['W', 'X', 'Y', 'Z']), hands: [{ type: 'abortive', reason: 'kyuushu', riichi: [] }] });
    file.season.name = 'Changed';
    freshDb();
    const result = await importSeasonFile(JSON.stringify(file));
    expect(result).toMatchObject({ ok: false, errors: [expect.stringMatching(/^games\[1\]:.*abortive/)] });
    expect(await listGames()).toEqual([]);
    expect((await loadClub()).seasons).toEqual([]);
  });
});

describe('talliesOf: each game counted once, kept while the game does not change', () => {
  it('counts from the kept tallies, and counts a game again once a hand of it was undone', async () => {
    const { db } = freshDb();
    const g1 = await importNew(withPlayers('g1', ['Ola', 'Anna', 'Bartek', 'Celina']));
    const first = await talliesOf((await loadClub()).games);
    expect(first.map((t) => t.tally.ok && t.tally.seats[0]!.hands)).toEqual([3]);
    expect(await db.gameTallies.count()).toBe(1);
    // Kept: a tally written in the cache by hand is what comes back while the game is the same.
    const kept = await db.gameTallies.get(g1.game.id);
    await db.gameTallies.put({ ...kept!, tally: { ok: false, error: 'kept' } });
    expect((await talliesOf((await loadClub()).games))[0]?.tally).toEqual({ ok: false, error: 'kept' });
    // The game changes (the time-up end undone and recorded again): counted again from its hands.
    await undoNow(g1.game.id);
    await recordNow(g1.game.id, { v: 1, type: 'end', reason: 'time' });
    const again = await talliesOf((await loadClub()).games);
    expect(again.map((t) => t.tally.ok && t.tally.seats[0]!.hands)).toEqual([3]);
  });
});
