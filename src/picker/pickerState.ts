/**
 * The tile picker's state: a pure reducer over taps (no React, no DOM). The picker holds
 * physical tiles (0..36, src/core/tiles.ts) and builds a HandInput for the scoring core. Its
 * types are in pickerTypes.ts, what each tap does in pickerTaps.ts, the counting of tiles in
 * pickerTiles.ts and the mpsz text in handText.ts; all are exported from here too.
 */
import type { HandInput } from '../core/hand';
import type { Rules } from '../core/rules';
import { flagsRuledOut } from './flagAvailability';
import { setText, withText } from './handText';
import { markWinning, removeConcealed, removeWinTile, tapTile, toggleFlag, toggleMeldRed } from './pickerTaps';
import { handSize, handTarget, hasRiichi, indicatorTurn } from './pickerTiles';
import { initialPickerState, type PickerAction, type PickerContext, type PickerMode, type PickerState } from './pickerTypes';

export * from './pickerTypes';
export {
  buildMeldTiles,
  copiesLeft,
  copyRefusal,
  handSize,
  handTarget,
  hasRiichi,
  indicatorTurn,
  sortedConcealed,
  tileNameParts,
  tilesInUse,
} from './pickerTiles';
export { handToText, meldToText, parseHandText, type ParsedHandText } from './handText';

export function pickerReducer(state: PickerState, action: PickerAction, rules: Rules): PickerState {
  const next = reduce({ ...state, notice: null }, action, rules);
  // A mode button is the player's own choice: it is never overridden (the lit button says where taps go).
  const flowing = action.type === 'setMode' ? next : nextMode(state, next);
  return leaveHiddenUra(withoutRuledOutFlags(state, flowing, rules));
}

// ---------------------------------------------------------------- where taps go next

/**
 * Where the next tap goes once the tiles changed, so that the common path needs no mode button
 * (issue 29: a ron from the table's button to the recorded hand in a tap per tile and indicator,
 * plus five). A hand just completed (the 14th tile, a call that completes it, the winning tile
 * chosen in a full hand) sends taps to the indicators: a full hand takes no more tiles, and the
 * indicators are what a scorer reads next off the wall. A tile taken out of a complete hand sends
 * them back to the hand: the tap after it is the tile that replaces it.
 */
function nextMode(before: PickerState, after: PickerState): PickerState {
  const was = isComplete(before);
  const is = isComplete(after);
  if (is && after.mode === 'hand' && (!was || before.mode === 'winning')) return { ...after, mode: indicatorTurn(after) };
  if (was && !is && isIndicatorMode(after.mode)) return { ...after, mode: 'hand' };
  // A riichi marked here (forgotten at the table) brings its ura row in turn (unmarked, see leaveHiddenUra).
  if (after.mode === 'dora' && hasRiichi(after.flags) && !hasRiichi(before.flags)) return { ...after, mode: indicatorTurn(after) };
  return after;
}

/** Where taps go in a picker that opens on a hand (a reload, a recorded hand reopened): where they went when it was left. */
export function resumedMode(state: PickerState): PickerMode {
  return isComplete(state) ? indicatorTurn(state) : 'hand';
}

/** All the tiles are in and the winning tile is known: the hand can be scored. */
export function isComplete(state: Pick<PickerState, 'concealed' | 'winTile' | 'melds'>): boolean {
  return state.winTile !== null && handSize(state) === handTarget(state.melds.length);
}

function isIndicatorMode(mode: PickerMode): mode is 'dora' | 'ura' {
  return mode === 'dora' || mode === 'ura';
}

/**
 * A flag the change just made impossible (tsumo to ron with rinshan on, a chi after a riichi) is
 * turned off and the notice says why, as riichi turns off double riichi: the hand stays scoreable.
 */
function withoutRuledOutFlags(before: PickerState, after: PickerState, rules: Rules): PickerState {
  const off = flagsRuledOut(before, after, rules);
  if (off.length === 0) return after;
  return { ...after, flags: after.flags.filter((f) => !off.includes(f)), notice: { code: 'flags_off', flags: off } };
}

