import { useState } from 'react';
import type { HandStep } from '../store/derive';
import type { WriteRefusal } from '../store/games';
import { useSession } from '../store/session';
import { useUi, type Toast } from '../nav/ui';
import { writeRefusalText } from './labels';

/**
 * The hand each Undo toast's Redo brings back (the seq of its hand event). Kept beside the toast,
 * not in it: the hook that showed the toast may be gone (Undo on the final results goes back to the
 * table), and the table's own Redo must still know the toast offers the hand it just brought back.
 */
const redoOffers = new WeakMap<Toast, number>();

export interface UndoRedo {
  readonly busy: boolean;
  /** Takes back `last` (the last hand shown); `then` runs once it is stored. */
  undo(last: Pick<HandStep, 'seq' | 'result'> | undefined, then?: () => void): Promise<void>;
  /** Brings back the hand undone last (`target`, the seq of its hand event: EffectiveLog.undone). */
  redo(target: number): Promise<void>;
}

/**
 * Undo the last hand, with a Redo toast that brings exactly that hand (its note too) back, in this
 * game; Redo stays offered on the table, for every hand undone in a row, until a new hand is
 * recorded, across reloads too (the undone hands are derived from the stored events); a hand that
 * ended the game opens the final results again. A hand brought back by the table's Redo takes its
 * Undo toast down with it. `busy`
 * while writing, so a second tap cannot take back a second hand. A refused Undo or Redo says why
 * in a toast: the button press must not seem to do nothing.
 */
export function useUndoLastHand(gameId: string): UndoRedo {
  const session = useSession();
  const showToast = useUi((s) => s.showToast);
  const dismissToast = useUi((s) => s.dismissToast);
  const navigate = useUi((s) => s.navigate);
  const [busy, setBusy] = useState(false);

  function refused(written: WriteRefusal, staleKey: 'table.undoStale' | 'table.redoStale'): void {
    showToast({ text: ({ t, lang }) => writeRefusalText(t, lang, written, staleKey) });
  }

  async function redo(target: number): Promise<void> {
    if (busy) return;
    setBusy(true);
    const written = await session.redoHand(gameId, target).finally(() => setBusy(false));
    // No result: storage failed, and the storage banner says so.
    if (!written) return;
    if (!written.ok) {
      refused(written, 'table.redoStale');
      return;
    }
    // Back from the table's own Redo: the Undo toast's Redo would now be refused (the game moved on).
    if (offered(target)) dismissToast();
    // A hand that ended the game ends it again: to the final results, as after recording it.
    if (written.loaded.game.summary?.over) navigate({ screen: 'end', gameId });
  }

  async function undo(last: Pick<HandStep, 'seq' | 'result'> | undefined, then?: () => void): Promise<void> {
    if (!last || busy) return;
    setBusy(true);
    const written = await session.undoLastHand(gameId, last.seq).finally(() => setBusy(false));
    // No result: storage failed, and the storage banner says so.
    if (!written) return;
    if (!written.ok) {
      refused(written, 'table.undoStale');
      return;
    }
    then?.();
    // The end of a game (time is up) is not a hand: undone, the game goes on from the same table.
    showToast({
      text: ({ t }) => (last.result.type === 'end' ? t('table.endUndone') : t('table.undone')),
      action: { label: ({ t }) => t('table.redo'), run: () => void redo(last.seq) },
    });
    const shown = useUi.getState().toast;
    if (shown) redoOffers.set(shown, last.seq);
  }

  return { busy, undo, redo };
}

/** Whether the toast up now is an Undo toast whose Redo brings back the hand `target`. */
function offered(target: number): boolean {
  const toast = useUi.getState().toast;
  return toast !== null && redoOffers.get(toast) === target;
}
