import { useState } from 'react';
import { usePlural, useT } from '../i18n';
import type { Seat, TableState } from '../ledger';
import type { Players } from '../store/types';
import { DialogShell } from '../ui/DialogShell';
import { nextHandText } from './labels';

export interface EndGameDialogProps {
  readonly state: TableState;
  readonly players: Players;
  /** Riichi declared in the hand in play: that hand is never finished, so the sticks go back. */
  readonly pendingRiichi: readonly Seat[];
  /** Records the end: null once written, a sentence when refused, undefined when storage failed (it says so itself). */
  readonly onEnd: () => Promise<string | null | undefined>;
  readonly onClose: () => void;
}

/**
 * Ends a game before the round would (a tournament's time limit): says what the end means for
 * the table, then records it. Undone like a hand, from the final results or the table.
 */
export function EndGameDialog({ state, players, pendingRiichi, onEnd, onClose }: EndGameDialogProps) {
  const t = useT();
  const plural = usePlural();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function end() {
    if (busy) return;
    setBusy(true);
    const refused = await onEnd();
    setBusy(false);
    if (refused) setRefusal(refused);
  }

  const riichiNames = pendingRiichi.map((seat) => players[seat]).join(', ');
  return (
    <DialogShell title={t('endGame.title')} onCancel={onClose} className="end-game">
      <p>{t('endGame.when')}</p>
      <p>{t('endGame.where', { round: nextHandText(t, plural, state) })}</p>
      {state.sticks > 0 && <p>{plural('endGame.sticks', state.sticks)}</p>}
      {pendingRiichi.length > 0 && <p>{plural('endGame.riichiBack', pendingRiichi.length, { names: riichiNames })}</p>}
      <p className="hint">{t('endGame.undo')}</p>
      {refusal && (
        <p role="alert" className="notice error">
          {refusal}
        </p>
      )}
      <footer className="dialog-foot">
        <button type="button" className="btn primary big" disabled={busy} onClick={() => void end()}>
          {busy ? t('hand.saving') : t('endGame.confirm')}
        </button>
      </footer>
    </DialogShell>
  );
}
