import { describe, expect, it } from 'vitest';
import { parseRecord, serializeRecord } from './record';
import { draw } from './testkit';
import type { GameRecord } from './types';

/** A tournament table's game: Tenbō's `tournament` and `confirmed` extensions of the record. */
const record: GameRecord = {
  id: 'table-3',
  format: 'riichi-record/1',
  rules: 'ema2025',
  players: ['Anna', 'Bartek', 'Celina', 'Darek'],
  hands: [{ ...draw([0]) }],
  tournament: {
    id: 'wro-2027',
    name: 'Wrocław Open',
    session: 2,
    table: 3,
    ending: 'oneMoreHand',
    endsAt: 1_800_000_000_000,
    playerIds: ['p1', 'p7', 'p12', 'p3'],
  },
  confirmed: [0, 2],
};

describe("a record's tournament table and confirmations", () => {
  it('are written and read back as they were', () => {
    const line = serializeRecord(record);
    expect(JSON.parse(line)).toMatchObject({
      tournament: { id: 'wro-2027', session: 2, table: 3, ending: 'oneMoreHand' },
      confirmed: [0, 2],
    });
    expect(parseRecord(line)).toEqual({ ok: true, record });
  });

  it('are optional: a record without them reads as before, and writes none', () => {
    const { tournament: _t, confirmed: _c, ...plain } = record;
    const line = serializeRecord(plain);
    expect(line).not.toContain('tournament');
    expect(line).not.toContain('confirmed');
    expect(parseRecord(line)).toEqual({ ok: true, record: plain });
    const { endsAt: _e, playerIds: _p, ...bare } = record.tournament!;
    expect(parseRecord(serializeRecord({ ...record, tournament: bare }))).toEqual({ ok: true, record: { ...record, tournament: bare } });
  });

  it('are refused with the field named when wrong', () => {
    const json = JSON.parse(serializeRecord(record)) as Record<string, unknown>;
    const refused = (change: Record<string, unknown>) => {
      const parsed = parseRecord({ ...json, ...change });
      return parsed.ok ? [] : parsed.errors;
    };
    expect(refused({ tournament: { ...record.tournament, ending: 'never' } })).toEqual([
      expect.stringContaining('record.tournament.ending'),
    ]);
    expect(refused({ tournament: { ...record.tournament, table: 0 } })).toEqual([expect.stringContaining('record.tournament.table')]);
    expect(refused({ tournament: 'wro' })).toEqual([expect.stringContaining('record.tournament')]);
    expect(refused({ confirmed: [0, 0] })).toEqual([expect.stringContaining('listed twice')]);
    expect(refused({ confirmed: [4] })).toEqual([expect.stringContaining('record.confirmed[0]')]);
  });
});
