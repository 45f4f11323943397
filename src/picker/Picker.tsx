import { useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { Reading } from '../core/hand';
import type { Rules } from '../core/rules';
import { usePlural, useT, type Translate, type TranslatePlural } from '../i18n';
import { evaluate, evaluateTenpai, tenpaiVerdict } from './evaluate';
import { flagsOffText, ModeBar, Situation } from './PickerControls';
import { PickerGrid } from './PickerGrid';
import { PickerHand } from './PickerHand';
import { PickerResult, ResultSummary, tenpaiVerdictText } from './PickerResult';
import { historyReducer, type HistoryAction, type PickerHistory } from './pickerHistory';
import {
  hasRiichi,
  initialPickerState,
  isComplete,
  resumedMode,
  stateFromInput,
  tilesInUse,
  type PickerAction,
  type PickerContext,
  type PickerNotice,
  type PickerState,
  type TextError,
} from './pickerState';
import { readRecordedTiles, recordTiles, type RecordedTiles } from './recorded';
import { sketchOf, stateFromSketch, type PickerSketch } from './sketch';
import { tileName } from './tileNames';
import { useRootHeightVar } from '../ui/useRootHeightVar';
import './picker.css';

/** What "Record this hand" hands back: the value for the ledger, the yaku and the tiles for referees. */
export interface PickerValue {
  readonly han?: number;
  readonly fu?: number;
  readonly yakuman?: number;
  readonly yaku: Readonly<Record<string, number>>;
  readonly tiles: RecordedTiles;
  /** The hand was marked riichi (or double riichi): the winner put a stick down this hand. */
  readonly riichi: boolean;
}

export interface PickerProps {
  readonly rules: Rules;
  /**
   * The picker's own title row (an h2), with Undo and Clear: the hand dialog. Left out where the page has the
   * title in a bar of its own (the calculator, with Back and the rules): Undo and Clear go to the footer, under
   * the thumb, and the grid gets the row (on a short phone the honours were under the footer).
   */
  readonly heading?: string;
  /** Read before the heading, not shown (the hand dialog's picker: "Hand calculator: Ron"); with `headingId`, the heading names its dialog. */
  readonly headingContext?: string;
  readonly headingId?: string;
  /** Ron/tsumo, winds, counters, riichi as the table knows them. */
  readonly context?: PickerContext;
  /** The table filled the situation in: ron/tsumo, winds and counters are not edited here. */
  readonly fromTable?: boolean;
  /** Tiles recorded earlier (RecordedTiles), to show or edit them again. */
  readonly initialTiles?: unknown;
  /** A hand half-entered before a reload (a PickerSketch kept with a draft): it comes back before `initialTiles`. */
  readonly initialSketch?: unknown;
  /** Told every change, for keeping the hand across a reload. */
  readonly onSketch?: (sketch: PickerSketch) => void;
  readonly onRecord?: (value: PickerValue) => void;
  /**
   * A tenpai check at an exhaustive draw: 13 tiles and no winning tile; the result says tenpai
   * or noten and "Mark tenpai" / "Mark noten" hand the verdict back (instead of recording a win).
   */
  readonly onMark?: (tenpai: boolean) => void;
  readonly onCancel?: () => void;
}

function start(props: PickerProps): PickerHistory {
  const base = initialPickerState(props.context);
  const recorded = readRecordedTiles(props.initialTiles);
  const opened =
    stateFromSketch(props.initialSketch, base, props.rules.redFives) ?? (recorded ? stateFromInput(recorded.input, base) : base);
  // A hand that comes back complete takes the indicators next, as it did when it was left.
  return { past: [], present: { ...opened, mode: resumedMode(opened) } };
}

export function Picker(props: PickerProps) {
  const t = useT();
  const plural = usePlural();
  const { rules, onRecord, onMark, onCancel } = props;
  const checking = onMark !== undefined;
  // Every change can be undone (guide: "every action undoable").
  const [history, dispatchHistory] = useReducer(
    (h: PickerHistory, a: HistoryAction) => historyReducer(h, a, rules, checking),
    props,
    start,
  );
  const state = history.present;
  const dispatch = dispatchHistory as (a: PickerAction) => void;
  const { onSketch } = props;
  // Before the browser gets to do anything else (a layout effect): a tab killed right after a
  // tap still finds that tap kept.
  useLayoutEffect(() => onSketch?.(sketchOf(state)), [state, onSketch]);
  const evaluation = useMemo(() => (checking ? evaluateTenpai(state, rules) : evaluate(state, rules)), [checking, state, rules]);
  const verdict = checking ? tenpaiVerdict(evaluation) : null;
  const [showMore, setShowMore] = useState(false);
  const resultRef = useRef<HTMLElement>(null);
  // The footer's height is the page's or dialog's scroll padding (picker.css): a tenpai check's verdict makes it taller.
  const footRef = useRef<HTMLElement>(null);
  useRootHeightVar(footRef, '--pk-foot-h');
  // The footer's short value opens onto the full breakdown further down: one tap, then read.
  const showResult = () => {
    resultRef.current?.scrollIntoView({ block: 'start' });
    resultRef.current?.focus({ preventScroll: true });
  };

  const best: Reading | null = evaluation.kind === 'score' && evaluation.result.ok ? evaluation.result.best : null;
  const undoAndClear = (className: string) => (
    <UndoAndClear
      className={className}
      canUndo={history.past.length > 0}
      onUndo={() => dispatchHistory({ type: 'undo' })}
      onClear={() => dispatch({ type: 'clear', context: props.context })}
    />
  );
  const record = () => {
    if (!best || evaluation.kind !== 'score' || !onRecord) return;
    onRecord(valueOf(best, recordTiles(evaluation.input, rules.id)));
  };

  return (
    <div className="pk-picker" data-testid="picker">
      {props.heading !== undefined && (
        <header className="pk-head">
          <h2 id={props.headingId}>
            {props.headingContext !== undefined && <span className="visually-hidden">{props.headingContext} </span>}
            {props.heading}
          </h2>
          {undoAndClear('pk-small-btn')}
        </header>
      )}
      {/* Where the page's title is the calculator's h1, the picker's parts are under this h2, not an h3 straight after the h1. */}
      {props.heading === undefined && <h2 className="visually-hidden">{t('picker.hand')}</h2>}

      <PickerHand state={state} dispatch={dispatch} rules={rules} total={checking ? 13 : 14} />
      <ModeBar state={state} dispatch={dispatch} winningTile={!checking} />
      {/* A refused tap, or a flag a change turned off, is explained in the place of the hint, so the grid never moves under the thumb. */}
      <p role="status" className={hintClass(state)}>
        {hintText(t, state, checking)}
      </p>
      <PickerGrid
        rules={rules}
        inUse={tilesInUse(state)}
        onTap={(tile) => dispatch({ type: 'tapTile', tile })}
        away={state.mode !== 'hand'}
      />
      <Situation state={state} dispatch={dispatch} rules={rules} fromTable={props.fromTable ?? false} noWin={checking} />
      <PickerResult evaluation={evaluation} sticks={state.sticks} honba={state.honba} tenpaiCheck={checking} ref={resultRef} />

      <button type="button" className="pk-link" aria-expanded={showMore} onClick={() => setShowMore((v) => !v)}>
        {t('picker.text')}
      </button>
      {showMore && (
        <label className="pk-text">
          <span className="pk-hint">{t('picker.textHint')}</span>
          <input
            type="text"
            aria-label={t('picker.text')}
            value={state.text}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            onChange={(e) => dispatch({ type: 'setText', text: e.target.value })}
          />
          {state.textError && (
            <span role="alert" className="pk-error-detail">
              {textErrorText(t, plural, state.textError)}
            </span>
          )}
        </label>
      )}

      <footer ref={footRef} className={checking ? 'pk-foot pk-foot-check' : 'pk-foot'}>
        {best && !checking ? (
          <ResultSummary reading={best} onShow={showResult} />
        ) : (
          <span className="pk-foot-value" data-testid="picker-summary">
            {checking && tenpaiVerdictText(t, evaluation)}
          </span>
        )}
        {props.heading === undefined && undoAndClear('pk-btn')}
        {onCancel && (
          <button type="button" className="pk-btn" onClick={onCancel}>
            {t('picker.cancel')}
          </button>
        )}
        {onMark && (
          <>
            {/* Only the button the tiles agree with is live (and highlighted). */}
            <button
              type="button"
              className={verdict === 'noten' ? 'pk-btn pk-primary' : 'pk-btn'}
              disabled={verdict !== 'noten'}
              onClick={() => onMark(false)}
            >
              {t('picker.tenpaiCheck.markNoten')}
            </button>
            <button
              type="button"
              className={verdict === 'tenpai' ? 'pk-btn pk-primary' : 'pk-btn'}
              disabled={verdict !== 'tenpai'}
              onClick={() => onMark(true)}
            >
              {t('picker.tenpaiCheck.markTenpai')}
            </button>
          </>
        )}
        {onRecord && (
          <button type="button" className="pk-btn pk-primary" disabled={!best} onClick={record}>
            {t('picker.record')}
          </button>
        )}
      </footer>
    </div>
  );
}

/** Every change can be undone (the guide), Clear too: both in the title row, or in the footer where the page has the title. */
function UndoAndClear(props: { className: string; canUndo: boolean; onUndo: () => void; onClear: () => void }) {
  const t = useT();
  return (
    <>
      <button type="button" className={props.className} onClick={props.onUndo} disabled={!props.canUndo}>
        {t('picker.undo')}
      </button>
      <button type="button" className={props.className} onClick={props.onClear}>
        {t('picker.clear')}
      </button>
    </>
  );
}

/**
 * The line above the grid: a notice, else what a tap does now. Once a hand is complete it says
 * which tile was taken as the winning one, until the player chooses it.
 */
function hintText(t: Translate, state: PickerState, checking: boolean): string {
  if (state.notice) return noticeText(t, state.notice);
  // The indicators a complete hand sends taps to, said as the next step, not as a mode to leave.
  if (state.mode === 'dora' && isComplete(state))
    return t(state.doraIndicators.length === 0 ? 'picker.modeHint.doraAfterHand' : 'picker.modeHint.doraMore');
  if (state.mode === 'ura' && state.uraIndicators.length < state.doraIndicators.length) return t('picker.modeHint.uraUnder');
  if (state.mode !== 'hand') return t(`picker.modeHint.${state.mode}`);
  if (checking) return t('picker.tenpaiCheck.hint');
  return state.winTile !== null && !state.winPinned ? t('picker.modeHint.lastIsWinning') : t('picker.modeHint.hand');
}

/** Taps going anywhere but the hand are said on a lit line: the player sees it where they look. */
function hintClass(state: PickerState): string {
  if (state.notice) return 'pk-mode-hint pk-notice';
  return state.mode === 'hand' ? 'pk-hint pk-mode-hint' : 'pk-mode-hint pk-away';
}

/** A notice in words: a refused tap, or the flags a change turned off, each with its reason. */
function noticeText(t: Translate, notice: PickerNotice): string {
  if (notice.code === 'flags_off') return flagsOffText(t, notice.flags);
  return t(`picker.notice.${notice.code}`, notice.tile === undefined ? undefined : { tile: tileName(t, notice.tile) });
}

/** A typed hand the picker cannot read, in words; "at most 14 tiles" takes its count's plural form. */
function textErrorText(t: Translate, plural: TranslatePlural, error: TextError): string {
  if (error.code === 'too_many') return plural('picker.textError.too_many', error.total ?? 14);
  return t(`picker.textError.${error.code}`, { detail: error.detail ?? '', tile: error.tile === undefined ? '' : tileName(t, error.tile) });
}

/**
 * The ledger's value of a reading: yakuman units; or han with fu below 5 han (FORMATS.md: fu
 * may be left out at 5 han or more). Dora are not yaku.
 */
export function valueOf(best: Reading, tiles: RecordedTiles): PickerValue {
  const yaku = Object.fromEntries(best.yaku.map((y) => [y.id, y.yakuman > 0 ? y.yakuman : y.han]));
  const riichi = hasRiichi(tiles.flags);
  if (best.yakuman > 0) return { yakuman: best.yakuman, yaku, tiles, riichi };
  return best.han >= 5 ? { han: best.han, yaku, tiles, riichi } : { han: best.han, fu: best.fu, yaku, tiles, riichi };
}
