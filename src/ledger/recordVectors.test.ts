import { describe, expect, it } from 'vitest';
import { checkRecordLine } from './recordVectors';

/** The checker itself must catch mismatches, or the vector suite could never fail. */
const base = {
  id: 't-1',
  format: 'riichi-record/1',
  rules: 'ema2025',
  players: ['A', 'B', 'C', 'D'],
  hands: [
    {
      type: 'ron',
      from: 2,
      riichi: [],
      wins: [{ winner: 1, han: 1, fu: 30 }],
      after: { scores: [30000, 31000, 29000, 30000], honba: 0, sticks: 0, dealer: 1, round: 'E', hand: 2 },
    },
  ],
  expect: { scores: [30000, 31000, 29000, 30000], sticks: 0, over: false },
};
const line = (o: unknown) => JSON.stringify(o);

describe('checkRecordLine', () => {
  it('passes a correct record', () => {
    expect(checkRecordLine(line(base))).toEqual({ id: 't-1', failures: [] });
  });

  it('reports every wrong after and expect field', () => {
    const bad = structuredClone(base);
    bad.hands[0]!.after = { scores: [30000, 31000, 29000, 29000], honba: 1, sticks: 0, dealer: 2, round: 'S', hand: 2 };
    bad.expect = { scores: [1, 2, 3, 4], sticks: 1, over: true };
    const { failures } = checkRecordLine(line(bad));
    expect(failures).toEqual([
      'hands[0].after.scores: expected [30000,31000,29000,29000], got [30000,31000,29000,30000]',
      'hands[0].after.honba: expected 1, got 0',
      'hands[0].after.dealer: expected 2, got 1',
      'hands[0].after.round: expected "S", got "E"',
      'expect.scores: expected [1,2,3,4], got [30000,31000,29000,30000]',
      'expect.sticks: expected 1, got 0',
      'expect.over: expected true, got false',
    ]);
  });

  it('checks final results (seats 0 and 3 tie for 2nd/3rd: uma split to 0)', () => {
    const { failures } = checkRecordLine(line({ ...base, expect: { final: [0, 0, 0, 0] } }));
    expect(failures).toEqual(['expect.final: expected [0,0,0,0], got [0,16000,-16000,0]']);
  });

  it('expected refusals: the right code passes, a wrong code or none fails', () => {
    const refused = { ...base, hands: [{ type: 'ron', from: 1, riichi: [], wins: [{ winner: 1, han: 1, fu: 30 }] }] };
    expect(checkRecordLine(line({ ...refused, expect: { error: 'invalid_record' } })).failures).toEqual([]);
    expect(checkRecordLine(line({ ...refused, expect: { error: 'result_not_allowed' } })).failures[0]).toMatch(
      /^expect.error: expected result_not_allowed, got invalid_record/,
    );
    expect(checkRecordLine(line({ ...refused, expect: {} })).failures[0]).toMatch(
      /^refused: expected no error, got invalid_record \(Hand 1 \(E1, 0 counters\): wins\[0\]\.winner/,
    );
    expect(checkRecordLine(line({ ...base, expect: { error: 'invalid_record' } })).failures).toEqual([
      'expect.error: expected invalid_record, got no error',
    ]);
  });

  it('a seat out of range in the JSON is an invalid record at that hand', () => {
    const bad = { ...base, hands: [{ type: 'draw', tenpai: [7], riichi: [] }], expect: { error: 'invalid_record' } };
    expect(checkRecordLine(line(bad)).failures).toEqual([]);
  });

  it('never throws on a bad line', () => {
    for (const l of ['', '{', 'null', '[]', '42', '{"id":"x"}', line({ ...base, hands: 'no' }), line({ ...base, hands: [null] })]) {
      const r = checkRecordLine(l);
      expect(r.failures.length).toBeGreaterThan(0);
    }
  });
});

describe('record checker and house rules', () => {
  it('plays a record under its overrides, as an import does', () => {
    const line = JSON.stringify({
      id: 'overrides-social-chombo',
      format: 'riichi-record/1',
      rules: 'ema2025',
      overrides: { chombo: 'reverse_mangan' },
      players: ['A', 'B', 'C', 'D'],
      hands: [
        {
          type: 'chombo',
          offender: 1,
          after: { scores: [34000, 22000, 32000, 32000], honba: 0, sticks: 0, dealer: 0, round: 'E', hand: 1 },
        },
      ],
    });
    expect(checkRecordLine(line).failures).toEqual([]);
  });
});
