import type { Rules } from '../core/rules';
import { fold, initialTable } from './fold';
import { cut } from '../schema';
import { parseHand, parseHeader, recordRules, recordValue } from './record';
import { afterMismatches, expectMismatches, type RecordMismatch } from './recordCheck';
import type { AfterSnapshot, LedgerError, RecordExpect, TableState } from './types';

/**
 * Checks one line of a `*.records.jsonl` vector file (FORMATS.md): folds the hands one by one,
 * compares every `after` field and every `expect` field given. One failure string per mismatch;
 * a line that cannot be parsed is a failure, never a throw.
 */
export function checkRecordLine(line: string, lineNumber?: number): { id: string; failures: string[] } {
  const where = lineNumber === undefined ? '' : `, line ${lineNumber}`;
  // Within the limits of any record before anything reads it: a line nested 10,000 deep is a failure, not a stack overflow.
  const read = recordValue(line);
  if (!read.ok) return { id: `(unparsable record${where})`, failures: read.errors };
  const raw = read.value;
  const idField = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)['id'] : undefined;
  const id = typeof idField === 'string' ? cut(idField, 80) : `(record without id${where})`;
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
    if (hand.value.after) failures.push(...compareAfter(`hands[${i}].after`, i, hand.value.after, state));
  }
  if (refused) {
    if (expect.error === undefined) failures.push(`refused: expected no error, got ${refused.error} (${refused.message})`);
    else if (expect.error !== refused.error)
      failures.push(`expect.error: expected ${expect.error}, got ${refused.error} (${refused.message})`);
    return { id, failures };
  }
  if (expect.error !== undefined) failures.push(`expect.error: expected ${expect.error}, got no error`);
  failures.push(...compareExpect(expect, state, rules));
  return { id, failures };
}

/** A mismatch as the vector checker words it, with the record's path to the field. */
function mismatchText(path: string, m: RecordMismatch): string {
  return `${path}.${m.field}: expected ${JSON.stringify(m.expected)}, got ${JSON.stringify(m.got)}`;
}

function compareAfter(path: string, index: number, after: AfterSnapshot, state: TableState): string[] {
  return afterMismatches(index + 1, after, state).map((m) => mismatchText(path, m));
}

function compareExpect(expect: RecordExpect, state: TableState, rules: Rules): string[] {
  return expectMismatches(expect, state, rules).map((m) => mismatchText('expect', m));
}
