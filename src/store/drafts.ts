import type { TenboDb } from './db';
import type { SeenTable } from './games';
import { discardedKey, draftKey, KEPT_VERSION, LAST_GAME_KEY, rememberedGameIn } from './keptKeys';

/**
 * What a player is in the middle of entering outlives a reload or a killed tab, and a hand on the
 * table a killed browser too: kept (written on every change) until it is saved or cancelled.
 * Storage may be unavailable (private mode) or full: then the screens still work, and what is
 * being entered just won't outlive the tab (the storage problem is said by the writes of games).
 *
 * A hand being entered, one cancelled and the game last shown are in IndexedDB (the `drafts`
 * store): Chromium writes localStorage to disk no sooner than 5 s after a change, so a browser
 * killed in between lost them (issue 31); a committed IndexedDB write outlives the process.
 * Writes are asynchronous, each its own transaction: IndexedDB runs them in the order they were
 * made, so the last change made is the one kept. The edit of a past hand and the calculator's
 * hand are still in localStorage below.
 */

const VERSION = KEPT_VERSION;

let dbModule: Promise<typeof import('./db')> | null = null;

/**
 * The drafts' connection (db.ts), Dexie loaded with it on first use: the screen a launch shows
 * does not wait for Dexie (quickReads.ts). One promise for every call, so the writes are made in
 * the order they were asked for.
 */
async function draftsDb(): Promise<TenboDb> {
  dbModule ??= import('./db');
  return (await dbModule).getDraftsDb();
}

async function keepInDb(key: string, value: object): Promise<void> {
  try {
    await (await draftsDb()).drafts.put({ key, value: { v: VERSION, ...value } });
  } catch {
    // See above: nothing kept, nothing broken.
  }
}

/** What was kept under `key`, as stored (draftsRead.ts reads it); null for nothing, or where storage fails. */
export async function keptInDb(key: string): Promise<unknown> {
  try {
    return (await (await draftsDb()).drafts.get(key))?.value ?? null;
  } catch {
    return null;
  }
}

async function forgetInDb(key: string): Promise<void> {
  try {
    await (await draftsDb()).drafts.delete(key);
  } catch {
    // Nothing to forget where storage is unavailable.
  }
}

function keep(key: string, value: object): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify({ v: VERSION, ...value }));
  } catch {
    // See above: nothing kept, nothing broken.
  }
}

/** What was kept under `key` in localStorage, as stored (draftsRead.ts reads it); null for nothing, or for what is no JSON. */
export function kept(key: string): unknown {
  try {
    return JSON.parse(globalThis.localStorage?.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

function forget(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Nothing to forget where storage is unavailable.
  }
}

/**
 * A hand being entered, per game: offered back only on the table it was started on (the hand
 * dialog's draft).
 */
export interface StoredDraft {
  /** Which dialog (ron, tsumo, draw, ...). */
  readonly kind: string;
  /** The table the dialog was opened on. */
  readonly seen: SeenTable;
  /** The dialog's own state; the dialog checks it before using it. */
  readonly draft: unknown;
}

/** Read back, through the schema kit, by draftsRead.ts: the screens that restore drafts load the kit, the first screen does not. */
export function saveDraft(gameId: string, stored: StoredDraft): Promise<void> {
  return keepInDb(draftKey(gameId), stored);
}

export function clearDraft(gameId: string): Promise<void> {
  return forgetInDb(draftKey(gameId));
}

/**
 * A hand entry closed by Cancel, Escape or Back, per game, kept while its table is unchanged: the
 * table offers it back (every action undoable), after a reload or a killed browser too.
 */
export function saveDiscardedDraft(gameId: string, stored: StoredDraft): Promise<void> {
  return keepInDb(discardedKey(gameId), stored);
}

export function clearDiscardedDraft(gameId: string): Promise<void> {
  return forgetInDb(discardedKey(gameId));
}

/**
 * The game whose screen the scorekeeper last moved to (nav/ui.ts), null for none: where a launch from
 * the home screen goes back to (launch.ts).
 */
export function rememberGame(gameId: string | null): Promise<void> {
  return gameId === null ? forgetInDb(LAST_GAME_KEY) : keepInDb(LAST_GAME_KEY, { gameId });
}

export async function rememberedGame(): Promise<string | null> {
  return rememberedGameIn(await keptInDb(LAST_GAME_KEY));
}

/**
 * A past hand being edited, per game, with the hand it edits as it was when the edit began (an
 * edit is offered back only while that hand is unchanged).
 */
export interface StoredEdit {
  /** The event of the hand being edited. */
  readonly seq: number;
  readonly original: unknown;
  /** The dialog's kind now (an edit may change it). */
  readonly kind: string;
  readonly draft: unknown;
}

export const editKeyOf = (gameId: string) => `tenbo.edit.${gameId}`;

export function saveEditDraft(gameId: string, stored: StoredEdit): void {
  keep(editKeyOf(gameId), stored);
}

export function clearEditDraft(gameId: string): void {
  forget(editKeyOf(gameId));
}

/** The hand calculator's hand: its preset and the picker's sketch (the picker checks the sketch). One calculator, one draft. */
export interface CalculatorDraft {
  readonly preset: string;
  readonly sketch: unknown;
}

export const CALCULATOR_KEY = 'tenbo.calculator';

export function saveCalculatorDraft(draft: CalculatorDraft): void {
  keep(CALCULATOR_KEY, draft);
}
