import type { ComponentType } from 'react';
import type { Rules } from '../../core/rules';
import type { RoundWind, Seat } from '../../ledger';
import { PickerSlot } from '../../picker/slot';

/**
 * THE TILE PICKER SLOT. The hand dialog shows a "Tiles…" button for each winner when a picker
 * is plugged in here; the picker returns the hand's value and the dialog fills it in (the
 * ledger gets han/fu/yakuman; `yaku` and `tiles` are kept with the win for referees).
 */
export interface PickedHand {
  readonly han?: number;
  readonly fu?: number;
  readonly yakuman?: number;
  readonly yaku: Readonly<Record<string, number>>;
  readonly tiles: unknown;
}

export interface TilePickerProps {
  readonly win: 'ron' | 'tsumo';
  readonly winner: Seat;
  /** The discarder on a ron. */
  readonly from?: Seat;
  readonly seatWind: RoundWind;
  readonly roundWind: RoundWind;
  readonly honba: number;
  /** The winner put a riichi stick down this hand. */
  readonly riichi: boolean;
  readonly rules: Rules;
  /** What the picker returned last time for this winner in this dialog, to edit it. */
  readonly initialTiles?: unknown;
  onDone(picked: PickedHand): void;
  onCancel(): void;
}

export type TilePickerComponent = ComponentType<TilePickerProps>;

/** The tile picker (src/picker); its code loads on first use. */
export const tilePicker: TilePickerComponent | undefined = PickerSlot;
