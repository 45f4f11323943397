/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRecord, replayRecord, serializeRecord, splitRecords } from './record';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const vectorsDir = path.resolve(repoRoot, '..', 'shared', 'vectors');
const sharedLines = existsSync(vectorsDir)
  ? readdirSync(vectorsDir)
      .filter((f) => f.endsWith('.records.jsonl'))
      .flatMap((f) => readFileSync(path.join(vectorsDir, f), 'utf8').split('\n'))
      .filter((l) => l.trim() !== '')
  : [];

const example = {
  id: 'example-1',
  format: 'riichi-record/1',
  rules: 'ema2025',
  note: 'free text',
  players: ['Anna', 'Bartek', 'Celina', 'Darek'],
  hands: [
    {
      type: 'ron',
      from: 0,
      riichi: [2],
      wins: [
        { winner: 1, han: 2, fu: 30 },
        { winner: 2, han: 3, fu: 40, yaku: { riichi: 1, pinfu: 1 }, tiles: { concealed: '123m' } },
      ],
    },
    {
      type: 'tsumo',
      winner: 3,
      han: 5,
      riichi: [],
      after: { scores: [20800, 28000, 33200, 38000], honba: 0, sticks: 0, dealer: 2, round: 'E', hand: 3 },
      note: 'x',
    },
    { type: 'tsumo', winner: 1, yakuman: 1, pao: 3, riichi: [] },
    { type: 'draw', tenpai: [0, 3], riichi: [3] },
    { type: 'draw', tenpai: [], nagashi: [2], riichi: [] },
    { type: 'abortive', reason: 'kyuushu', riichi: [] },
    { type: 'chombo', offender: 1 },
    { type: 'chombo', offender: 1, riichi: [1] },
    { type: 'penalty', player: 2, points: -2000, reason: 'slow play' },
  ],
  expect: { scores: [20800, 28000, 33200, 38000], sticks: 0, over: false, final: [1, 2, 3, 4] },
};

