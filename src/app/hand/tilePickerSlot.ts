import type { ComponentType } from 'react';
import type { PickerDialogProps } from '../../picker/PickerDialog';
import { PickerSlot } from '../../picker/slot';

/**
 * THE TILE PICKER SLOT. The hand dialog shows a "Tiles…" button for each winner when a picker
 * is plugged in here; the picker returns the hand's value and the dialog fills it in (the
 * ledger gets han/fu/yakuman; `yaku` and `tiles` are kept with the win for referees). At an
 * exhaustive draw each seat gets a "check tiles" button: the picker says whether the hand is
 * tenpai and the dialog sets that seat's tenpai toggle.
 */
export interface PickedHand {
  readonly han?: number;
  readonly fu?: number;
  readonly yakuman?: number;
  /** Absent on a win recorded before yaku were kept with it. */
  readonly yaku?: Readonly<Record<string, number>>;
  readonly tiles: unknown;
  /** Whether the picker's hand was marked riichi: set as the picker returns, absent on a hand rebuilt from a recorded win. */
  readonly riichi?: boolean;
}

/** The picker's props (src/picker/PickerDialog.tsx): a win, or a tenpai check at an exhaustive draw. */
export type TilePickerComponent = ComponentType<PickerDialogProps>;

/** The tile picker (src/picker); its code loads on first use. */
export const tilePicker: TilePickerComponent | undefined = PickerSlot;
