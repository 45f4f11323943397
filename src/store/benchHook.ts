import type { HandResult } from '../ledger';
import { DB_NAME, getDb, setDatabase, TenboDb, type EventRow, type GameRow, type Players } from './db';
import { createGame, createGameRow, recordHand } from './games';
import { summaryOf } from './summary';

/**
 * `npm run bench` measures committing a hand to IndexedDB in Chromium through the real storage
 * service, and the screens over a seeded history. The built app installs this hook only when
 * opened with `?bench` (its own small chunk).
 */
export interface BenchHook {
  readonly createGame: typeof createGame;
  readonly recordHand: typeof recordHand;
  readonly seedGames: typeof seedGames;
  readonly useDurability: typeof useDurability;
}

declare global {
  interface Window {
    __tenboBench?: BenchHook;
  }
}

const NAMES = ['Ada', 'Bob', 'Cyd', 'Dee', 'Eve', 'Fox', 'Gus', 'Hal', 'Ivy', 'Jo', 'Łukasz', 'Zoë'] as const;

/** Hands that keep a game going: a ron, then draws with the dealer tenpai (a game of club-night length). */
const HANDS: readonly HandResult[] = [
  { v: 1, type: 'ron', from: 3, wins: [{ winner: 1, han: 3, fu: 40 }], riichi: [1] },
  { v: 1, type: 'draw', tenpai: [0, 2], riichi: [] },
  { v: 1, type: 'ron', from: 0, wins: [{ winner: 2, han: 2, fu: 30 }], riichi: [] },
  { v: 1, type: 'draw', tenpai: [1], riichi: [] },
];
const TIME_UP: HandResult = { v: 1, type: 'end', reason: 'time' };

/**
 * The app's database on a connection of the given durability, for the bench to measure what the
 * strict durability of the app's writes (db.ts) costs against Chromium's relaxed default.
 */
export function useDurability(durability: 'strict' | 'relaxed'): void {
  setDatabase(new TenboDb(DB_NAME, { chromeTransactionDurability: durability }));
}

/**
 * Stores `count` games in one transaction, as the app stores them (rows, events and the
 * summaries the list shows): every other game finished (time up after its hands), the rest in
 * play; players drawn in turn from a dozen names, so a search finds some of them.
 */
export async function seedGames(count: number): Promise<string[]> {
  const games: GameRow[] = [];
  const events: EventRow[] = [];
  const start = Date.now() - count * 60_000;
  for (let i = 0; i < count; i++) {
    const name = (seat: number): string => NAMES[(i + seat * 5) % NAMES.length] ?? 'Ada';
    const players: Players = [name(0), name(1), name(2), name(3)];
    const row = createGameRow({ players, presetId: 'ema2025', overrides: {} });
    const at = start + i * 60_000;
    const hands = i % 2 === 0 ? [...HANDS, TIME_UP] : HANDS;
    const rows = hands.map((result, k): EventRow => ({ gameId: row.id, seq: k + 1, at: at + k, event: { kind: 'hand', result } }));
    games.push({ ...row, createdAt: at, updatedAt: at + hands.length, lastSeq: rows.length, summary: summaryOf(row, rows) });
    events.push(...rows);
  }
  const db = getDb();
  await db.transaction('rw', db.games, db.events, async () => {
    await db.games.bulkAdd(games);
    await db.events.bulkAdd(events);
  });
  return games.map((game) => game.id);
}

export function installBenchHook(): void {
  window.__tenboBench = { createGame, recordHand, seedGames, useDurability };
}
