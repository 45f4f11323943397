import type { Rules } from '../core/rules';
import { sameJson } from '../schema/canonicalJson';
import { settle } from './settle';
import type { AfterSnapshot, GameRecord, RecordExpect, TableState } from './types';

/** A figure a record gives (a hand's `after`, or its `expect`) that the fold does not reach (FORMATS.md). */
export interface RecordMismatch {
  /** The 1-based hand whose `after` differs; null for the record's `expect`. */
  readonly hand: number | null;
  /** The field, as the record names it (`scores`, `honba`, ..., `final`). */
  readonly field: string;
  readonly expected: unknown;
  readonly got: unknown;
}

/** A figure as the record gives it against the one reached: plain data (numbers, lists, strings), compared as JSON. */
function differs(expected: unknown, got: unknown): boolean {
  return !sameJson(expected, got);
}

/** The fields of one hand's `after` that differ from the table the fold reached after that hand. */
export function afterMismatches(hand: number, after: AfterSnapshot, state: TableState): RecordMismatch[] {
  const out: RecordMismatch[] = [];
  const check = (field: string, expected: unknown, got: unknown) => {
    if (expected !== undefined && differs(expected, got)) out.push({ hand, field, expected, got });
  };
  check('scores', after.scores, state.scores);
  check('honba', after.honba, state.honba);
  check('sticks', after.sticks, state.sticks);
  check('dealer', after.dealer, state.dealer);
  check('round', after.round, state.round);
  check('hand', after.hand, state.hand);
  return out;
}

/** The fields of a record's `expect` (its error aside) that differ from the final table and its settlement. */
export function expectMismatches(expect: RecordExpect, state: TableState, rules: Rules): RecordMismatch[] {
  const out: RecordMismatch[] = [];
  const check = (field: string, expected: unknown, got: () => unknown) => {
    if (expected === undefined) return;
    const value = got();
    if (differs(expected, value)) out.push({ hand: null, field, expected, got: value });
  };
  check('scores', expect.scores, () => state.scores);
  check('sticks', expect.sticks, () => state.sticks);
  check('over', expect.over, () => state.over);
  check('final', expect.final, () => settle(state, rules).map((r) => r.final));
  return out;
}

/**
 * Every figure an accepted record gives that its replay does not reach: a record made by another
 * tool, or under other rules, imports anyway, and the player is told where the counts part.
 * `states` are the tables after each hand (ReplayResult).
 */
export function recordMismatches(record: GameRecord, states: readonly TableState[], rules: Rules): RecordMismatch[] {
  const out: RecordMismatch[] = [];
  record.hands.forEach((hand, i) => {
    if (hand.after && states[i]) out.push(...afterMismatches(i + 1, hand.after, states[i]));
  });
  const final = states.at(-1);
  if (record.expect && final) out.push(...expectMismatches(record.expect, final, rules));
  return out;
}
