import { useEffect, type RefObject } from 'react';
import { hashOf, useUi } from '../nav/ui';

/** The screen whose heading was last seen by this hook: null until the first screen of a page load. */
let lastScreen: string | null = null;

/**
 * After a move to another screen its heading takes the focus, so that a screen reader says
 * where the player now is and the next Tab starts from the top of the new screen (WCAG 2.4.3,
 * focus order). The first screen of a page load keeps the browser's own focus, and the same
 * screen shown again (StrictMode's second effect, a screen loading and then ready) takes nothing.
 */
export function useScreenHeading(heading: RefObject<HTMLElement | null>): void {
  const screen = useUi((s) => hashOf(s.route));
  useEffect(() => {
    if (lastScreen !== null && lastScreen !== screen) heading.current?.focus({ preventScroll: true });
    lastScreen = screen;
  }, [screen, heading]);
}
