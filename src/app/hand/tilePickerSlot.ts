import type { ComponentType } from 'react';
import type { Rules } from '../../core/rules';
import type { RoundWind, Seat } from '../../ledger';
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

/** What both uses of the picker get from the table. */
interface TablePickerProps {
  readonly seatWind: RoundWind;
  readonly roundWind: RoundWind;
  readonly honba: number;
  /** The player put a riichi stick down this hand. */
  readonly riichi: boolean;
  readonly rules: Rules;
  /** What the picker was given to keep before a reload (onSketch), to come back to it. */
  readonly initialSketch?: unknown;
  /** Called with the picker's hand as it changes, to keep it across a reload (its shape is the picker's). */
  onSketch?(sketch: unknown): void;
  onCancel(): void;
}

/** A win: the picker scores the hand and returns its value. */
export interface WinPickerProps extends TablePickerProps {
  readonly mode?: 'win';
  readonly win: 'ron' | 'tsumo';
  readonly winner: Seat;
  /** The discarder on a ron. */
  readonly from?: Seat;
  /** What the picker returned last time for this winner in this dialog, to edit it. */
  readonly initialTiles?: unknown;
  onDone(picked: PickedHand): void;
}

/** An exhaustive draw: the picker checks a seat's 13 tiles and says tenpai or noten. */
export interface TenpaiCheckProps extends TablePickerProps {
  readonly mode: 'tenpai';
  readonly seat: Seat;
  /** The player's name, for the heading. */
  readonly player: string;
  onMark(tenpai: boolean): void;
}

export type TilePickerProps = WinPickerProps | TenpaiCheckProps;

export type TilePickerComponent = ComponentType<TilePickerProps>;

/** The tile picker (src/picker); its code loads on first use. */
export const tilePicker: TilePickerComponent | undefined = PickerSlot;