describe('parseRecord / serializeRecord', () => {
  it('reads every FORMATS.md hand type and adds v:1; writes the same JSON back', () => {
    const r = parseRecord(JSON.stringify(example));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.record.hands.every((h) => h.v === 1)).toBe(true);
    expect(r.record.hands[6]).toEqual({ v: 1, type: 'chombo', offender: 1 });
    expect(JSON.parse(serializeRecord(r.record))).toEqual(example);
    expect(parseRecord(example)).toEqual(r); // a parsed value works like a string
  });

  it('every shared record survives import → export → import unchanged', () => {
    expect(sharedLines.length, `no shared record vectors found in ${vectorsDir}`).toBeGreaterThan(0);
    for (const line of sharedLines) {
      const first = parseRecord(line);
      expect(first.ok, line.slice(0, 80)).toBe(true);
      if (!first.ok) continue;
      const text = serializeRecord(first.record);
      expect(JSON.parse(text)).toEqual(JSON.parse(line));
      expect(parseRecord(text)).toEqual(first);
    }
  });

  it('replayRecord checks that the hands can happen, naming hand and field', () => {
    const r = parseRecord({
      ...example,
      hands: [example.hands[3], { type: 'ron', from: 2, riichi: [], wins: [{ winner: 2, han: 1, fu: 30 }] }],
    });
    expect(r.ok).toBe(true);
    if (r.ok) expect(replayRecord(r.record)).toMatchObject({ ok: false, error: 'invalid_record', hand: 2, field: 'wins[0].winner' });
    const good = parseRecord({ ...example, hands: [example.hands[3]] });
    expect(good.ok).toBe(true);
    if (good.ok) expect(replayRecord(good.record)).toMatchObject({ ok: true, final: { scores: [31500, 28500, 28500, 30500], sticks: 1 } });
  });

  it('refuses bad shapes with errors that name the field', () => {
    const bad = (patch: object) => parseRecord({ ...example, ...patch });
    expect(bad({ format: 'other' })).toMatchObject({ ok: false, errors: [expect.stringMatching(/^record\.format:/)] });
    expect(bad({ rules: 'ema1999' })).toMatchObject({ ok: false, errors: [expect.stringMatching(/^record\.rules:/)] });
    expect(bad({ players: ['a'] })).toMatchObject({ ok: false, errors: [expect.stringMatching(/^record\.players:/)] });
    expect(bad({ hands: [{ type: 'ron', from: 5, riichi: [], wins: [{ winner: 1, han: 1, fu: 30 }] }] })).toMatchObject({
      ok: false,
      errors: ['hands[0].from: expected a seat 0-3, got 5'],
    });
    expect(bad({ hands: [{ type: 'tsumo', winner: 1, han: 'two', riichi: [] }] })).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/^hands\[0\]\.han:/)],
    });
    expect(bad({ hands: [{ type: 'abortive', reason: 'bored', riichi: [] }] })).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/^hands\[0\]\.reason:/)],
    });
    expect(bad({ hands: [{ type: 'nap' }] })).toMatchObject({ ok: false, errors: [expect.stringMatching(/^hands\[0\]\.type:/)] });
    expect(bad({ hands: [{ type: 'draw', tenpai: [], riichi: [], after: { round: 'X' } }] })).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/^hands\[0\]\.after\.round:/)],
    });
    expect(parseRecord('{"format":')).toMatchObject({ ok: false, errors: [expect.stringMatching(/not valid JSON/)] });
  });

  it('says what kind of problem a text has, for a person: no JSON, no record, unknown rules, or which field', () => {
    const bad = (patch: object) => parseRecord({ ...example, ...patch });
    expect(parseRecord('{"format":')).toMatchObject({ ok: false, problem: { kind: 'json' } });
    expect(parseRecord('[1, 2]')).toMatchObject({ ok: false, problem: { kind: 'format' } });
    expect(bad({ format: 'other' })).toMatchObject({ ok: false, problem: { kind: 'format' } });
    expect(bad({ rules: 'ema1999' })).toMatchObject({ ok: false, problem: { kind: 'rules', rules: 'ema1999' } });
    expect(bad({ rules: 7 })).toMatchObject({ ok: false, problem: { kind: 'field', field: 'rules' } });
    expect(bad({ players: ['a'] })).toMatchObject({ ok: false, problem: { kind: 'field', field: 'players' } });
    expect(bad({ overrides: { kiriage: 'maybe' } })).toMatchObject({ ok: false, problem: { kind: 'field', field: 'overrides.kiriage' } });
    expect(bad({ hands: [{ type: 'ron', from: 1, riichi: [], wins: [{ winner: 2, han: 'x', fu: 30 }] }] })).toMatchObject({
      ok: false,
      problem: { kind: 'field', field: 'hands[0].wins[0].han' },
    });
  });

  it('splits a file into records: one JSON document whole, JSON Lines a record a line with its number', () => {
    const one = JSON.stringify(example);
    expect(splitRecords(one)).toEqual([{ line: null, text: one }]);
    // A .json export spread over many lines is still one record.
    const pretty = JSON.stringify(example, null, 2);
    expect(splitRecords(pretty)).toEqual([{ line: null, text: pretty }]);
    // JSON Lines: blank lines skipped, every other line a record (a broken one too, refused on its own).
    expect(splitRecords(`${one}\r\n\n${one}\nnot json\n`)).toEqual([
      { line: 1, text: one },
      { line: 3, text: one },
      { line: 4, text: 'not json' },
    ]);
    // A damaged document (its first line alone is no JSON either) stays one record, refused once.
    const damaged = pretty.slice(0, -10);
    expect(splitRecords(damaged)).toEqual([{ line: null, text: damaged }]);
    // One record on a line with a trailing newline is a single record.
    expect(splitRecords(`${one}\n`)).toEqual([{ line: null, text: `${one}\n` }]);
  });

  it('splits a JSON array into its items, each a record named by its place (from 1), however the array is laid out', () => {
    const items = [
      { line: null, item: 1, text: JSON.stringify(example) },
      { line: null, item: 2, text: '"not a record"' },
    ];
    expect(splitRecords(JSON.stringify([example, 'not a record']))).toEqual(items);
    expect(splitRecords(JSON.stringify([example, 'not a record'], null, 2))).toEqual(items);
    // One record an item, one item a line: still the array's items, not its lines.
    expect(splitRecords(`[\n${JSON.stringify(example)},\n"not a record"\n]\n`)).toEqual(items);
    expect(splitRecords('[]')).toEqual([{ line: null, text: '[]' }]);
    // A damaged array is a damaged document: one record, refused once.
    expect(splitRecords(`[\n${JSON.stringify(example)},\n`)).toEqual([{ line: null, text: `[\n${JSON.stringify(example)},\n` }]);
  });

  it('never throws on untrusted input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.string(), fc.json()), (input) => {
        const r = parseRecord(input);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
    // Mutations of a valid record: any field replaced by any JSON value.
    fc.assert(
      fc.property(
        fc.nat(8),
        fc.constantFrom('type', 'from', 'wins', 'riichi', 'winner', 'tenpai', 'after', 'han', 'points'),
        fc.jsonValue(),
        (i, key, value) => {
          const hands = example.hands.map((h, j) => (j === i ? { ...h, [key]: value } : h));
          const r = parseRecord({ ...example, hands });
          expect(typeof r.ok).toBe('boolean');
        },
      ),
      { numRuns: 500 },
    );
  });
});
