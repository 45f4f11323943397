import Dexie from 'dexie';
import {
  directoryOf,
  lastUndoable,
  mergesOf,
  readSeasonFile,
  seasonGames,
  tallyGame,
  writeSeasonFile,
  type ClubGame,
  type Directory,
  type PlayerChange,
  type PlayerEvent,
  type RecordedGame,
  type Season,
  type TalliedGame,
} from '../club';
import { RECORD_FORMAT, replayRecord, type GameRecord } from '../ledger';
import type { GameTallyRow, PlayerEventRow, SeasonRow } from './clubSchema';
import { getDb } from './db';
import { deriveGame, effectiveLog } from './derive';
import { decodedRows } from './eventRows';
import { newId } from './games';
import { localDate } from './localDate';
import { recordOf, importRecord } from './records';
import { clubNightStart, finishedGames } from './standings';
import type { EventRow, GameRow } from './types';

/**
 * The club's storage services (issue 28): player changes and seasons, each change in one
 * transaction, and what the club screens read. Players are derived when read (src/club
 * players.ts) from the names in the games and the changes: nothing in a game is rewritten.
 */

/** A finished game as the league counts it, with the row it is stored in (a player page reads its hands). */
export interface StoredClubGame extends ClubGame {
  readonly gameId: string;
  /** The game's last event when read: its kept tally is valid while this is the same (talliesOf). */
  readonly lastSeq: number;
}

export interface ClubData {
  /** Finished games not deleted, each once by its record id, in the order played. */
  readonly games: readonly StoredClubGame[];
  readonly directory: Directory;
  readonly events: readonly PlayerEvent[];
  readonly seasons: readonly Season[];
}

/** The club night a game ended in, as a season names nights: 2026-11-22 (a night past midnight is the evening's). */
export function nightOf(time: number): string {
  return localDate(clubNightStart(time));
}

function clubGameOf(game: GameRow, finals: readonly number[], endedAt: number): StoredClubGame {
  // A game exported from one phone and imported on another carries the record's id there: one game on both.
  return {
    id: game.recordId ?? game.id,
    gameId: game.id,
    lastSeq: game.lastSeq,
    night: nightOf(endedAt),
    endedAt,
    players: game.players,
    finals,
  };
}

function seasonOf({ updatedAt: _updatedAt, ...season }: SeasonRow): Season {
  return season;
}

/**
 * What loadClub read last, while nothing was written since (any write to the database, from this
 * tab or another, forgets it: Dexie's storagemutated): moving between the club's screens does not
 * read 1,000 games again, and never shows them out of date.
 */
let lastRead: ClubData | null = null;
Dexie.on('storagemutated', () => {
  lastRead = null;
});

/** The club as last read, when nothing was written since: a screen shows it at once. */
export function clubAsRead(): ClubData | null {
  return lastRead;
}

/** Everything the club screens show, read in one transaction. */
export async function loadClub(): Promise<ClubData> {
  if (lastRead) return lastRead;
  const db = getDb();
  const read = await db.transaction('r', db.games, db.playerEvents, db.seasons, async () => {
    const [rows, events, seasons] = await Promise.all([db.games.toArray(), db.playerEvents.orderBy('seq').toArray(), db.seasons.toArray()]);
    const counted = finishedGames(rows, null).map((c) => clubGameOf(c.game, c.finals, c.endedAt));
    // Each game once (the same record imported on this phone twice, under one record id).
    const games = seasonGames({ scope: { kind: 'range', from: '0000-01-01', to: '9999-12-31' } }, counted);
    const directory = directoryOf(
      games.flatMap((g) => g.players),
      events,
    );
    return { games, directory, events, seasons: seasons.map(seasonOf).sort((a, b) => a.name.localeCompare(b.name)) };
  });
  lastRead = read;
  return read;
}

/**
 * Each game's seats counted, for a player page: from the kept counts where the game has not changed
 * since (gameTallies), else counted from its record now and kept. Keeping them is a cache: when
 * storage refuses the write, the page shows all the same.
 */
export async function talliesOf(games: readonly StoredClubGame[]): Promise<TalliedGame[]> {
  const db = getDb();
  const kept = await db.gameTallies.bulkGet(games.map((g) => g.gameId));
  const stale = games.filter((game, i) => kept[i]?.lastSeq !== game.lastSeq);
  const counted = new Map((await recordsOf(stale)).map(({ game, record }) => [game.gameId, tallyGame(record)]));
  const fresh: GameTallyRow[] = [];
  const tallied = games.flatMap((game, i): TalliedGame[] => {
    const tally = counted.get(game.gameId) ?? (kept[i]?.lastSeq === game.lastSeq ? kept[i]?.tally : undefined);
    if (!tally) return [];
    if (counted.has(game.gameId)) fresh.push({ gameId: game.gameId, lastSeq: game.lastSeq, tally });
    return [{ game, tally }];
  });
  if (fresh.length > 0) {
    try {
      await db.gameTallies.bulkPut(fresh);
    } catch (error) {
      console.warn('Counts not kept', error);
    }
  }
  return tallied;
}

/**
 * The records of these games, for a player page: each game's hands as its events leave them (undo
 * and edit applied: effectiveLog) under its rules. The hands are not replayed here: the page's
 * counts replay them once (src/club tallyGame), and a game whose hands no longer replay is counted
 * as refused there.
 */
