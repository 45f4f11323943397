import { preloadable } from '../../ui/preloadable';

/** The hand dialog (the table's and the history's): its own chunk, shown at once once loaded (src/ui/preloadable.tsx). */
export const HandDialog = preloadable(() => import('./HandDialog').then((m) => m.HandDialog));
