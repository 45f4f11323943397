import { useId, useRef } from 'react';
import { useModalFocus } from '../ui/useModalFocus';
import { useT } from '../i18n';
import type { Seat } from '../ledger';
import type { Rules } from '../core/rules';
import type { WindLetter } from '../core/tiles';
import { Picker, type PickerValue } from './Picker';

/**
 * The picker as the hand dialog's slot (src/app/hand/tilePickerSlot.ts plugs it in, with these
 * props): winds, counters and riichi come from the table. For a win "Record this hand" returns
 * the value; for a tenpai check at an exhaustive draw "Mark tenpai" / "Mark noten" return the verdict.
 */
interface TableContextProps {
  readonly seatWind: WindLetter;
  readonly roundWind: WindLetter;
  readonly honba: number;
  /** The player put a riichi stick down this hand. */
  readonly riichi: boolean;
  readonly rules: Rules;
  /** The hand half-entered before a reload (a kept PickerSketch), and where to keep it as it changes. */
  readonly initialSketch?: unknown;
  onSketch?(sketch: unknown): void;
  onCancel(): void;
}

/** A win: the picker scores the hand and returns its value. */
export interface WinPickerDialogProps extends TableContextProps {
  readonly mode?: 'win';
  readonly win: 'ron' | 'tsumo';
  readonly winner: Seat;
  /** The discarder on a ron. */
  readonly from?: Seat;
  /** Riichi sticks on the table (optional: shown with the payment when given). */
  readonly sticks?: number;
  /** What the picker returned last time for this winner in this dialog, to edit it. */
  readonly initialTiles?: unknown;
  onDone(picked: PickerValue): void;
}

/** An exhaustive draw: the picker checks a seat's 13 tiles and says tenpai or noten. */
export interface TenpaiCheckDialogProps extends TableContextProps {
  readonly mode: 'tenpai';
  readonly seat: Seat;
  /** The player's name, for the heading. */
  readonly player: string;
  onMark(tenpai: boolean): void;
}

export type PickerDialogProps = WinPickerDialogProps | TenpaiCheckDialogProps;

export function PickerDialog(props: PickerDialogProps) {
  return props.mode === 'tenpai' ? <TenpaiCheckDialog {...props} /> : <WinPickerDialog {...props} />;
}

function WinPickerDialog(props: WinPickerDialogProps) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useModalFocus(ref);
  // Named by its heading, "Ron" or "Tsumo" shown after "Hand calculator:" read (WCAG 2.5.3: the name and the heading agree).
  const headingId = useId();
  return (
    <div role="dialog" aria-modal="true" aria-labelledby={headingId} className="pk-dialog" ref={ref} tabIndex={-1}>
      <Picker
        rules={props.rules}
        heading={t(props.win === 'ron' ? 'picker.ron' : 'picker.tsumo')}
        headingContext={`${t('picker.title')}:`}
        headingId={headingId}
        context={{
          win: props.win,
          seatWind: props.seatWind,
          roundWind: props.roundWind,
          honba: props.honba,
          sticks: props.sticks ?? 0,
          flags: props.riichi ? ['riichi'] : [],
        }}
        fromTable
        initialTiles={props.initialTiles}
        initialSketch={props.initialSketch}
        onSketch={props.onSketch}
        onRecord={props.onDone}
        onCancel={props.onCancel}
      />
    </div>
  );
}

/** No winning tile: the waits are judged as for a ron, the strictest case for a yaku. */
function TenpaiCheckDialog(props: TenpaiCheckDialogProps) {
  const t = useT();
  const title = t('picker.tenpaiCheck.title', { name: props.player });
  const ref = useRef<HTMLDivElement>(null);
  useModalFocus(ref);
  return (
    <div role="dialog" aria-modal="true" aria-label={title} className="pk-dialog" ref={ref} tabIndex={-1}>
      <Picker
        rules={props.rules}
        heading={title}
        context={{
          win: 'ron',
          seatWind: props.seatWind,
          roundWind: props.roundWind,
          honba: props.honba,
          flags: props.riichi ? ['riichi'] : [],
        }}
        fromTable
        initialSketch={props.initialSketch}
        onSketch={props.onSketch}
        onMark={props.onMark}
        onCancel={props.onCancel}
      />
    </div>
  );
}

export default PickerDialog;
