import type { Rules } from '../core/rules';
import type { StoredEdit } from '../store/drafts';
import type { HandStep } from '../store/derive';
import { canonicalJson, handKindsFor, type HandKind } from '../ledger';

/** An edit of a past hand kept from before a reload or a killed tab, that can be taken up again. */
export interface PendingEdit {
  readonly step: HandStep;
  /** The hand's number in the game, 1 for the first. */
  readonly number: number;
  readonly kind: HandKind;
  readonly draft: unknown;
}

/**
 * The kept edit, while the hand it edits is still as it was when the edit began and its kind is
 * one these rules have; null when nothing is kept, or when what is kept no longer fits the game
 * (the hand was undone, or edited or imported anew): saving it then would overwrite another hand.
 */
export function pendingEdit(
  kept: StoredEdit | null,
  game: { readonly rules: Rules; readonly steps: readonly HandStep[] },
): PendingEdit | null {
  if (!kept) return null;
  const index = game.steps.findIndex((step) => step.seq === kept.seq);
  const step = game.steps[index];
  const kind = handKindsFor(game.rules).find((k) => k === kept.kind);
  if (!step || !kind || canonicalJson(step.result) !== canonicalJson(kept.original)) return null;
  return { step, number: index + 1, kind, draft: kept.draft };
}
