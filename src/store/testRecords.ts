import { serializeRecord, type RecordHand } from '../ledger';
import { getDb } from './db';
import { deriveGame } from './derive';
import { loadGame } from './games';
import { recordOf } from './records';

/** Helpers for tests of records in and out through the store (not used by the app). */

/** A stored game's record as its export writes it; a game that does not replay fails the test. */
export async function exportedRecord(gameId: string): Promise<string> {
  const loaded = await loadGame(gameId);
  if (!loaded) throw new Error(`game ${gameId} is not stored`);
  const derived = deriveGame(loaded.game, loaded.events);
  if (!derived.ok) throw new Error(`a stored game does not replay: ${derived.error.message}`);
  return serializeRecord(recordOf(loaded.game, derived));
}

/** Every row of every table of the database, by table. */
export async function dumpDb(): Promise<[string, unknown[]][]> {
  const db = getDb();
  return Promise.all(db.tables.map(async (table) => [table.name, await table.toArray()] as [string, unknown[]]));
}

/** Empties every table (quicker than a new database for each run of a property). */
export async function clearDb(): Promise<void> {
  const db = getDb();
  await Promise.all(db.tables.map((table) => table.clear()));
}

/** A record's hands without the table after each (what the file says of it, not the result). */
export function handsWithoutAfter(hands: readonly RecordHand[]): Omit<RecordHand, 'after'>[] {
  return hands.map(({ after: _after, ...hand }) => hand);
}
