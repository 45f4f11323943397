import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useT } from '../i18n';
import { useUi } from '../nav/ui';

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
  const toastShown = useUi((s) => s.toast !== null);
  const showToast = useUi((s) => s.showToast);
  // "Ready offline" is good news, not worth covering a game: a toast on the games list, at the
  // bottom over the list, where the page does not move under a thumb about to tap "New game" (a
  // notice at the top pushed everything down as the service worker finished installing). It
  // waits for a toast already shown (Undo of a delete) rather than replace it.
  const offlineNews = offlineReady && onGamesList && !toastShown;
  useEffect(() => {
    if (!offlineNews) return;
    showToast({ text: ({ t }) => t('update.offlineReady') });
    setOfflineReady(false);
  }, [offlineNews, showToast, setOfflineReady, t]);
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
