import { withStrings } from '../../i18n';
import { preloadable } from '../../ui/preloadable';

/** The hand dialog (the table's and the history's): its own chunk, shown at once once loaded (src/ui/preloadable.tsx). */
// With the picker's strings: the dialog names yakuman and checks a tenpai claim with the picker.
export const HandDialog = preloadable(() => withStrings('picker', import('./HandDialog')).then((m) => m.HandDialog));
