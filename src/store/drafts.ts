import type { SeenTable } from './games';

/**
 * A hand being entered survives a reload or a killed tab: the hand dialog's draft is kept per
 * game (localStorage: small, synchronous, written on every change) until the hand is recorded
 * or the dialog is cancelled. It is only offered back on the table it was started on.
 */
export interface StoredDraft {
  /** Which dialog (ron, tsumo, draw, ...). */
  readonly kind: string;
  /** The table the dialog was opened on. */
  readonly seen: SeenTable;
  /** The dialog's own state; the dialog checks it before using it. */
  readonly draft: unknown;
}

const VERSION = 1;
const keyOf = (gameId: string) => `tenbo.draft.${gameId}`;

export function saveDraft(gameId: string, stored: StoredDraft): void {
  try {
    globalThis.localStorage?.setItem(keyOf(gameId), JSON.stringify({ v: VERSION, ...stored }));
  } catch {
    // Private mode or a full disk: the dialog still works, the draft just won't outlive the tab.
  }
}

export function loadDraft(gameId: string): StoredDraft | null {
  try {
    const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(keyOf(gameId)) ?? 'null');
    if (!isStored(raw)) return null;
    return { kind: raw.kind, seen: raw.seen, draft: raw.draft };
  } catch {
    return null;
  }
}

export function clearDraft(gameId: string): void {
  try {
    globalThis.localStorage?.removeItem(keyOf(gameId));
  } catch {
    // Nothing to clear where storage is unavailable.
  }
}

/**
 * A past hand being edited outlives a reload too: kept per game with the hand it edits as it
 * was when the edit began (an edit is offered back only while that hand is unchanged).
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
  try {
    globalThis.localStorage?.setItem(editKeyOf(gameId), JSON.stringify({ v: VERSION, ...stored }));
  } catch {
    // As for hand drafts: editing still works, the edit just won't outlive the tab.
  }
}

export function loadEditDraft(gameId: string): StoredEdit | null {
  try {
    const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(editKeyOf(gameId)) ?? 'null');
    if (!isObject(raw) || raw.v !== VERSION || typeof raw.seq !== 'number' || typeof raw.kind !== 'string') return null;
    return { seq: raw.seq, original: raw.original, kind: raw.kind, draft: raw.draft };
  } catch {
    return null;
  }
}

export function clearEditDraft(gameId: string): void {
  try {
    globalThis.localStorage?.removeItem(editKeyOf(gameId));
  } catch {
    // Nothing to clear where storage is unavailable.
  }
}

/**
 * The hand calculator's hand outlives a reload too: its preset and the picker's sketch (the
 * picker checks the sketch before using it). One calculator, one draft.
 */
export interface CalculatorDraft {
  readonly preset: string;
  readonly sketch: unknown;
}

const CALCULATOR_KEY = 'tenbo.calculator';

export function saveCalculatorDraft(draft: CalculatorDraft): void {
  try {
    globalThis.localStorage?.setItem(CALCULATOR_KEY, JSON.stringify({ v: VERSION, ...draft }));
  } catch {
    // As for hand drafts: the calculator still works, its hand just won't outlive the tab.
  }
}

export function loadCalculatorDraft(): CalculatorDraft | null {
  try {
    const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(CALCULATOR_KEY) ?? 'null');
    if (!isObject(raw) || raw.v !== VERSION || typeof raw.preset !== 'string') return null;
    return { preset: raw.preset, sketch: raw.sketch };
  } catch {
    return null;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isStored(value: unknown): value is StoredDraft & { v: number } {
  if (!isObject(value) || value.v !== VERSION || typeof value.kind !== 'string') return false;
  const seen = value.seen;
  return (
    isObject(seen) &&
    typeof seen.hands === 'number' &&
    Array.isArray(seen.pendingRiichi) &&
    seen.pendingRiichi.every((s) => s === 0 || s === 1 || s === 2 || s === 3)
  );
}
