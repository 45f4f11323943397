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
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });
  if (!needRefresh || dialogOpen) return null;
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
