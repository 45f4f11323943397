import { useRegisterSW } from 'virtual:pwa-register/react';
import { useT } from '../i18n';
import { useUi } from '../store/ui';

/**
 * A new service worker waits until the user applies it, and the prompt is only offered between
 * hands (no hand dialog open). Every hand and riichi stick is already in IndexedDB and the game
 * is in the URL, so the reload that applies the update resumes the same game.
 */
export function UpdatePrompt() {
  const t = useT();
  const dialogOpen = useUi((s) => s.dialogOpen);
  const onGamesList = useUi((s) => s.route.screen === 'games');
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });
  // "Ready offline" is good news, not worth covering a game: it shows on the games list only.
  if (offlineReady && onGamesList) {
    return (
      <div role="status" className="notice update">
        <p>{t('update.offlineReady')}</p>
        <button type="button" className="btn" onClick={() => setOfflineReady(false)}>
          {t('app.close')}
        </button>
      </div>
    );
  }
  if (!needRefresh) return null;
  // While a hand is being entered nothing covers the dialog; screen readers still hear why.
  if (dialogOpen) {
    return (
      <p role="status" className="visually-hidden">
        {t('update.afterHand')}
      </p>
    );
  }
  return (
    <div role="region" aria-label={t('update.available')} className="notice update">
      <p>{t('update.available')}</p>
      <button type="button" className="btn primary" onClick={() => void updateServiceWorker(true)}>
        {t('update.apply')}
      </button>
      <button type="button" className="btn" onClick={() => setNeedRefresh(false)}>
        {t('update.later')}
      </button>
    </div>
  );
}
