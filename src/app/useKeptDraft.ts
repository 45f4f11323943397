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
  // The entry cancelled last (where one is kept, the table): offered in the toast, and at the top of
  // the dialog each time it opens until the table moves on (issue 33 item 1: no time limit).
  const [cancelledOffer, setCancelledOffer] = useState<{ readonly target: Target; readonly kept: DiscardedDraft } | null>(null);
  // A new key opens the dialog afresh (a cancelled entry brought back in the place of another).
  const [dialogKey, setDialogKey] = useState(0);
  // How many times the dialog was opened or closed: one while kept drafts were read means the
  // player has moved on (an entry started, maybe closed again), and what was kept is not offered.
  const moves = useRef(0);

  const show = useCallback(
    (next: OpenDraft<Target> | null) => {
      moves.current += 1;
      if (next !== null) setDialogKey((key) => key + 1);
      setOpen(next);
      setDialogOpen(next !== null);
    },
    [setDialogOpen],
  );

  /** Opens the dialog on `target`; the toast offering a cancelled entry goes (the dialog offers it at its top). */
  const openDraft = useCallback(
    (target: Target, kind: HandKind, restored?: unknown) => {
      if (offerToast.current !== null && useUi.getState().toast?.id === offerToast.current) useUi.getState().dismissToast();
      show({ target, kind, restored });
    },
    [show],
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
        setCancelledOffer(null);
        show({ target: now, kind: kept.kind, restored: kept.draft });
      };
      if (latest.current.cancelled) setCancelledOffer({ target, kept });
      showToast({ text: words.discarded(target), action: { label: words.bringBack, run: bringBack } });
      offerToast.current = useUi.getState().toast?.id ?? null;
    },
    [latest, show, showToast],
  );

  /** The cancelled entry brought back from the dialog, in the place of what it holds (`entered`, then kept as the cancelled one). */
  const bringBackCancelled = useCallback(
    (entered?: DiscardedDraft) => {
      if (!cancelledOffer) return;
      const now = latest.current.refit(cancelledOffer.target);
      if (now === null) return;
      const { cancelled } = latest.current;
      if (entered && open) {
        cancelled?.keep(open.target, entered);
        offerBack(open.target, entered);
      } else {
        void cancelled?.forget();
        setCancelledOffer(null);
      }
      show({ target: now, kind: cancelledOffer.kept.kind, restored: cancelledOffer.kept.draft });
    },
    [cancelledOffer, latest, open, offerBack, show],
  );

  /** The table moved on (a hand recorded): the entry cancelled before describes another table and is forgotten. */
  const tableMovedOn = useCallback(() => {
    void latest.current.cancelled?.forget();
    setCancelledOffer(null);
  }, [latest]);

  // Offered in the dialog while it still fits the table as it stands.
  const cancelledFits = cancelledOffer !== null && options.refit(cancelledOffer.target) !== null;

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

  return {
    open,
    openDraft,
    resume,
    closeDraft,
    keepDraft,
    closed,
    offerBack,
    moves,
    dialogKey,
    cancelledFits,
    bringBackCancelled,
    tableMovedOn,
  };
}
