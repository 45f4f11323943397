import type { Players } from '../../store/types';
import { SEATS, withSeat, type Seat } from '../../ledger';
import { RadioButtons } from '../../ui/RadioButtons';

/** One seat out of four: big buttons acting as radios (one tab stop, arrow keys between them). */
export function SeatRadio({
  label,
  players,
  value,
  onChange,
  disabled = [],
}: {
  label: string;
  players: Players;
  value: Seat | null;
  onChange: (seat: Seat) => void;
  disabled?: readonly Seat[];
}) {
  return (
    <fieldset className="pick">
      <legend>{label}</legend>
      <RadioButtons
        label={label}
        options={SEATS}
        value={value}
        onChange={onChange}
        faceOf={(seat) => players[seat]}
        isDisabled={(seat) => disabled.includes(seat)}
        className="seat-buttons names"
        buttonClassName="btn choice"
      />
    </fieldset>
  );
}

/** Any number of seats: big buttons acting as checkboxes. */
/** The seats with `seat` in them (`on`) or not, in seat order. */
export function SeatToggles({
  label,
  hint,
  players,
  value,
  onChange,
  disabled = [],
}: {
  label: string;
  hint?: string;
  players: Players;
  value: readonly Seat[];
  onChange: (seats: Seat[]) => void;
  disabled?: readonly Seat[];
}) {
  return (
    <fieldset className="pick">
      <legend>{label}</legend>
      {hint && <p className="hint">{hint}</p>}
      <div role="group" aria-label={label} className="seat-buttons names">
        {SEATS.map((seat) => {
          const on = value.includes(seat);
          return (
            <button
              key={seat}
              type="button"
              role="checkbox"
              aria-checked={on}
              disabled={disabled.includes(seat)}
              className="btn choice"
              onClick={() => onChange(withSeat(value, seat, !on))}
            >
              {players[seat]}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A small set of labelled options as radio buttons (one tab stop, arrow keys between them). */
export function OptionRadio<T extends string | number>({
  label,
  options,
  value,
  onChange,
  labelOf,
  shortLabelOf,
  compact = false,
}: {
  label: string;
  options: readonly T[];
  value: T | null;
  onChange: (v: T) => void;
  labelOf: (v: T) => string;
  shortLabelOf?: (v: T) => string;
  compact?: boolean;
}) {
  return (
    <fieldset className="pick">
      <legend>{label}</legend>
      <RadioButtons
        label={label}
        options={options}
        value={value}
        onChange={onChange}
        // A short face ("3") keeps the grid small on a phone; the name stays "3 han".
        faceOf={shortLabelOf ?? labelOf}
        nameOf={shortLabelOf ? labelOf : undefined}
        className={compact ? 'option-buttons compact' : 'option-buttons'}
        buttonClassName="btn choice"
      />
    </fieldset>
  );
}
