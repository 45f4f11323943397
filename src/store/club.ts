import { directoryOf, lastUndoable, mergesOf, readSeasonFile, seasonGames, writeSeasonFile, type ClubGame, type Directory, type PlayerChange, type PlayerEvent, type RecordedGame, type Season } from '../club';
import { replayRecord, type GameRecord } from '../ledger';
import type { PlayerEventRow, SeasonRow } from './clubSchema';
import { getDb } from './db';
import { deriveGame } from './derive';
import { newId } from './games';
import { localDate } from './localDate';
import { recordOf, importRecord } from './records';
import { clubNightStart, countedGames } from './standings';
import type { EventRow, GameRow } from './types';

/**
 * The club's storage services (issue 28): player changes and seasons, each change in one
 * transaction, and what the club screens read. Players are derived when read (src/club
 * players.ts) from the names in the games and the changes: nothing in a game is rewritten.
 */

/** A finished game as the league counts it, with the row it is stored in (a player page reads its hands). */
export interface StoredClubGame extends ClubGame {
  readonly gameId: string;
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
  return { id: game.recordId ?? game.id, gameId: game.id, night: nightOf(endedAt), endedAt, players: game.players, finals };
}

function seasonOf({ updatedAt: _updatedAt, ...season }: SeasonRow): Season {
  return season;
}

/** Everything the club screens show, read in one transaction. */
export async function loadClub(): Promise<ClubData> {
  const db = getDb();
  return db.transaction('r', db.games, db.playerEvents, db.seasons, async () => {
    const [rows, events, seasons] = await Promise.all([db.games.toArray(), db.playerEvents.orderBy('seq').toArray(), db.seasons.toArray()]);
    const counted = countedGames(rows, null).map((c) => clubGameOf(c.game, c.finals, c.endedAt));
    // Each game once (the same record imported on this phone twice, under one record id).
    const games = seasonGames({ scope: { kind: 'range', from: '0000-01-01', to: '9999-12-31' } }, counted);
    const directory = directoryOf(games.flatMap((g) => g.players), events);
    return { games, directory, events, seasons: seasons.map(seasonOf).sort((a, b) => a.name.localeCompare(b.name)) };
  });
}

/** The records of these games (their hands replayed into records), for a player page; a game that no longer replays is left out. */
export async function recordsOf(games: readonly StoredClubGame[]): Promise<RecordedGame[]> {
  const db = getDb();
  return db.transaction('r', db.games, db.events, async () => {
    const ids = games.map((g) => g.gameId);
    const [rows, events] = await Promise.all([db.games.bulkGet(ids), db.events.where('gameId').anyOf(ids).toArray()]);
    const byGame = new Map<string, EventRow[]>();
    for (const event of events) byGame.set(event.gameId, [...(byGame.get(event.gameId) ?? []), event]);
    return games.flatMap((game, i) => {
      const row = rows[i];
      const derived = row && deriveGame(row, (byGame.get(game.gameId) ?? []).sort((a, b) => a.seq - b.seq));
      return row && derived?.ok ? [{ game, record: recordOf(row, derived) }] : [];
    });
  });
}

/** Appends one change to the players, in its own transaction. */
export async function changePlayers(change: PlayerChange): Promise<void> {
  const db = getDb();
  await db.transaction('rw', db.playerEvents, async () => {
    const last = await db.playerEvents.orderBy('seq').last();
    await db.playerEvents.add({ seq: (last?.seq ?? 0) + 1, id: newId(), at: Date.now(), change });
  });
}

/** Takes back the last change not taken back yet (an undo is a change too); false when there is none. */
export async function undoPlayerChange(): Promise<boolean> {
  const db = getDb();
  return db.transaction('rw', db.playerEvents, async () => {
    const events = await db.playerEvents.orderBy('seq').toArray();
    const target = lastUndoable(events);
    if (!target) return false;
    await db.playerEvents.add({ seq: (events.at(-1)?.seq ?? 0) + 1, id: newId(), at: Date.now(), change: { kind: 'undo', target: target.seq } });
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
  const recorded = await recordsOf(games);
  const players = [...club.directory.players.values()].filter((p) => games.some((g) => g.players.some((n) => club.directory.playerOf(n) === p.id)));
  const text = writeSeasonFile({
    format: 'tenbo-season/1',
    season,
    games: recorded.map((r) => r.record),
    players: players.map((p) => ({ name: p.name, names: [...p.spellings] })),
    merges: mergesOf(club.events),
  });
  return { text, games: recorded.length };
}

export type SeasonImport =
  | { readonly ok: true; readonly season: Season; readonly imported: number; readonly already: number; readonly otherVersions: number; readonly changes: number }
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
    const fresh: PlayerEventRow[] = file.merges.filter((m) => !known.has(m.id)).map((m) => ({ seq: (seq += 1), id: m.id, at: Date.now(), change: m.change }));
    await db.playerEvents.bulkAdd(fresh);
    await db.seasons.put({ ...file.season, updatedAt: Date.now() });
    return { ok: true, season: file.season, imported, already, otherVersions, changes: fresh.length } as const;
  });
}
