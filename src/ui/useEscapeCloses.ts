import { useEffect, useEffectEvent } from 'react';

/**
 * While `open`, Escape closes this dialog layer by calling `close`, as its own Cancel would; a key
 * a layer above already handled (defaultPrevented) is left alone. The keyboard's twin of
 * useBackCloses; layers stacked in one component pass `open` so that only the topmost closes.
 */
export function useEscapeCloses(open: boolean, close: () => void): void {
  // The latest `close`, without a new listener each time a parent passes a new function.
  const onEscape = useEffectEvent(close);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) onEscape();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}
