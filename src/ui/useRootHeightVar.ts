import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps an element's height in a CSS variable on the root (`--toast-h`, `--pk-foot-h`) while `active`, for
 * rules elsewhere that keep room for it (a screen's last buttons above the toast; scroll padding above a
 * sticky footer). Set before paint and again on every resize; removed when inactive or unmounted.
 */
export function useRootHeightVar(element: RefObject<HTMLElement | null>, name: `--${string}`, active = true): void {
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    const measured = element.current;
    if (!active || !measured) return void root.removeProperty(name);
    // Rounded up, never down: a footer 62.2 px high keeps 63 px of room (offsetHeight said 62, 0.2 px short).
    const measure = () => root.setProperty(name, `${Math.ceil(measured.getBoundingClientRect().height)}px`);
    measure();
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(measured);
    return () => {
      resized?.disconnect();
      root.removeProperty(name);
    };
  }, [element, name, active]);
}
