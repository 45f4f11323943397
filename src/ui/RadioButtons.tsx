import { useRadioGroup } from './useRadioGroup';

export interface RadioButtonsProps<T extends string | number> {
  /** The group's name, read out (and shown by a legend around it where the caller has one). */
  readonly label: string;
  readonly options: readonly T[];
  readonly value: T | null;
  /** A tap and an arrow key alike (useRadioGroup). */
  readonly onChange: (option: T) => void;
  /** What each button shows. */
  readonly faceOf: (option: T) => string;
  /** A fuller name read out where the face is short ("3" shown, "3 han" read). */
  readonly nameOf?: (option: T) => string;
  readonly isDisabled?: (option: T) => boolean;
  readonly className?: string;
  readonly buttonClassName: string;
}

/** A row of big buttons acting as one radio group (one tab stop, arrow keys between them): every such row of the app. */
export function RadioButtons<T extends string | number>({
  label,
  options,
  value,
  onChange,
  faceOf,
  nameOf,
  isDisabled,
  className,
  buttonClassName,
}: RadioButtonsProps<T>) {
  const radio = useRadioGroup({ options, value, onChange, isDisabled });
  return (
    <div role="radiogroup" aria-label={label} className={className}>
      {options.map((option) => (
        <button key={option} type="button" {...radio(option)} aria-label={nameOf?.(option)} className={buttonClassName}>
          {faceOf(option)}
        </button>
      ))}
    </div>
  );
}
