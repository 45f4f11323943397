import { describe, expect, it } from 'vitest';
import { parseRecord, replayRecord, recordRules } from './record';
import { recordMismatches } from './recordCheck';

/** Two hands with their own figures; the second hand's and the final ones are wrong. */
const RECORD = {
  format: 'riichi-record/1',
  rules: 'ema2025',
  players: ['A', 'B', 'C', 'D'],
  hands: [
    {
      v: 1,
      type: 'ron',
      from: 2,
      riichi: [],
      wins: [{ winner: 1, han: 1, fu: 30 }],
      after: { scores: [30000, 31000, 29000, 30000], honba: 0 },
    },
    { v: 1, type: 'draw', tenpai: [1], riichi: [], after: { scores: [29000, 34000, 28000, 29000], honba: 2 } },
  ],
  expect: { sticks: 0, over: false, final: [1, 2, 3, 4] },
};

describe('recordMismatches', () => {
  it('names each figure of the record the replay does not reach, by hand, and the final ones', () => {
    const parsed = parseRecord(JSON.stringify(RECORD));
    if (!parsed.ok) throw new Error(parsed.errors.join('; '));
    const replayed = replayRecord(parsed.record);
    if (!replayed.ok) throw new Error(replayed.message);
    const mismatches = recordMismatches(parsed.record, replayed.states, recordRules(parsed.record));
    expect(mismatches.map(({ hand, field }) => ({ hand, field }))).toEqual([
      { hand: 2, field: 'honba' },
      { hand: null, field: 'final' },
    ]);
    expect(mismatches[0]).toMatchObject({ expected: 2, got: 1 });
  });

  it('finds nothing in a record whose figures agree, or that gives none', () => {
    const agreeing = {
      ...RECORD,
      hands: RECORD.hands.map((h, i) => ({ ...h, after: i === 0 ? h.after : { scores: [29000, 34000, 28000, 29000], honba: 1 } })),
      expect: { sticks: 0 },
    };
    const bare = { ...RECORD, hands: RECORD.hands.map(({ after: _after, ...h }) => h), expect: undefined };
    for (const record of [agreeing, bare]) {
      const parsed = parseRecord(JSON.stringify(record));
      if (!parsed.ok) throw new Error(parsed.errors.join('; '));
      const replayed = replayRecord(parsed.record);
      if (!replayed.ok) throw new Error(replayed.message);
      expect(recordMismatches(parsed.record, replayed.states, recordRules(parsed.record))).toEqual([]);
    }
  });
});
