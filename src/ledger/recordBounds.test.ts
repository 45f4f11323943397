import { describe, expect, it } from 'vitest';
import { parseRecord, replayRecord, serializeRecord, splitRecords } from './record';
import { RECORD_LIMITS } from './recordLimits';

/** Issue 31 items 3-5: the reader bounds what a record may hold and never throws, whatever the input. */
const base = {
  id: 'bounds-1',
  format: 'riichi-record/1',
  rules: 'ema2025',
  players: ['Anna', 'Bartek', 'Celina', 'Darek'],
  hands: [{ type: 'ron', from: 0, riichi: [], wins: [{ winner: 1, han: 2, fu: 30 }] }],
};
const withHand = (hand: object) => ({ ...base, hands: [hand] });
const errorsOf = (input: unknown): readonly string[] => {
  const r = parseRecord(input);
  return r.ok ? [] : r.errors;
};

/** An array nested `depth` deep, built without recursion. */
function nested(depth: number): unknown {
  let value: unknown = 0;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

describe('splitRecords: a JSON Lines file whose first line is broken (issue 31 item 3)', () => {
  it('is still read line by line, each line with its number', () => {
    const one = JSON.stringify(base);
    const cut = one.slice(0, 40);
    expect(splitRecords(`${cut}\n${one}\n\n${one}\n`)).toEqual([
      { line: 1, text: cut },
      { line: 2, text: one },
      { line: 4, text: one },
    ]);
  });

  it('keeps 9,999 good lines of 10,000 when the first is cut short', () => {
    const lines = Array.from({ length: 10_000 }, (_, i) => JSON.stringify({ ...base, id: `r${i}` }));
    lines[0] = lines[0]!.slice(0, 50);
    const split = splitRecords(lines.join('\n'));
    expect(split).toHaveLength(10_000);
    expect(split[0]).toEqual({ line: 1, text: lines[0] });
    expect(split.slice(1).every((r, i) => r.line === i + 2 && parseRecord(r.text).ok)).toBe(true);
    expect(parseRecord(split[0]!.text)).toMatchObject({ ok: false, problem: { kind: 'json' } });
  });

  it('reads a huge file of brackets as one record, refused at once for its size', () => {
    // The page froze for 107 s; here it is a loop over the text (before: 20 s, past the test's time limit).
    const brackets = '['.repeat(19_000_000);
    const [only, ...rest] = splitRecords(brackets);
    expect(rest).toEqual([]);
    expect(parseRecord(only!.text)).toMatchObject({ ok: false, problem: { kind: 'size' } });
  });
});

describe('bounded numbers (issue 31 item 4)', () => {
  it('refuses a penalty beyond any game, naming the field with a short quote', () => {
    expect(errorsOf(withHand({ type: 'penalty', player: 0, points: 1e308 }))).toEqual([
      `hands[0].points: expected a whole number from -${RECORD_LIMITS.maxPenalty} to ${RECORD_LIMITS.maxPenalty}, got 1e+308`,
    ]);
    expect(errorsOf(withHand({ type: 'penalty', player: 0, points: 9e15 }))).toHaveLength(1);
    expect(errorsOf(withHand({ type: 'penalty', player: 0, points: -20000 }))).toEqual([]);
  });

  it('refuses han, fu and yakuman no hand can have', () => {
    expect(errorsOf(withHand({ type: 'tsumo', winner: 1, han: 1e15, riichi: [] }))).toEqual([
      expect.stringMatching(/^hands\[0\]\.han: expected a whole number from 1 to 200, got 1000000000000000$/),
    ]);
    expect(errorsOf(withHand({ type: 'ron', from: 0, riichi: [], wins: [{ winner: 1, han: 2, fu: 1e9 }] }))).toEqual([
      expect.stringMatching(/^hands\[0\]\.wins\[0\]\.fu:/),
    ]);
    expect(errorsOf(withHand({ type: 'tsumo', winner: 1, yakuman: 1e6, riichi: [] }))).toEqual([
      expect.stringMatching(/^hands\[0\]\.yakuman:/),
    ]);
    expect(errorsOf(withHand({ type: 'tsumo', winner: 1, han: 2, fu: 30, yaku: { riichi: 1e300 }, riichi: [] }))).toEqual([
      expect.stringMatching(/^hands\[0\]\.yaku\.riichi:/),
    ]);
  });

  it('refuses table figures, counters and sticks beyond any game', () => {
    const after = (a: object) => errorsOf(withHand({ type: 'draw', tenpai: [], riichi: [], after: a }));
    expect(after({ scores: [1e308, 0, 0, 0] })).toEqual([expect.stringMatching(/^hands\[0\]\.after\.scores\[0\]:/)]);
    expect(after({ honba: 1e9 })).toEqual([expect.stringMatching(/^hands\[0\]\.after\.honba:/)]);
    expect(after({ sticks: -1 })).toEqual([expect.stringMatching(/^hands\[0\]\.after\.sticks:/)]);
    expect(errorsOf({ ...base, expect: { final: [Number.MAX_SAFE_INTEGER, 0, 0, 0] } })).toEqual([
      expect.stringMatching(/^expect\.final\[0\]:/),
    ]);
  });

  it('refuses house rules beyond any game: uma, points', () => {
    expect(errorsOf({ ...base, overrides: { uma: [1e308, 0, 0, -1e308] } })).toEqual([
      'record: overrides.uma: [1e+308,0,0,-1e+308] does not fit this field',
    ]);
    expect(errorsOf({ ...base, overrides: { startPoints: 9e15 } })).toHaveLength(1);
    expect(errorsOf({ ...base, overrides: { uma: [20000, 10000, -10000, -20000] } })).toEqual([]);
  });

  it('refuses more hands than any game has', () => {
    const draws = Array.from({ length: RECORD_LIMITS.maxHands + 1 }, () => ({ type: 'draw', tenpai: [], riichi: [] }));
    expect(errorsOf({ ...base, hands: draws })).toEqual([
      `record.hands: more than ${RECORD_LIMITS.maxHands} hands (${RECORD_LIMITS.maxHands + 1})`,
    ]);
  });
});

describe('player names (issue 31 item 4)', () => {
  it('refuses an empty name, or one only of spaces', () => {
    expect(parseRecord({ ...base, players: ['Anna', '', 'Celina', 'Darek'] })).toMatchObject({
      ok: false,
      problem: { kind: 'field', field: 'players[1]' },
    });
    expect(errorsOf({ ...base, players: ['Anna', 'Bartek', '   ', 'Darek'] })).toEqual([
      'record.players[2]: expected text, got an empty one',
    ]);
  });

  it('refuses two names that are the same after trimming, whatever the case, as a new game does', () => {
    expect(errorsOf({ ...base, players: ['Anna', 'Bartek', 'Anna', 'Darek'] })).toEqual([
      'record.players[2]: the same name as record.players[0] ("Anna")',
    ]);
    expect(errorsOf({ ...base, players: ['Anna', 'Bartek', ' anna ', 'Darek'] })).toEqual([
      'record.players[2]: the same name as record.players[0] (" anna ")',
    ]);
  });

  it('takes names that differ only in diacritics: they may be two people', () => {
    expect(errorsOf({ ...base, players: ['Zoe', 'Zoë', 'Lukasz', 'Łukasz'] })).toEqual([]);
  });
});

describe('the reader never throws, and quotes at most a short excerpt (issue 31 item 5)', () => {
  const places: readonly [string, (deep: unknown) => object][] = [
    ['a hand type', (deep) => withHand({ type: deep })],
    ['a name', (deep) => ({ ...base, players: [deep, 'B', 'C', 'D'] })],
    ['the rules', (deep) => ({ ...base, rules: deep })],
    ['the overrides', (deep) => ({ ...base, overrides: { uma: deep } })],
    ['a note', (deep) => ({ ...base, note: deep })],
    ['the tiles', (deep) => withHand({ type: 'tsumo', winner: 1, han: 2, fu: 30, riichi: [], tiles: deep })],
    ['the expect', (deep) => ({ ...base, expect: deep })],
    ['the after', (deep) => withHand({ type: 'draw', tenpai: [], riichi: [], after: { scores: deep } })],
  ];
  for (const [where, recordWith] of places) {
    it(`refuses 10,000-deep nesting in ${where}, as a value and as text`, () => {
      expect(parseRecord(recordWith(nested(10_000)))).toMatchObject({
        ok: false,
        errors: [expect.stringMatching(/^record: nested more than 16 deep/)],
        problem: { kind: 'size' },
      });
      // JSON.stringify itself cannot write that deep: the brackets go in by hand.
      const text = JSON.stringify(recordWith('DEEP')).replace('"DEEP"', `${'['.repeat(10_000)}${']'.repeat(10_000)}`);
      expect(parseRecord(text)).toMatchObject({
        ok: false,
        errors: [expect.stringMatching(/^record: nested more than 16 deep \(at character \d+\)$/)],
        problem: { kind: 'size' },
      });
    });
  }

  it('refuses a record larger than any game, without parsing it', () => {
    const huge = JSON.stringify({ ...base, note: 'x'.repeat(RECORD_LIMITS.maxChars) });
    expect(parseRecord(huge)).toMatchObject({
      ok: false,
      errors: [`record: larger than any game record (${huge.length} characters, at most ${RECORD_LIMITS.maxChars})`],
      problem: { kind: 'size' },
    });
  });

  it('refuses long names, ids, notes, reasons and tiles, quoting only their start', () => {
    const long = 'y'.repeat(500_000);
    const quote = `"${'y'.repeat(39)}…`;
    expect(errorsOf({ ...base, players: [long, 'B', 'C', 'D'] })).toEqual([
      `record.players[0]: text longer than ${RECORD_LIMITS.maxNameChars} characters (${quote})`,
    ]);
    expect(errorsOf({ ...base, id: long })).toEqual([`record.id: text longer than ${RECORD_LIMITS.maxIdChars} characters (${quote})`]);
    expect(errorsOf({ ...base, note: long })).toEqual([
      `record.note: text longer than ${RECORD_LIMITS.maxNoteChars} characters (${quote})`,
    ]);
    expect(errorsOf(withHand({ type: 'penalty', player: 1, points: -1000, reason: long }))).toEqual([
      `hands[0].reason: text longer than ${RECORD_LIMITS.maxNoteChars} characters (${quote})`,
    ]);
    expect(errorsOf(withHand({ type: 'tsumo', winner: 1, han: 2, fu: 30, riichi: [], tiles: { concealed: long } }))).toEqual([
      `hands[0].tiles: text longer than 64 characters (${quote})`,
    ]);
    const manyMelds = { concealed: '11z', melds: Array.from({ length: 200 }, () => 'p111z') };
    expect(errorsOf(withHand({ type: 'tsumo', winner: 1, han: 2, fu: 30, riichi: [], tiles: manyMelds }))).toEqual([
      'hands[0].tiles: more than 100 values',
    ]);
  });

  it('quotes a 1 MB rules name in short, in the errors and in the problem a person is shown', () => {
    const rules = 'r'.repeat(1_000_000);
    const r = parseRecord({ ...base, rules });
    expect(r).toMatchObject({ ok: false, problem: { kind: 'rules', rules: `${'r'.repeat(40)}…` } });
    if (!r.ok) expect(r.errors.every((e) => e.length < 200)).toBe(true);
  });

  it('quotes every bad value in short, whatever it is', () => {
    const big = Array.from({ length: 100_000 }, (_, i) => i);
    for (const record of [
      withHand({ type: big }),
      { ...base, format: big },
      withHand({ type: 'ron', from: big, riichi: [], wins: [] }),
      { ...base, overrides: { [`k${'k'.repeat(100_000)}`]: 1 } },
    ]) {
      const errors = errorsOf(record);
      expect(errors.length).toBeGreaterThan(0);
      for (const e of errors) expect(e.length).toBeLessThan(200);
    }
  });

  it('still reads what it read before: a record survives parse, serialize, parse', () => {
    const r = parseRecord(base);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(parseRecord(serializeRecord(r.record))).toEqual(r);
      expect(replayRecord(r.record).ok).toBe(true);
    }
  });
});
