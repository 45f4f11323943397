import { useRef, type KeyboardEvent } from 'react';

/** Where a key moves the focus in a radio group: a step over the enabled radios, or to the first or last of them. */
type Move = 1 | -1 | 'first' | 'last';
const MOVES: Readonly<Partial<Record<string, Move>>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
  Home: 'first',
  End: 'last',
};

/** What one radio button of the group gets: spread it onto the <button>. */
export interface RadioProps {
  readonly role: 'radio';
  readonly 'aria-checked': boolean;
  readonly tabIndex: 0 | -1;
  readonly disabled: boolean;
  readonly onClick: () => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  readonly ref: (element: HTMLElement | null) => void;
}

export interface RadioGroup<T> {
  /** The options in the order their buttons are shown. */
  readonly options: readonly T[];
  readonly value: T | null;
  /** Called for a tap and for a key alike: a keyboard checks a radio exactly as a tap does. */
  readonly onChange: (option: T) => void;
  readonly isDisabled?: (option: T) => boolean;
}

/**
 * Buttons acting as one radio group, for keyboards too (the WAI-ARIA radio group pattern): the
 * group is one tab stop (the checked radio, else the first enabled one), the arrows move to the
 * next or previous enabled radio and check it, wrapping around, and Home and End go to the first
 * and last. Returns the props of each option's button.
 */
export function useRadioGroup<T>({ options, value, onChange, isDisabled = noneDisabled }: RadioGroup<T>): (option: T) => RadioProps {
  // The buttons by option, to move the focus along with the check.
  const buttons = useRef(new Map<T, HTMLElement>());
  const enabled = options.filter((option) => !isDisabled(option));
  const tabStop = value !== null && enabled.includes(value) ? value : enabled[0];
  const move = (from: T, by: Move) => {
    const target = moveTarget(enabled, from, by);
    // A lone enabled radio stays as it is: checking it again could undo it (a tap on the pao seat clears it).
    if (target === undefined || target === from) return;
    onChange(target);
    buttons.current.get(target)?.focus();
  };
  return (option) => ({
    role: 'radio',
    'aria-checked': option === value,
    tabIndex: option === tabStop ? 0 : -1,
    disabled: isDisabled(option),
    onClick: () => onChange(option),
    onKeyDown: (event) => {
      const by = MOVES[event.key];
      if (by === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      move(option, by);
    },
    ref: (element) => {
      if (element) buttons.current.set(option, element);
      else buttons.current.delete(option);
    },
  });
}

function noneDisabled(): boolean {
  return false;
}

/** The enabled radio a key goes to from `from` (itself enabled: it has the focus). */
function moveTarget<T>(enabled: readonly T[], from: T, by: Move): T | undefined {
  if (by === 'first') return enabled[0];
  if (by === 'last') return enabled.at(-1);
  const at = enabled.indexOf(from);
  if (at < 0) return undefined;
  return enabled[(at + by + enabled.length) % enabled.length];
}
