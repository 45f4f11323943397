import type { Rules } from '../core/rules';
import { fold, initialTable } from './fold';
import { parseHand, parseHeader, recordRules } from './record';
import { settle } from './settle';
import type { AfterSnapshot, LedgerError, RecordExpect, TableState } from './types';

/**
 * Checks one line of a `*.records.jsonl` vector file (FORMATS.md): folds the hands one by one,
 * compares every `after` field and every `expect` field given. One failure string per mismatch;
 * a line that cannot be parsed is a failure, never a throw.
 */
export function checkRecordLine(line: string, lineNumber?: number): { id: string; failures: string[] } {
  const where = lineNumber === undefined ? '' : `, line ${lineNumber}`;
  let raw: unknown;
  try {
    raw = JSON.parse(line) as unknown;
  } catch (e) {
    return { id: `(unparsable record${where})`, failures: [`not valid JSON: ${e instanceof Error ? e.message : String(e)}`] };
  }
  const idField = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)['id'] : undefined;
  const id = typeof idField === 'string' ? idField : `(record without id${where})`;
  const header = parseHeader(raw);
  if (!header.ok) return { id, failures: header.errors.map((e) => `cannot parse record: ${e}`) };
  // The same rules an import plays the record under: the preset with its house-rule overrides.
  const rules = recordRules({ ...header.value, hands: [] });
  const expect: RecordExpect = header.value.expect ?? {};
  const failures: string[] = [];
  let state = initialTable(rules);
  let refused: LedgerError | null = null;
  for (const [i, rawHand] of header.value.rawHands.entries()) {
    const hand = parseHand(rawHand, i);
    if (!hand.ok) {
      // A hand whose shape is wrong (a seat out of range, a bad field) is refused as invalid.
      refused = { ok: false, error: 'invalid_record', message: hand.errors.join('; '), hand: i + 1 };
      break;
    }
    const step = fold(state, hand.value, rules);
    if (!step.ok) {
      refused = step;
      if (hand.value.after) failures.push(`hands[${i}]: refused, yet the record gives an \`after\` for it`);
      break;
    }
    state = step.state;
    if (hand.value.after) failures.push(...compareAfter(`hands[${i}].after`, hand.value.after, state));
  }
  if (refused) {
    if (expect.error === undefined) failures.push(`refused: expected no error, got ${refused.error} (${refused.message})`);
    else if (expect.error !== refused.error) failures.push(`expect.error: expected ${expect.error}, got ${refused.error} (${refused.message})`);
    return { id, failures };
  }
  if (expect.error !== undefined) failures.push(`expect.error: expected ${expect.error}, got no error`);
  failures.push(...compareExpect(expect, state, rules));
  return { id, failures };
}

function show(value: unknown): string {
  return JSON.stringify(value);
}

function mismatch(field: string, expected: unknown, got: unknown): string[] {
  return show(expected) === show(got) ? [] : [`${field}: expected ${show(expected)}, got ${show(got)}`];
}

function compareAfter(path: string, after: AfterSnapshot, state: TableState): string[] {
  const out: string[] = [];
  if (after.scores !== undefined) out.push(...mismatch(`${path}.scores`, after.scores, state.scores));
  if (after.honba !== undefined) out.push(...mismatch(`${path}.honba`, after.honba, state.honba));
  if (after.sticks !== undefined) out.push(...mismatch(`${path}.sticks`, after.sticks, state.sticks));
  if (after.dealer !== undefined) out.push(...mismatch(`${path}.dealer`, after.dealer, state.dealer));
  if (after.round !== undefined) out.push(...mismatch(`${path}.round`, after.round, state.round));
  if (after.hand !== undefined) out.push(...mismatch(`${path}.hand`, after.hand, state.hand));
  return out;
}

function compareExpect(expect: RecordExpect, state: TableState, rules: Rules): string[] {
  const out: string[] = [];
  if (expect.scores !== undefined) out.push(...mismatch('expect.scores', expect.scores, state.scores));
  if (expect.sticks !== undefined) out.push(...mismatch('expect.sticks', expect.sticks, state.sticks));
  if (expect.over !== undefined) out.push(...mismatch('expect.over', expect.over, state.over));
  if (expect.final !== undefined) out.push(...mismatch('expect.final', expect.final, settle(state, rules).map((r) => r.final)));
  return out;
}
