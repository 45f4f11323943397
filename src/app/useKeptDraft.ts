import { useCallback, useRef, useState } from 'react';
import type { Words } from '../i18n';
import type { HandKind } from '../ledger';
import { useUi } from '../nav/ui';
import { useLatest } from '../ui/useLatest';
import type { DiscardedDraft } from './hand/handDraft';

/**
 * The hand dialog's draft kept, restored and offered back, one way for both screens that open it
 * (the table: a new hand, kept in IndexedDB; the hands list: an edit of a past hand). `Target` is
 * what the draft was entered on: the table as it was seen, or the hand being edited.
 */
export interface KeptDraftOptions<Target> {
  /** Keeps the draft being entered under its target, for a reload or a killed tab. */
  keep(target: Target, kind: HandKind, draft: unknown): void;
  /** Forgets the draft being entered: the dialog closed (the hand recorded, or cancelled). */
  forget(): void;
  /** Where a cancelled entry is kept across a reload too (the table): kept, and forgotten once another is started. */
  readonly cancelled?: { keep(target: Target, kept: DiscardedDraft): void; forget(): void };
  /** The target as the game now stands when the draft still describes it; null once it has moved on. */
  refit(target: Target): Target | null;
  readonly words: { discarded(target: Target): Words; bringBack: Words; stale(target: Target): Words };
}

export interface OpenDraft<Target> {
  readonly target: Target;
  readonly kind: HandKind;
  /** A draft to take up (kept before a reload, or cancelled and brought back). */
  readonly restored?: unknown;
}

export function useKeptDraft<Target>(options: KeptDraftOptions<Target>) {
  const setDialogOpen = useUi((s) => s.setDialogOpen);
  const showToast = useUi((s) => s.showToast);
  const [open, setOpen] = useState<OpenDraft<Target> | null>(null);
  // The options of the last render, for a toast's action that runs after later renders.
  const latest = useLatest(options);
  // The toast offering back a cancelled entry (its id): a new entry started replaces that offer.
  const offerToast = useRef<number | null>(null);
  // How many times the dialog was opened or closed: one while kept drafts were read means the
  // player has moved on (an entry started, maybe closed again), and what was kept is not offered.
  const moves = useRef(0);

  const show = useCallback(
    (next: OpenDraft<Target> | null) => {
      moves.current += 1;
      setOpen(next);
      setDialogOpen(next !== null);
    },
    [setDialogOpen],
  );

  /** Opens the dialog on `target`; a new entry replaces the offer of one cancelled before. */
  const openDraft = useCallback(
    (target: Target, kind: HandKind, restored?: unknown) => {
      const { cancelled } = latest.current;
      if (cancelled) {
        if (offerToast.current !== null && useUi.getState().toast?.id === offerToast.current) useUi.getState().dismissToast();
        void cancelled.forget();
      }
      show({ target, kind, restored });
    },
    [latest, show],
  );

  /** Takes up a draft kept before a reload: the offer of a cancelled entry, if any, stays as it is. */
  const resume = useCallback((target: Target, kind: HandKind, restored: unknown) => show({ target, kind, restored }), [show]);

  const closeDraft = useCallback(() => {
    latest.current.forget();
    show(null);
  }, [latest, show]);

  const keepDraft = useCallback(
    // The draft's own kind: a draw turned into a chombo in the dialog comes back as a chombo.
    (draft: unknown, kind: HandKind) => {
      if (open) latest.current.keep(open.target, kind, draft);
    },
    [open, latest],
  );

  /** The toast that offers back `kept`, an entry cancelled on `target` (just now, or before a reload). */
  const offerBack = useCallback(
    (target: Target, kept: DiscardedDraft) => {
      const { words } = latest.current;
      const bringBack = () => {
        const now = latest.current.refit(target);
        // The toast is dismissed once its action has run: a toast shown by the action itself comes after that.
        if (now === null) return void Promise.resolve().then(() => showToast({ text: words.stale(target) }));
        // Open again, it is the hand being entered: kept as such from now on, no longer as cancelled.
        void latest.current.cancelled?.forget();
        show({ target: now, kind: kept.kind, restored: kept.draft });
      };
      showToast({ text: words.discarded(target), action: { label: words.bringBack, run: bringBack } });
      offerToast.current = useUi.getState().toast?.id ?? null;
    },
    [latest, show, showToast],
  );

  /**
   * The dialog closed: by Cancel, Escape or Back with what was entered (`kept`), offered back in a
   * toast (every action undoable), while the game still stands as it was entered on.
   */
  const closed = useCallback(
    (kept?: DiscardedDraft) => {
      const target = open?.target;
      closeDraft();
      if (!kept || target === undefined) return;
      latest.current.cancelled?.keep(target, kept);
      offerBack(target, kept);
    },
    [open, closeDraft, latest, offerBack],
  );

  return { open, openDraft, resume, closeDraft, keepDraft, closed, offerBack, moves };
}
