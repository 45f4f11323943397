import type { Transaction } from 'dexie';
import type { SchemaVersion } from './version';

/**
 * Version 5: what a player is in the middle of entering (a hand's draft, a hand entry cancelled)
 * and the game last shown move from localStorage, which Chromium writes to disk seconds after a
 * change, to IndexedDB, where a committed write outlives a killed browser (issue 31).
 */
export const V5 = {
  version: 5,
  stores: { games: 'id, updatedAt, recordId', events: '[gameId+seq], gameId', settings: 'key', drafts: 'key' },
  upgrade: carryOverLocalStorage,
} as const satisfies SchemaVersion;

// The keys and the kept shape as version 5 found them (frozen here; keptKeys.ts holds today's).
const DRAFT_PREFIX = 'tenbo.draft.';
const LAST_GAME_KEY = 'tenbo.lastGame';
const KEPT_VERSION = 1;

interface KeptRow {
  readonly key: string;
  readonly value: unknown;
}

/** What localStorage kept into the `drafts` store; taken out of localStorage once the upgrade committed. */
async function carryOverLocalStorage(tx: Transaction): Promise<void> {
  const storage = globalThis.localStorage as Storage | undefined;
  const rows = keptInLocalStorage(storage);
  await tx.table<KeptRow, string>('drafts').bulkPut(rows);
  tx.on('complete', () =>
    forgetInLocalStorage(
      storage,
      rows.map((row) => row.key),
    ),
  );
}

/**
 * What localStorage held before version 5, as the rows to store: a draft as it was kept (its
 * JSON), the last game (a bare id) in the kept shape. Nothing when localStorage is blocked or
 * holds none; a value that does not parse is left behind (it was of no use either).
 */
function keptInLocalStorage(storage: Storage | undefined): KeptRow[] {
  const rows: KeptRow[] = [];
  try {
    if (!storage) return rows;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      const raw = key === null ? null : storage.getItem(key);
      if (key === null || raw === null) continue;
      if (key === LAST_GAME_KEY) rows.push({ key, value: { v: KEPT_VERSION, gameId: raw } });
      else if (key.startsWith(DRAFT_PREFIX)) {
        try {
          rows.push({ key, value: JSON.parse(raw) as unknown });
        } catch {
          // Unreadable before, unreadable now.
        }
      }
    }
  } catch {
    // localStorage blocked (site data off): nothing to carry over.
  }
  return rows;
}

/** Takes the keys carried over out of localStorage (once they are stored in IndexedDB). */
function forgetInLocalStorage(storage: Storage | undefined, keys: readonly string[]): void {
  try {
    for (const key of keys) storage?.removeItem(key);
  } catch {
    // Blocked: nothing was carried over either.
  }
}
