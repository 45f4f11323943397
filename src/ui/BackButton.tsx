import { useT } from '../i18n';

/** The ← that goes back, read out as "Back": the same on every screen (the header's and the calculator's bar). */
export function BackButton({ className, onClick }: { readonly className: string; readonly onClick: () => void }) {
  const t = useT();
  return (
    <button type="button" className={className} aria-label={t('app.back')} onClick={onClick}>
      ←
    </button>
  );
}
