import { useEffect, useEffectEvent } from 'react';
import { openLayer } from '../nav/dialogHistory';

/**
 * While `open`, Back closes this dialog layer by calling `close`, as its own Cancel would (see
 * src/nav/dialogHistory.ts for how the history entries are kept). Layers stacked in one
 * component (the tile picker over the hand dialog) call this outermost first.
 */
export function useBackCloses(open: boolean, close: () => void): void {
  // The latest `close`, without a new history entry each time a parent passes a new function.
  const onBack = useEffectEvent(close);
  useEffect(() => {
    if (!open) return;
    return openLayer(() => onBack());
  }, [open]);
}
