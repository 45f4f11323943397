/**
 * What the picker shows for the hand as it stands: how many tiles are missing, the waits of a
 * 13-tile hand, or the core's score of a complete hand. All judgement is the core's.
 */
import type { HandInput, ScoreResult } from '../core/hand';
import type { Rules } from '../core/rules';
import { findWaits, scoreHand, type WaitResult } from '../core';
import { handSize, handTarget, hasRiichi, toHandInput, type PickerState } from './pickerState';

export type Evaluation =
  | { readonly kind: 'empty' }
  | { readonly kind: 'needMore'; readonly missing: number }
  | { readonly kind: 'waits'; readonly result: WaitResult }
  | { readonly kind: 'score'; readonly result: ScoreResult; readonly input: HandInput };

export function evaluate(state: PickerState, rules: Rules): Evaluation {
  const size = handSize(state);
  const target = handTarget(state.melds.length);
  if (size === 0 && state.melds.length === 0) return { kind: 'empty' };
  if (size === target) {
    const input = toHandInput(state);
    if (input) return { kind: 'score', result: scoreHand(input, rules), input };
  }
  if (size === target - 1) {
    // A waiting hand: every tile entered is concealed; the core tries each tile as the winner.
    const concealed = state.winTile === null ? [...state.concealed] : [...state.concealed, state.winTile];
    return { kind: 'waits', result: findWaits({ ...toSituation(state), concealed, win: state.win }, rules) };
  }
  return { kind: 'needMore', missing: target - size };
}

function toSituation(state: PickerState) {
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

/** A recorded hand, scored again. */
export function evaluateInput(input: HandInput, rules: Rules): Evaluation {
  return { kind: 'score', result: scoreHand(input, rules), input };
}
