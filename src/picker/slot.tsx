import { Suspense } from 'react';
import { withStrings } from '../i18n';
import { preloadable } from '../ui/preloadable';
import type { PickerDialogProps } from './PickerDialog';

// The picker's code loads on first use (or when the hand dialog is up: PickerSlot.preload):
// resuming a game does not wait for it, and once loaded it opens without suspending.
const PickerDialog = preloadable(() => withStrings('picker', import('./PickerDialog')).then((m) => m.PickerDialog));

/** What src/app/hand/tilePickerSlot.ts plugs into the hand dialog. */
export function PickerSlot(props: PickerDialogProps) {
  return (
    <Suspense fallback={null}>
      <PickerDialog {...props} />
    </Suspense>
  );
}
PickerSlot.preload = PickerDialog.preload;
