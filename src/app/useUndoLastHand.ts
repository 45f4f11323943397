import { useState } from 'react';
import { useLang, useT } from '../i18n';
import type { HandStep } from '../store/derive';
import { seenTableOf, type SeenTable, type WriteRefusal } from '../store/games';
import { useSession } from '../store/session';
import { useUi } from '../store/ui';
import { writeRefusalText } from './labels';

/**
 * Undo the last hand, with a Redo toast that records exactly that hand (its note too) again on
 * the table as the undo left it, in this game (or is refused if the game moved on). `busy` while
 * writing, so a second tap cannot take back a second hand. A refused Undo or Redo says why in a toast:
 * the button press must not seem to do nothing.
 */
export function useUndoLastHand(gameId: string): { busy: boolean; undo(last: HandStep | undefined, then?: () => void): Promise<void> } {
  const t = useT();
  const lang = useLang((s) => s.lang);
  const session = useSession();
  const showToast = useUi((s) => s.showToast);
  const [busy, setBusy] = useState(false);

  function refused(written: WriteRefusal, staleKey: 'table.undoStale' | 'table.redoStale'): void {
    showToast({ text: writeRefusalText(t, lang, written, staleKey) });
  }

  async function redo(last: HandStep, afterUndo: SeenTable): Promise<void> {
    const written = await session.recordHand(gameId, last.result, afterUndo, last.note);
    if (written && !written.ok) refused(written, 'table.redoStale');
  }

  async function undo(last: HandStep | undefined, then?: () => void): Promise<void> {
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
    const afterUndo = seenTableOf(written.loaded.events);
    showToast({ text: t('table.undone'), action: { label: t('table.redo'), run: () => void redo(last, afterUndo) } });
  }

  return { busy, undo };
}
