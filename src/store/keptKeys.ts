/**
 * The keys of what a player is in the middle of doing, kept in the `drafts` store (schema
 * version 5). They are the keys localStorage held them under before (the upgrade to version 5,
 * schemaVersions/v5.ts, carried each over as it was).
 */

/** The version of the kept values' shape (`v` in each): a value of another is ignored. */
export const KEPT_VERSION = 1;

/** A hand being entered on a game's table (its dialog open). */
export const draftKey = (gameId: string) => `tenbo.draft.${gameId}`;
/** A hand entry closed by Cancel, Escape or Back, offered back on that table. */
export const discardedKey = (gameId: string) => `tenbo.discarded.${gameId}`;
/** The game whose screen the scorekeeper last moved to (nav/ui.ts, nav/launch.ts). */
export const LAST_GAME_KEY = 'tenbo.lastGame';
