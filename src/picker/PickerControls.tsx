import { useEffect, useRef, type Dispatch } from 'react';
import type { Flag } from '../core/hand';
import type { Rules } from '../core/rules';
import { WIND_LETTERS, type WindLetter } from '../core/tiles';
import { useT, type Translate } from '../i18n';
import { offeredFlags } from './flagAvailability';
import { MELD_MODES, hasRiichi, type PickerAction, type PickerMode, type PickerState } from './pickerState';

/**
 * Where the next tile tap goes, one button always lit: the hand, the winning-tile slot (not in a
 * tenpai check), the dora or ura indicators (ura only with a riichi), or a call (one tap each).
 * All of them sit here, right above the grid where the eyes are while tapping, so a tap meant for
 * the indicators is not sent to the hand unnoticed, or the other way round.
 */
export function ModeBar({
  state,
  dispatch,
  winningTile = true,
}: {
  state: PickerState;
  dispatch: Dispatch<PickerAction>;
  winningTile?: boolean;
}) {
  const t = useT();
  const targets: PickerMode[] = [
    'hand',
    ...(winningTile ? ['winning' as const] : []),
    'dora',
    ...(hasRiichi(state.flags) ? ['ura' as const] : []),
  ];
  const button = (mode: PickerMode) => (
    <button
      type="button"
      key={mode}
      className={`pk-mode-btn${state.mode === mode ? ' pk-on' : ''}`}
      aria-pressed={state.mode === mode}
      onClick={() => dispatch({ type: 'setMode', mode })}
    >
      {modeLabel(t, mode)}
    </button>
  );
  return (
    <div className="pk-modes" role="group" aria-label={t('picker.mode')}>
      <div className="pk-modes-row">{targets.map(button)}</div>
      <div className="pk-modes-row">{MELD_MODES.map(button)}</div>
    </div>
  );
}

/** The indicator buttons carry the names of the rows they fill ("Dora indicators"). */
function modeLabel(t: Translate, mode: PickerMode): string {
  if (mode === 'dora') return t('picker.dora');
  if (mode === 'ura') return t('picker.ura');
  return t(`picker.mode.${mode}`);
}

/**
 * Ron or tsumo, winds and counters (filled from the game in the hand dialog), and the flags.
 * `noWin`: a tenpai check, nothing was won: no ron/tsumo, and of the flags only the riichi
 * (it gives the waits a yaku).
 */
export function Situation(props: {
  state: PickerState;
  dispatch: Dispatch<PickerAction>;
  rules: Rules;
  fromTable: boolean;
  noWin?: boolean;
}) {
  const t = useT();
  const { state, dispatch, rules, fromTable, noWin = false } = props;
  const flags = offeredFlags(state, rules).filter(({ flag }) => !noWin || flag === 'riichi' || flag === 'doubleRiichi');
  const note = state.notice?.code === 'flags_off' ? flagsOffText(t, state.notice.flags) : null;
  // A flag turned off by a tap down here (Ron, Tsumo, a wind) is said under the flags, rows below that tap on a phone:
  // the note is brought into view (above the sticky footer). Not after a tap on the grid (a call after a riichi),
  // which must stay under the thumb. Any tap here re-renders the picker, where the mark is read and cleared.
  const tappedHere = useRef(false);
  const noteRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // jsdom (the unit tests' DOM) has no scrolling.
    if (tappedHere.current && note !== null) noteRef.current?.scrollIntoView?.({ block: 'nearest' });
    tappedHere.current = false;
  });
  const markTap = () => {
    tappedHere.current = true;
  };
  return (
    <section className="pk-situation" aria-label={t('picker.flags')} onClickCapture={markTap} onChangeCapture={markTap}>
      <div className="pk-row">
        {!noWin && (
          <div className="pk-seg" role="group" aria-label={t('picker.win')}>
            {(['ron', 'tsumo'] as const).map((win) => (
              <button
                type="button"
                key={win}
                className={`pk-mode-btn${state.win === win ? ' pk-on' : ''}`}
                aria-pressed={state.win === win}
                disabled={fromTable && state.win !== win}
                onClick={() => dispatch({ type: 'setWin', win })}
              >
                {t(`picker.${win}`)}
              </button>
            ))}
          </div>
        )}
        <WindSelect
          label={t('picker.seatWind')}
          value={state.seatWind}
          disabled={fromTable}
          onChange={(wind) => dispatch({ type: 'setSeatWind', wind })}
        />
        <WindSelect
          label={t('picker.roundWind')}
          value={state.roundWind}
          disabled={fromTable}
          onChange={(wind) => dispatch({ type: 'setRoundWind', wind })}
        />
        <Stepper
          label={t('picker.honba')}
          less={t('picker.honbaLess')}
          more={t('picker.honbaMore')}
          value={state.honba}
          disabled={fromTable}
          onChange={(honba) => dispatch({ type: 'setHonba', honba })}
        />
        {!fromTable && (
          <Stepper
            label={t('picker.sticksLabel')}
            less={t('picker.sticksLess')}
            more={t('picker.sticksMore')}
            value={state.sticks}
            disabled={false}
            onChange={(sticks) => dispatch({ type: 'setSticks', sticks })}
          />
        )}
      </div>
      <div className="pk-flags" role="group" aria-label={t('picker.flags')}>
        {flags.map(({ flag, on, conflict }) => (
          <button
            type="button"
            key={flag}
            className={`pk-flag${on ? ' pk-on' : ''}${conflict ? ' pk-conflict' : ''}`}
            aria-pressed={on}
            aria-description={conflict ? t('picker.flagConflict') : undefined}
            onClick={() => dispatch({ type: 'toggleFlag', flag })}
          >
            {t(`flag.${flag}`)}
            {conflict && <span className="pk-conflict-note"> ({t('picker.flagConflict')})</span>}
          </button>
        ))}
      </div>
      {/* Said here too: the hint line above the grid is out of sight on a phone after a tap on Ron or Tsumo down here. */}
      {note !== null && (
        <p className="pk-flag-note" ref={noteRef}>
          {note}
        </p>
      )}
    </section>
  );
}

/** The flags a change turned off, each with its reason: "Rinshan is off: it is a tsumo after a kan." */
export function flagsOffText(t: Translate, flags: readonly Flag[]): string {
  return flags.map((flag) => t(`picker.flagOff.${flag}`)).join(' ');
}

function WindSelect(props: { label: string; value: WindLetter; disabled: boolean; onChange: (wind: WindLetter) => void }) {
  const t = useT();
  return (
    <label className="pk-select">
      <span>{props.label}</span>
      <select
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => {
          const wind = WIND_LETTERS.find((w) => w === e.target.value);
          if (wind) props.onChange(wind);
        }}
      >
        {WIND_LETTERS.map((w) => (
          <option key={w} value={w}>
            {t(`wind.${w}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

function Stepper(props: {
  label: string;
  less: string;
  more: string;
  value: number;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  return (
    <div className="pk-stepper" role="group" aria-label={props.label}>
      <span>{props.label}</span>
      <button
        type="button"
        className="pk-small-btn"
        aria-label={props.less}
        disabled={props.disabled || props.value === 0}
        onClick={() => props.onChange(props.value - 1)}
      >
        −
      </button>
      <output aria-label={props.label}>{props.value}</output>
      <button
        type="button"
        className="pk-small-btn"
        aria-label={props.more}
        disabled={props.disabled}
        onClick={() => props.onChange(props.value + 1)}
      >
        +
      </button>
    </div>
  );
}
