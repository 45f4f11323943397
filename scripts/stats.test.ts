import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run --silent stats -- FILE...` (FORMATS.md "Organiser commands") run as a command (through
 * tsx, as the npm script does) on the shared record vectors, and its counts checked against a
 * plain walk over the raw JSON written here, which shares no code with src/club or the ledger.
 */
const root = resolve(__dirname, '..');
const vectorsDir = resolve(root, '..', 'shared', 'vectors');
const dir = mkdtempSync(join(tmpdir(), 'tenbo-stats-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function stats(...files: string[]): { status: number | null; out: string; errors: string } {
  const run = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'scripts', 'stats.ts'), ...files], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, out: run.stdout, errors: run.stderr };
}

interface RawWin {
  winner: number;
}
interface RawHand {
  type: string;
  from?: number;
  winner?: number;
  wins?: RawWin[];
  riichi?: number[];
  after?: { scores?: number[] };
  offender?: number;
  player?: number;
}
interface RawRecord {
  id: string;
  rules: string;
  players: string[];
  hands: RawHand[];
  overrides?: { multipleRon?: string; ties?: string };
  expect?: { error?: string; scores?: number[]; final?: number[] };
}
type Counts = { games: number; hands: number; wins: number; tsumo: number; dealIns: number; riichi: number; places: number[] };

/** RULES.md's table: wrc2022 and mleague have head bump; tenhou has no triple ron (sanchahou) and breaks ties by seat. */
const HEAD_BUMP = ['wrc2022', 'mleague'];
const DOUBLE_ONLY = ['tenhou'];
const SEAT_ORDER_TIES = ['tenhou'];

/** The winners who count in a ron: the nearest to the discarder under head bump, none in a tenhou triple ron. */
function ronWinners(record: RawRecord, hand: RawHand): number[] {
  const rule = record.overrides?.multipleRon;
  const winners = (hand.wins ?? []).map((w) => w.winner);
  if ((rule ?? (DOUBLE_ONLY.includes(record.rules) ? 'double_only' : '')) === 'double_only' && winners.length === 3) return [];
  if ((rule ?? (HEAD_BUMP.includes(record.rules) ? 'head_bump' : '')) !== 'head_bump') return winners;
  const distance = (seat: number) => (seat - hand.from! + 4) % 4;
  return [winners.reduce((a, b) => (distance(b) < distance(a) ? b : a))];
}

/**
 * Places, by an independent route: the record's own `expect.final` where it gives one (ranked, equal
 * finals at the better place). Without it the finals keep the order of the table scores (RULES.md:
 * sticks and oka go to 1st, uma falls with the place, tied scores share alike under split ties,
 * tenhou ranks the earlier seat first), which holds only without penalties: a record with a chombo
 * or a penalty must give `final`, or this test says so.
 */
function placesOf(record: RawRecord): number[] {
  const final = record.expect?.final;
  if (final) return final.map((mine) => 1 + final.filter((other) => other > mine).length);
  if (record.hands.some((h) => h.type === 'chombo' || h.type === 'penalty')) throw new Error(`${record.id}: penalties and no expect.final`);
  const scores = record.expect?.scores ?? record.hands.findLast((h) => h.after?.scores)?.after?.scores;
  if (!scores) throw new Error(`${record.id}: no final table scores`);
  const seatOrder = (record.overrides?.ties ?? (SEAT_ORDER_TIES.includes(record.rules) ? 'seat_order' : 'split')) === 'seat_order';
  return scores.map((mine, seat) => 1 + scores.filter((other, o) => other > mine || (seatOrder && other === mine && o < seat)).length);
}

function countIndependently(records: RawRecord[]): Record<string, Counts> {
  const out: Record<string, Counts> = {};
  for (const record of records) {
    const places = placesOf(record);
    record.players.forEach((name, seat) => {
      const c = (out[name] ??= { games: 0, hands: 0, wins: 0, tsumo: 0, dealIns: 0, riichi: 0, places: [0, 0, 0, 0] });
      c.games += 1;
      c.places[places[seat]! - 1]! += 1;
      for (const hand of record.hands) {
        if (!['ron', 'tsumo', 'draw', 'abortive'].includes(hand.type)) continue;
        c.hands += 1;
        if (hand.riichi?.includes(seat)) c.riichi += 1;
        if (hand.type === 'ron' && hand.from === seat) c.dealIns += 1;
        if (hand.type === 'ron' && ronWinners(record, hand).includes(seat)) c.wins += 1;
        if (hand.type === 'tsumo' && hand.winner === seat) {
          c.wins += 1;
          c.tsumo += 1;
        }
      }
    });
  }
  return out;
}

const files = existsSync(vectorsDir)
  ? readdirSync(vectorsDir)
      .filter((f) => f.endsWith('.records.jsonl'))
      .sort()
  : [];
const readRecords = (file: string): RawRecord[] =>
  readFileSync(join(vectorsDir, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RawRecord);

// Each case starts the command (tsx): seconds each on a busy machine.
describe('npm run stats on the shared record vectors', { timeout: 30_000 }, () => {
  it('finds the shared record vectors', () => {
    expect(files.length, `no *.records.jsonl in ${vectorsDir}`).toBeGreaterThan(0);
  });

  it('prints the counts a plain walk over the records gives; the records that must be refused are skipped and named', () => {
    const all = files.flatMap(readRecords);
    // A vector that expects an error is one the ledger must refuse (FORMATS.md): the command skips it.
    const refused = all.filter((r) => r.expect?.error !== undefined);
    const run = stats(...files.map((f) => join(vectorsDir, f)));
    expect(run.status).toBe(0);
    expect(JSON.parse(run.out)).toEqual(countIndependently(all.filter((r) => r.expect?.error === undefined)));
    const named = run.errors.trim().split('\n').filter(Boolean);
    expect(named).toHaveLength(refused.length);
    for (const r of refused) expect(run.errors).toContain(r.id);
  });

  it.each(files)('%s alone', (file) => {
    const run = stats(join(vectorsDir, file));
    expect(JSON.parse(run.out)).toEqual(countIndependently(readRecords(file).filter((r) => r.expect?.error === undefined)));
  });
});

describe('npm run stats: its contract', { timeout: 30_000 }, () => {
  it('skips a line that is not a record, naming file and line, and counts the rest', () => {
    const good = readFileSync(join(vectorsDir, 'golden.records.jsonl'), 'utf8').split('\n')[0]!;
    const path = join(dir, 'mixed.records.jsonl');
    writeFileSync(path, [good, '{"format":"riichi-record/1"}', ''].join('\n'));
    const run = stats(path);
    expect(run.status).toBe(0);
    expect(run.errors).toMatch(/mixed\.records\.jsonl:2: refused: record\.rules/);
    expect(Object.values(JSON.parse(run.out) as Record<string, Counts>).map((c) => c.games)).toEqual([1, 1, 1, 1]);
  });

  it('exits 1 naming a file it cannot read, and 2 with usage when given none', () => {
    const missing = stats(join(dir, 'absent.records.jsonl'));
    expect(missing.status).toBe(1);
    expect(missing.errors).toMatch(/absent\.records\.jsonl: cannot read/);
    const none = stats();
    expect(none.status).toBe(2);
    expect(none.errors).toMatch(/usage: npm run --silent stats -- FILE/);
  });
});
