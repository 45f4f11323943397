import { useT } from '../../i18n';

/**
 * The hand entry cancelled on this table, offered back at the top of the hand dialog each time it
 * opens until a hand is recorded: the toast that offers it goes after a few seconds, and what was
 * cancelled must stay reachable with no time limit (WCAG 2.2.1, issue 33).
 */
export function CancelledOffer({ onBringBack }: { readonly onBringBack: () => void }) {
  const t = useT();
  return (
    <div className="notice cancelled-offer">
      <p>{t('hand.cancelledOffer')}</p>
      <button type="button" className="btn" onClick={onBringBack}>
        {t('hand.bringBack')}
      </button>
    </div>
  );
}
