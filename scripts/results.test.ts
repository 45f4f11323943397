import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run --silent results -- FILE.tournament.json` (FORMATS.md "Organiser commands") run as a
 * command (through tsx, as the npm script does) on a tournament built here from golden game records
 * (../shared/vectors/golden.records.jsonl), and its CSV checked against one made here from the
 * records' own `expect.final`, with no code of src/tournament or the ledger.
 */
const root = resolve(__dirname, '..');
const golden = resolve(root, '..', 'shared', 'vectors', 'golden.records.jsonl');
const dir = mkdtempSync(join(tmpdir(), 'tenbo-results-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface RawRecord {
  id: string;
  players: string[];
  expect: { final: number[] };
}

function results(file: string): { status: number | null; out: string; errors: string } {
  const run = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'scripts', 'results.ts'), file], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, out: run.stdout, errors: run.stderr };
}

function write(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

const records = new Map<string, RawRecord>(
  (existsSync(golden) ? readFileSync(golden, 'utf8').split('\n') : [])
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RawRecord)
    .map((r) => [r.id, r]),
);

const players = [
  { id: 'p1', first: 'Anna', last: 'Kowalska', ema: '03000123', country: 'POL' },
  { id: 'p2', first: 'Zoë', last: "O'Brien, Jr.", ema: '', country: 'IRL' },
  { id: 'p3', first: 'Kasia', last: 'Nowak "Kasia"', ema: '03000007', country: 'POL' },
  { id: 'p4', first: 'Jürgen', last: 'Müller', ema: '04000001', country: 'DEU' },
  { id: 'p5', first: 'Bartek', last: 'Wiśniewski', ema: '', country: '' },
  { id: 'p6', first: 'Celina', last: 'Zielińska', ema: '03000099', country: 'POL' },
  { id: 'p7', first: 'Darek', last: 'Wójcik', ema: '', country: 'POL' },
  { id: 'p8', first: 'Ewa', last: 'Kamińska', ema: '03000100', country: 'POL' },
  // The substitute, seated in session 2 where p4 is not.
  { id: 'p9', first: 'Filip', last: 'Lewandowski', ema: '', country: 'POL' },
];
const tables = {
  1: [
    ['p1', 'p2', 'p3', 'p4'],
    ['p5', 'p6', 'p7', 'p8'],
  ],
  2: [
    ['p5', 'p2', 'p7', 'p9'],
    ['p1', 'p6', 'p3', 'p8'],
  ],
} as const;
/** ema2025 golden games with final results: r-007 (stick to 1st), r-008 (tie for 1st), r-011 (a chombo). */
const played: [session: 1 | 2, table: 1 | 2, id: string][] = [
  [1, 1, 'golden-r-007'],
  [1, 2, 'golden-r-008'],
  [2, 1, 'golden-r-011'],
  [2, 2, 'golden-r-008'],
];

function tournamentFile(): object {
  return {
    format: 'riichi-tournament/1',
    id: 'golden-open',
    name: 'Golden Open',
    rules: 'ema2025',
    overrides: {},
    players,
    sessions: [1, 2].map((number) => ({ number, minutes: 90, tables: tables[number as 1 | 2] })),
    ending: 'finishHand',
    games: played.map(([session, table, id]) => ({
      session,
      table,
      record: { ...records.get(id)!, players: [...tables[session][table - 1]!] },
    })),
  };
}

/** RFC 4180, as plainly as it can be said. */
const quote = (field: string) => (/[",\n\r]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field);

function expectedCsv(): string {
  const sums = new Map(players.map((p) => [p.id, { games: 0, points: 0 }]));
  for (const [session, table, id] of played) {
    tables[session][table - 1]!.forEach((playerId, seat) => {
      const s = sums.get(playerId)!;
      s.games += 1;
      s.points += records.get(id)!.expect.final[seat]!;
    });
  }
  const rows = players.map((p) => ({ ...p, ...sums.get(p.id)! })).sort((a, b) => b.points - a.points);
  const lines = rows.map((row) => {
    const place = 1 + rows.filter((other) => other.points > row.points).length;
    return [String(place), row.first, row.last, row.ema, row.country, String(row.games), String(row.points)].map(quote).join(',');
  });
  return ['place,first,last,ema,country,games,points', ...lines].join('\n') + '\n';
}

// Each case starts the command (tsx) once or twice: seconds each on a busy machine.
describe('npm run results', { timeout: 30_000 }, () => {
  it('finds the golden records it builds on', () => {
    expect(
      played.every(([, , id]) => records.get(id)?.expect.final !== undefined),
      `golden records with final results in ${golden}`,
    ).toBe(true);
  });

  it('prints the EMA results CSV of a tournament played with golden games and a substitute', () => {
    const run = results(write('golden.tournament.json', JSON.stringify(tournamentFile())));
    expect(run.errors).toBe('');
    expect(run.status).toBe(0);
    expect(run.out).toBe(expectedCsv());
    // What the CSV must show, said once in plain numbers: Anna 30300 + 19500, the substitute's -20700, a quoted name.
    expect(run.out).toContain('1,Anna,Kowalska,03000123,POL,2,49800\n');
    expect(run.out).toContain(',Filip,Lewandowski,,POL,1,-20700\n');
    expect(run.out).toContain(`"O'Brien, Jr."`);
    expect(run.out).toContain('"Nowak ""Kasia"""');
  });

  it('exits 1 with a message naming the field when the file is refused, and prints nothing', () => {
    const file = tournamentFile() as { games: { record: { players: string[] } }[] };
    file.games[0]!.record.players = ['p5', 'p2', 'p3', 'p4'];
    const run = results(write('wrong-table.tournament.json', JSON.stringify(file)));
    expect(run.status).toBe(1);
    expect(run.out).toBe('');
    expect(run.errors).toMatch(/games\[0\]\.record\.players: Bartek Wiśniewski was not seated at session 1, table 1/);
  });

  it('exits 1 when the file cannot be read, or is no JSON', () => {
    const missing = results(join(dir, 'absent.tournament.json'));
    expect(missing.status).toBe(1);
    expect(missing.errors).toMatch(/absent\.tournament\.json: cannot read/);
    const broken = results(write('broken.tournament.json', '{"format":"riichi-tournament/1",'));
    expect(broken.status).toBe(1);
    expect(broken.errors).toMatch(/not valid JSON/);
  });
});
