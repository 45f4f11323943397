import { useT } from '../i18n';
import type { Seat } from '../ledger';
import type { Rules } from '../core/rules';
import type { WindLetter } from '../core/tiles';
import { Picker, type PickerValue } from './Picker';

/**
 * The picker as the hand dialog's slot (src/app/hand/tilePickerSlot.ts, TilePickerProps):
 * ron/tsumo, winds, counters and riichi come from the table; "Record this hand" returns the value.
 */
export interface PickerDialogProps {
  readonly win: 'ron' | 'tsumo';
  readonly winner: Seat;
  readonly from?: Seat;
  readonly seatWind: WindLetter;
  readonly roundWind: WindLetter;
  readonly honba: number;
  readonly riichi: boolean;
  /** Riichi sticks on the table (optional: shown with the payment when given). */
  readonly sticks?: number;
  readonly rules: Rules;
  readonly initialTiles?: unknown;
  onDone(picked: PickerValue): void;
  onCancel(): void;
}

export function PickerDialog(props: PickerDialogProps) {
  const t = useT();
  return (
    <div role="dialog" aria-modal="true" aria-label={t('picker.title')} className="pk-dialog">
      <Picker
        rules={props.rules}
        heading={t(props.win === 'ron' ? 'picker.ron' : 'picker.tsumo')}
        context={{ win: props.win, seatWind: props.seatWind, roundWind: props.roundWind, honba: props.honba, sticks: props.sticks ?? 0, flags: props.riichi ? ['riichi'] : [] }}
        fromTable
        initialTiles={props.initialTiles}
        onRecord={props.onDone}
        onCancel={props.onCancel}
      />
    </div>
  );
}

export default PickerDialog;
