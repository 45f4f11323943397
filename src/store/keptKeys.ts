/**
 * The keys of what a player is in the middle of doing, kept in the `drafts` store (schema
 * version 5). They are the keys localStorage held them under before, so that the upgrade to
 * version 5 carries each over as it is (db.ts).
 */

/** The version of the kept values' shape (`v` in each): a value of another is ignored. */
export const KEPT_VERSION = 1;

/** A hand being entered on a game's table (its dialog open). */
export const draftKey = (gameId: string) => `tenbo.draft.${gameId}`;
/** A hand entry closed by Cancel, Escape or Back, offered back on that table. */
export const discardedKey = (gameId: string) => `tenbo.discarded.${gameId}`;
/** The game whose screen the scorekeeper last moved to (ui.ts, launch.ts). */
export const LAST_GAME_KEY = 'tenbo.lastGame';

/** The game id kept under LAST_GAME_KEY (its stored value), null for none or for a value of another version. */
export function rememberedGameIn(value: unknown): string | null {
  if (value === null || typeof value !== 'object' || !('v' in value) || !('gameId' in value)) return null;
  return value.v === KEPT_VERSION && typeof value.gameId === 'string' ? value.gameId : null;
}

const DRAFT_PREFIX = draftKey('');

/**
 * What localStorage held of these before version 5, as the rows to store: a draft as it was
 * kept (its JSON), the last game (a bare id) in the kept shape. Nothing when localStorage is
 * blocked or holds none; a value that does not parse is left behind (it was of no use either).
 */
export function keptInLocalStorage(storage: Storage | undefined): { key: string; value: unknown }[] {
  const rows: { key: string; value: unknown }[] = [];
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
export function forgetInLocalStorage(storage: Storage | undefined, keys: readonly string[]): void {
  try {
    for (const key of keys) storage?.removeItem(key);
  } catch {
    // Blocked: nothing was carried over either.
  }
}
