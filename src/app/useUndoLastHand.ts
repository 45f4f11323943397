import { useState } from 'react';
import { useT } from '../i18n';
import type { HandStep } from '../store/derive';
import { seenTableOf } from '../store/games';
import { useSession } from '../store/session';
import { useUi } from '../store/ui';

/**
 * Undo the last hand, with a Redo toast that records exactly that hand again on the table as
 * the undo left it, in this game (or is refused if the game moved on). `busy` while writing,
 * so a second tap cannot take back a second hand.
 */
export function useUndoLastHand(gameId: string): { busy: boolean; undo(last: HandStep | undefined, then?: () => void): Promise<void> } {
  const t = useT();
  const session = useSession();
  const showToast = useUi((s) => s.showToast);
  const [busy, setBusy] = useState(false);

  async function undo(last: HandStep | undefined, then?: () => void): Promise<void> {
    if (!last || busy) return;
    setBusy(true);
    const written = await session.undoLastHand(gameId, last.seq).finally(() => setBusy(false));
    if (!written?.ok) return;
    then?.();
    const afterUndo = seenTableOf(written.loaded.events);
    showToast({ text: t('table.undone'), action: { label: t('table.redo'), run: () => void session.recordHand(gameId, last.result, afterUndo) } });
  }

  return { busy, undo };
}
