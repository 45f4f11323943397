import type { SeenTable } from './games';

/**
 * What a player is in the middle of entering outlives a reload or a killed tab: kept in
 * localStorage (small, synchronous, written on every change) until it is saved or cancelled.
 * Storage may be unavailable (private mode) or full: then the screens still work, and what is
 * being entered just won't outlive the tab.
 */

const VERSION = 1;

function keep(key: string, value: object): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify({ v: VERSION, ...value }));
  } catch {
    // See above: nothing kept, nothing broken.
  }
}

/** What was kept under `key` by this version, as an object; null for nothing, or for what cannot be read. */
function kept(key: string): Record<string, unknown> | null {
  try {
    const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? 'null');
    return isObject(raw) && raw.v === VERSION ? raw : null;
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

const keyOf = (gameId: string) => `tenbo.draft.${gameId}`;

export function saveDraft(gameId: string, stored: StoredDraft): void {
  keep(keyOf(gameId), stored);
}

export function loadDraft(gameId: string): StoredDraft | null {
  const raw = kept(keyOf(gameId));
  if (!raw || typeof raw.kind !== 'string' || !isSeenTable(raw.seen)) return null;
  return { kind: raw.kind, seen: raw.seen, draft: raw.draft };
}

export function clearDraft(gameId: string): void {
  forget(keyOf(gameId));
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

const editKeyOf = (gameId: string) => `tenbo.edit.${gameId}`;

export function saveEditDraft(gameId: string, stored: StoredEdit): void {
  keep(editKeyOf(gameId), stored);
}

export function loadEditDraft(gameId: string): StoredEdit | null {
  const raw = kept(editKeyOf(gameId));
  if (!raw || typeof raw.seq !== 'number' || typeof raw.kind !== 'string') return null;
  return { seq: raw.seq, original: raw.original, kind: raw.kind, draft: raw.draft };
}

export function clearEditDraft(gameId: string): void {
  forget(editKeyOf(gameId));
}

/** The hand calculator's hand: its preset and the picker's sketch (the picker checks the sketch). One calculator, one draft. */
export interface CalculatorDraft {
  readonly preset: string;
  readonly sketch: unknown;
}

const CALCULATOR_KEY = 'tenbo.calculator';

export function saveCalculatorDraft(draft: CalculatorDraft): void {
  keep(CALCULATOR_KEY, draft);
}

export function loadCalculatorDraft(): CalculatorDraft | null {
  const raw = kept(CALCULATOR_KEY);
  if (!raw || typeof raw.preset !== 'string') return null;
  return { preset: raw.preset, sketch: raw.sketch };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isSeenTable(seen: unknown): seen is SeenTable {
  return (
    isObject(seen) &&
    typeof seen.hands === 'number' &&
    Array.isArray(seen.pendingRiichi) &&
    seen.pendingRiichi.every((s) => s === 0 || s === 1 || s === 2 || s === 3)
  );
}