/** The ura indicators are shown only with a riichi: without one, taps must not go to a list that is not there. */
function leaveHiddenUra(state: PickerState): PickerState {
  return state.mode === 'ura' && !hasRiichi(state.flags) ? { ...state, mode: resumedMode(state) } : state;
}

function reduce(state: PickerState, action: PickerAction, rules: Rules): PickerState {
  switch (action.type) {
    case 'tapTile':
      return tapTile(state, action.tile, rules);
    case 'tapHandTile':
      return state.mode === 'winning' ? markWinning(state, action.index) : withText(removeConcealed(state, action.index));
    case 'tapWinTile':
      return state.mode === 'winning' ? { ...state, winPinned: true, mode: 'hand' } : withText(removeWinTile(state));
    case 'removeMeld':
      return withText({ ...state, melds: state.melds.filter((_, i) => i !== action.index) });
    case 'toggleMeldRed':
      return toggleMeldRed(state, action.index, rules);
    case 'removeIndicator':
      return action.which === 'dora'
        ? { ...state, doraIndicators: state.doraIndicators.filter((_, i) => i !== action.index) }
        : { ...state, uraIndicators: state.uraIndicators.filter((_, i) => i !== action.index) };
    case 'setMode':
      // Tapping the active mode again goes back to adding tiles.
      return { ...state, mode: state.mode === action.mode ? 'hand' : action.mode };
    case 'setWin':
      return { ...state, win: action.win };
    case 'toggleFlag':
      return { ...state, flags: toggleFlag(state.flags, action.flag) };
    case 'setSeatWind':
      return { ...state, seatWind: action.wind };
    case 'setRoundWind':
      return { ...state, roundWind: action.wind };
    case 'setHonba':
      return { ...state, honba: Math.max(0, Math.floor(action.honba)) };
    case 'setSticks':
      return { ...state, sticks: Math.max(0, Math.floor(action.sticks)) };
    case 'setText':
      return setText(state, action.text, rules);
    case 'load': {
      const loaded = setText(state, action.text, rules);
      return loaded.textError ? loaded : withText(loaded);
    }
    case 'clear':
      return clear(state, action.context);
  }
}

/**
 * A fresh hand: no tiles, and the hand's own situation (ron or tsumo, riichi, ippatsu, last tile,
 * kan, first turn) as the picker opened with it; the table's winds, counters and sticks stay,
 * since a scorer sets those once for many hands.
 */
function clear(state: PickerState, context: PickerContext = {}): PickerState {
  const fresh = initialPickerState(context);
  return withText({
    ...state,
    concealed: [],
    winTile: null,
    winPinned: false,
    melds: [],
    doraIndicators: [],
    uraIndicators: [],
    mode: 'hand',
    win: fresh.win,
    flags: fresh.flags,
  });
}

// ---------------------------------------------------------------- to the core

/** Everything the core reads besides the tiles and the winning tile (ura only after a riichi). */
export function situationOf(state: PickerState) {
  return {
    melds: state.melds,
    seatWind: state.seatWind,
    roundWind: state.roundWind,
    doraIndicators: state.doraIndicators,
    uraIndicators: hasRiichi(state.flags) ? state.uraIndicators : [],
    flags: state.flags,
    honba: state.honba,
  };
}

/** The hand as the core reads it (only meaningful once the hand is complete). */
export function toHandInput(state: PickerState): HandInput | null {
  if (state.winTile === null) return null;
  return { ...situationOf(state), concealed: [...state.concealed], winTile: state.winTile, win: state.win };
}

/** A picker showing a hand recorded earlier (reopened from the dialog or the hand history). */
export function stateFromInput(input: HandInput, base: PickerState): PickerState {
  return withText({
    ...base,
    concealed: [...input.concealed],
    winTile: input.winTile,
    // Its winning tile was confirmed when it was recorded.
    winPinned: true,
    melds: [...input.melds],
    doraIndicators: [...input.doraIndicators],
    uraIndicators: [...input.uraIndicators],
    flags: [...input.flags],
  });
}
