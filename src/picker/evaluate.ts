/**
 * What the picker shows for the hand as it stands: how many tiles are missing, the waits of a
 * 13-tile hand, or the core's score of a complete hand. All judgement is the core's.
 */
import { hasOpenMeld, type HandInput, type ScoreResult } from '../core/hand';
import type { Rules } from '../core/rules';
import { findWaits, scoreHand, type WaitResult } from '../core';
import { type Tile, type TileKind } from '../core/tiles';
import { handSize, handTarget, hasRiichi, situationOf, toHandInput, type PickerState } from './pickerState';

export type Evaluation =
  | { readonly kind: 'empty' }
  | { readonly kind: 'needMore'; readonly missing: number }
  | { readonly kind: 'waits'; readonly result: WaitResult }
  | {
      readonly kind: 'score';
      readonly result: ScoreResult;
      readonly input: HandInput;
      readonly misfits?: readonly Misfit[];
      /** For a hand without a yaku: what would have given it one (per the core). */
      readonly yakuFrom?: readonly YakuSource[];
    };

export type YakuSource = 'riichi' | 'tsumo';

/** A tile that keeps a 14-tile hand from being complete: without it the hand would wait on `waits`. */
export interface Misfit {
  readonly tile: Tile;
  readonly waits: readonly TileKind[];
}

export function evaluate(state: PickerState, rules: Rules): Evaluation {
  const size = handSize(state);
  const target = handTarget(state.melds.length);
  if (size === 0 && state.melds.length === 0) return { kind: 'empty' };
  if (size === target) {
    const input = toHandInput(state);
    if (input) {
      const result = scoreHand(input, rules);
      if (!result.ok && result.error === 'not_complete') return { kind: 'score', result, input, misfits: misfits(input, rules) };
      if (!result.ok && result.error === 'no_yaku') return { kind: 'score', result, input, yakuFrom: yakuSources(input, rules) };
      return { kind: 'score', result, input };
    }
  }
  if (size === target - 1) {
    // A waiting hand: every tile entered is concealed; the core tries each tile as the winner.
    const concealed = state.winTile === null ? [...state.concealed] : [...state.concealed, state.winTile];
    return { kind: 'waits', result: findWaits({ ...situationOf(state), concealed, win: state.win }, rules) };
  }
  return { kind: 'needMore', missing: target - size };
}

/**
 * A tenpai check at an exhaustive draw: the hand has 13 tiles (with its calls) and no winning
 * tile, so only the waits are asked for; anything else is counted against 13.
 */
export function evaluateTenpai(state: PickerState, rules: Rules): Evaluation {
  const size = handSize(state);
  const waiting = handTarget(state.melds.length) - 1;
  if (size === 0 && state.melds.length === 0) return { kind: 'empty' };
  if (size === waiting) return evaluate(state, rules);
  return { kind: 'needMore', missing: waiting - size };
}

/** What a tenpai check found: null while the hand is not 13 valid tiles yet. */
export function tenpaiVerdict(evaluation: Evaluation): 'tenpai' | 'noten' | null {
  if (evaluation.kind !== 'waits' || !evaluation.result.ok) return null;
  // findWaits leaves out a kind the hand holds all four of: waiting only on those is noten.
  return evaluation.result.tenpai ? 'tenpai' : 'noten';
}

/** A recorded hand, scored again. */
export function evaluateInput(input: HandInput, rules: Rules): Evaluation {
  return { kind: 'score', result: scoreHand(input, rules), input };
}

/**
 * For a hand that is not a winning shape: the tiles whose removal leaves it waiting (tenpai),
 * so the player sees which tile is likely mistyped. The core decides what waits.
 */
export function misfits(input: HandInput, rules: Rules): Misfit[] {
  const all = [...input.concealed, input.winTile];
  const seen = new Set<Tile>();
  const found: Misfit[] = [];
  for (let i = 0; i < all.length; i++) {
    const tile = all[i]!;
    if (seen.has(tile)) continue;
    seen.add(tile);
    const rest = all.filter((_, j) => j !== i);
    const waits = findWaits({ ...input, concealed: rest, uraIndicators: [], flags: [] }, rules);
    if (waits.ok && waits.tenpai) found.push({ tile, waits: waits.waits.map((w) => w.tile) });
  }
  return found;
}

/** A complete hand without a yaku: would a riichi, or winning by tsumo, have given it one? */
export function yakuSources(input: HandInput, rules: Rules): YakuSource[] {
  const sources: YakuSource[] = [];
  const closed = !hasOpenMeld(input.melds);
  if (closed && !hasRiichi(input.flags)) {
    if (scoreHand({ ...input, flags: [...input.flags, 'riichi'] }, rules).ok) sources.push('riichi');
  }
  if (
    closed &&
    input.win === 'ron' &&
    scoreHand({ ...input, win: 'tsumo', flags: input.flags.filter((f) => f !== 'houtei' && f !== 'chankan' && f !== 'renhou') }, rules).ok
  ) {
    sources.push('tsumo');
  }
  return sources;
}