export async function recordsOf(games: readonly StoredClubGame[]): Promise<(RecordedGame & { readonly game: StoredClubGame })[]> {
  const db = getDb();
  return db.transaction('r', db.games, db.events, async () => {
    const ids = games.map((g) => g.gameId);
    const [rows, events] = await Promise.all([db.games.bulkGet(ids), db.events.where('gameId').anyOf(ids).toArray()]);
    const byGame = new Map<string, EventRow[]>();
    for (const event of events) {
      const list = byGame.get(event.gameId);
      if (list) list.push(event);
      else byGame.set(event.gameId, [event]);
    }
    return games.flatMap((game, i) => {
      const row = rows[i];
      if (!row) return [];
      const hands = effectiveLog(decodedRows(game.gameId, byGame.get(game.gameId) ?? [])).hands.map((hand) => hand.result);
      const record: GameRecord = {
        id: game.id,
        format: RECORD_FORMAT,
        rules: row.presetId,
        players: [...row.players],
        hands,
        ...(Object.keys(row.overrides).length > 0 ? { overrides: row.overrides } : {}),
      };
      return [{ game, record }];
    });
  });
}

/** The records of these games as an export writes them (replayed: each hand with the scores after it), for a season file. */
async function exportedRecords(games: readonly StoredClubGame[]): Promise<GameRecord[]> {
  const db = getDb();
  return db.transaction('r', db.games, db.events, async () => {
    const records: GameRecord[] = [];
    for (const game of games) {
      const row = await db.games.get(game.gameId);
      const derived = row && deriveGame(row, decodedRows(game.gameId, await db.events.where('gameId').equals(game.gameId).sortBy('seq')));
      if (row && derived?.ok) records.push(recordOf(row, derived));
    }
    return records;
  });
}

/** Appends one change to the players, in its own transaction; returns it as stored. */
export async function changePlayers(change: PlayerChange): Promise<PlayerEventRow> {
  const db = getDb();
  return db.transaction('rw', db.playerEvents, async () => {
    const last = await db.playerEvents.orderBy('seq').last();
    const row = { seq: (last?.seq ?? 0) + 1, id: newId(), at: Date.now(), change };
    await db.playerEvents.add(row);
    return row;
  });
}

/** Takes back the last change not taken back yet (an undo is a change too); false when there is none. */
export async function undoPlayerChange(): Promise<boolean> {
  const db = getDb();
  return db.transaction('rw', db.playerEvents, async () => {
    const events = await db.playerEvents.orderBy('seq').toArray();
    const target = lastUndoable(events);
    if (!target) return false;
    await db.playerEvents.add({
      seq: (events.at(-1)?.seq ?? 0) + 1,
      id: newId(),
      at: Date.now(),
      change: { kind: 'undo', target: target.seq },
    });
    return true;
  });
}

/** Keeps a season (a new one when `id` is left out); returns it as kept. */
export async function saveSeason(season: Omit<Season, 'id'> & { readonly id?: string }): Promise<Season> {
  const kept: Season = { ...season, id: season.id ?? newId() };
  await getDb().seasons.put({ ...kept, updatedAt: Date.now() });
  return kept;
}

/** The season file of a season: its games' records, the players and the changes in force. */
export async function seasonFileText(season: Season): Promise<{ text: string; games: number }> {
  const club = await loadClub();
  const games = seasonGames(season, club.games);
  const records = await exportedRecords(games);
  const players = [...club.directory.players.values()].filter((p) =>
    games.some((g) => g.players.some((n) => club.directory.playerOf(n) === p.id)),
  );
  const text = writeSeasonFile({
    format: 'tenbo-season/1',
    season,
    games: records,
    players: players.map((p) => ({ name: p.name, names: [...p.spellings] })),
    merges: mergesOf(club.events),
  });
  return { text, games: records.length };
}

export type SeasonImport =
  | {
      readonly ok: true;
      readonly season: Season;
      readonly imported: number;
      readonly already: number;
      readonly otherVersions: number;
      readonly changes: number;
    }
  | { readonly ok: false; readonly errors: readonly string[] };

/** A record the ledger refuses, named for the player (nothing of the file is taken then). */
function refusalOf(records: readonly GameRecord[]): string[] {
  return records.flatMap((record, i) => {
    const replayed = replayRecord(record);
    return replayed.ok ? [] : [`games[${i}]: ${replayed.message}`];
  });
}

/**
 * Imports a season file in one transaction: its games (each as a record is imported: one already
 * here, by its record id, is not imported again; another version of a game here is left as it is
 * here), its player changes not yet here (by id), and the season (the file's replaces one of the
 * same id). A file refused, or a record in it the ledger refuses, changes nothing.
 */
export async function importSeasonFile(text: string): Promise<SeasonImport> {
  const read = readSeasonFile(text);
  if (!read.ok) return read;
  const { file } = read;
  const refused = refusalOf(file.games);
  if (refused.length > 0) return { ok: false, errors: refused.slice(0, 3) };
  const db = getDb();
  return db.transaction('rw', [db.games, db.events, db.playerEvents, db.seasons], async () => {
    let imported = 0;
    let already = 0;
    let otherVersions = 0;
    // Each record's own transaction runs inside this one: all of the file or nothing.
    for (const record of file.games) {
      const outcome = await importRecord(record);
      if (outcome.ok) imported += 1;
      else if ('duplicateOf' in outcome) already += 1;
      else if ('versionOf' in outcome) otherVersions += 1;
    }
    const known = new Set((await db.playerEvents.toArray()).map((e) => e.id));
    let seq = (await db.playerEvents.orderBy('seq').last())?.seq ?? 0;
    const fresh: PlayerEventRow[] = file.merges
      .filter((m) => !known.has(m.id))
      .map((m) => ({ seq: (seq += 1), id: m.id, at: Date.now(), change: m.change }));
    await db.playerEvents.bulkAdd(fresh);
    await db.seasons.put({ ...file.season, updatedAt: Date.now() });
    return { ok: true, season: file.season, imported, already, otherVersions, changes: fresh.length } as const;
  });
}
