import type { ReactNode } from 'react';

/**
 * A data table that may be wider than the screen (a phone at 150% system text, long names): it
 * scrolls sideways inside its own region, the page never does (WCAG 1.4.10 excepts data tables
 * from reflow), and its names keep a readable width instead of being cut to two letters. The
 * region is named and takes the focus, so that a keyboard can scroll it too.
 */
export function WideTable({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    // tabIndex 0: a scrolling region is reached by keyboard (axe's scrollable-region-focusable).
    <div role="region" aria-label={label} tabIndex={0} className="wide-table">
      {children}
    </div>
  );
}
