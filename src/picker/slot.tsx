import { lazy, Suspense } from 'react';
import type { PickerDialogProps } from './PickerDialog';

// The picker's code loads on first use: resuming a game does not wait for it.
const LazyPickerDialog = lazy(() => import('./PickerDialog').then((m) => ({ default: m.PickerDialog })));

/** What src/app/hand/tilePickerSlot.ts plugs into the hand dialog. */
export function PickerSlot(props: PickerDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyPickerDialog {...props} />
    </Suspense>
  );
}
