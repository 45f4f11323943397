import { useState } from 'react';
import type { DerivedGame } from '../../store/derive';
import { seenTableOf, type LoadedGame } from '../../store/games';
import { useSession } from '../../store/session';
import { sessionStateOf } from '../../store/sessionClock';
import { callTime, takeBackTimeCall } from '../../store/tableDevice';
import { useUi } from '../../nav/ui';
import { DialogShell } from '../../ui/DialogShell';
import { useNow } from '../../ui/useNow';
import { useT } from '../../i18n';

interface Props {
  readonly loaded: LoadedGame;
  readonly derived: Extract<DerivedGame, { ok: true }>;
  /** Ends the game where it stands (the table's end-of-game dialog): once time is called, for a table that must stop now. */
  readonly onEndNow: () => void;
}

/**
 * A tournament table's "Time called" (the manual form of the session clock reaching zero), in the
 * table's last row: the scorekeeper taps it at the organiser's announcement and says whether a
 * hand is being played. Once time is called, "End now" ends the game where it stands.
 */
export function TimeCallControl({ loaded, derived, onEndNow }: Props) {
  const t = useT();
  const now = useNow();
  const [asking, setAsking] = useState(false);
  const setDialogOpen = useUi((s) => s.setDialogOpen);
  if (derived.state.over) return null;
  const called = sessionStateOf(loaded.game, derived, now) !== null;

  function ask(open: boolean) {
    setAsking(open);
    setDialogOpen(open);
  }

  return (
    <>
      <button type="button" className="btn end-game" onClick={() => (called ? onEndNow() : ask(true))}>
        {called ? t('timeCall.endNow') : t('timeCall.button')}
      </button>
      {asking && <TimeCallDialog loaded={loaded} onClose={() => ask(false)} />}
    </>
  );
}

function TimeCallDialog({ loaded, onClose }: { loaded: LoadedGame; onClose: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const write = useSession((s) => s.write);
  const { showToast, navigate } = useUi();
  const gameId = loaded.game.id;
  const ending = loaded.game.tournament?.ending ?? 'finishHand';

  async function call(midHand: boolean) {
    if (busy) return;
    setBusy(true);
    const written = await write(gameId, (id) => callTime(id, midHand, seenTableOf(loaded.events)));
    setBusy(false);
    if (!written?.ok) return;
    onClose();
    // Called between hands under finishHand: the end was written with the call.
    if (written.loaded.game.summary?.over) return navigate({ screen: 'end', gameId });
    showToast({
      text: ({ t }) => t('timeCall.done'),
      action: {
        label: ({ t }) => t('timeCall.takeBack'),
        run: () =>
          void write(gameId, takeBackTimeCall).then((back) => {
            if (back?.ok) showToast({ text: ({ t }) => t('timeCall.takenBack') });
          }),
      },
    });
  }

  return (
    <DialogShell title={t('timeCall.title')} onCancel={onClose} className="end-game">
      <p>{t(`ending.${ending}`)}</p>
      <footer className="dialog-foot time-call-choices">
        <button type="button" className="btn primary big" disabled={busy} onClick={() => void call(true)}>
          {t('timeCall.midHand')}
        </button>
        <button type="button" className="btn big" disabled={busy} onClick={() => void call(false)}>
          {t('timeCall.between')}
        </button>
      </footer>
    </DialogShell>
  );
}
