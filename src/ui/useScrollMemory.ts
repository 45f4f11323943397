import { useLayoutEffect } from 'react';

/** Where each remembered screen was scrolled to when it was left, for this page load. */
const positions = new Map<string, number>();

/** Where the screen `key` was scrolled to when it was last left (undefined: not yet left). */
export function rememberedScroll(key: string): number | undefined {
  return positions.get(key);
}

/**
 * A long screen (a club night's games list) comes back where it was left, as a phone's own
 * lists do: a game far down the list opened and closed again does not send the scorekeeper to
 * the top to scroll for the next one. The position is taken as the screen goes (its content is
 * still in the page then) and given back once `ready` says the content is there again (storage
 * answers after the first render).
 */
export function useScrollMemory(key: string, ready: boolean): void {
  useLayoutEffect(() => () => void positions.set(key, window.scrollY), [key]);
  useLayoutEffect(() => {
    const y = positions.get(key);
    if (ready && y !== undefined) window.scrollTo(0, y);
  }, [key, ready]);
}
