import type { Transaction } from 'dexie';
import { summaryOf } from '../summary';
import type { EventRow, GameRow } from '../types';

/**
 * A recompute step (schemaVersions/version.ts): every game's summary computed again from its
 * events with today's code; the events themselves are not touched. Idempotent: run twice, it
 * writes the same rows (summaryOf reads only the game's rules and events, never its summary).
 */
export async function summarizeAgain(tx: Transaction): Promise<void> {
  const games = tx.table<GameRow, string>('games');
  const events = tx.table<EventRow, [string, number]>('events');
  for (const game of await games.toArray()) {
    const rows = await events.where('gameId').equals(game.id).sortBy('seq');
    await games.put({ ...game, summary: summaryOf(game, rows) });
  }
}
