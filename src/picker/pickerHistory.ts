/**
 * The picker's undo history: a pure reducer over its states (every change can be undone, the
 * guide's "every action undoable", the mode a tap moved on to included).
 */
import type { Rules } from '../core/rules';
import { handSize, handTarget, pickerReducer, type PickerAction, type PickerState } from './pickerState';

export interface PickerHistory {
  readonly past: readonly PickerState[];
  readonly present: PickerState;
}

export type HistoryAction = PickerAction | { readonly type: 'undo' };

/** How many changes Undo can take back. */
const UNDO_DEPTH = 100;

/** `tenpaiCheck`: the hand is checked for tenpai, 13 tiles at most (with its calls): a tap that would make 14 is refused. */
export function historyReducer(h: PickerHistory, a: HistoryAction, rules: Rules, tenpaiCheck: boolean): PickerHistory {
  if (a.type === 'undo') return h.past.length === 0 ? h : { past: h.past.slice(0, -1), present: h.past[h.past.length - 1]! };
  const next = pickerReducer(h.present, a, rules);
  if (tenpaiCheck && overThirteen(h.present, next, a)) {
    return { ...h, present: { ...h.present, notice: { code: next.melds.length > h.present.melds.length ? 'no_room' : 'hand_full' } } };
  }
  return { past: [...h.past.slice(-UNDO_DEPTH), h.present], present: next };
}

function overThirteen(before: PickerState, after: PickerState, action: PickerAction): boolean {
  if (action.type !== 'tapTile') return false;
  const count = (s: PickerState) => handSize(s) + 3 * s.melds.length;
  return count(after) > count(before) && handSize(after) > handTarget(after.melds.length) - 1;
}
