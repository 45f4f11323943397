import { useT } from '../../i18n';
import type { Layout } from '../../nav/ui';

/**
 * One toggle in the top bar, beside the language (both are how the screen is shown): the facing
 * layout (each side's numbers turned toward its player) on or off. A phone shows its picture only
 * (the words, its name, are read by screen readers and shown as its title); a tablet both.
 */
export function LayoutToggle({ layout, onChange }: { layout: Layout; onChange: (l: Layout) => void }) {
  const t = useT();
  const facing = layout === 'facing';
  return (
    <button
      type="button"
      className="btn small layout-toggle"
      aria-pressed={facing}
      title={t('table.layout.facing')}
      onClick={() => onChange(facing ? 'list' : 'facing')}
    >
      <FacingIcon />
      <span className="toggle-label">{t('table.layout.facing')}</span>
    </button>
  );
}

/** A table seen from above, a player at each side. */
function FacingIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <rect x="6.5" y="6.5" width="11" height="11" rx="1.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M8 2.5h8M8 21.5h8M2.5 8v8M21.5 8v8" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
