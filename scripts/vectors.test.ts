import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run --silent vectors -- FILE...` as FORMATS.md states it: one line per failure naming
 * the vector, then "N passed, M failed"; exit 1 on any failure or unreadable line, else 0.
 * The command itself is run (through tsx, as the npm script does), on files made here.
 */
const root = resolve(__dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'tenbo-vectors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const firstLine = (path: string) => readFileSync(join(root, path), 'utf8').split('\n')[0]!;
const goodHand = firstLine('src/core/vectors/review.hands.jsonl');
const goodRecord = firstLine('src/ledger/vectors/review.records.jsonl');
const goodHandId = (JSON.parse(goodHand) as { id: string }).id;

function file(name: string, lines: readonly string[]): string {
  const path = join(dir, name);
  writeFileSync(path, lines.join('\n') + '\n');
  return path;
}

function vectors(...files: string[]): { status: number | null; lines: string[]; errors: string } {
  const run = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'scripts', 'vectors.ts'), ...files], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, lines: run.stdout.trim().split('\n'), errors: run.stderr };
}

// Each test runs the script in a process of its own (tsx): as stats, results and seating, seconds
// each on a busy machine.
describe('npm run vectors', { timeout: 30_000 }, () => {
  it('passes good hands and records: exit 0 and the count', () => {
    const run = vectors(file('good.hands.jsonl', [goodHand, '']), file('good.records.jsonl', [goodRecord]));
    expect(run.lines).toEqual(['2 passed, 0 failed']);
    expect(run.status).toBe(0);
  });

  it('names each failure by its vector id, counts an unreadable line as one, and exits 1', () => {
    const wrong = goodHand.replace('"han":3', '"han":4');
    expect(wrong).not.toBe(goodHand);
    const run = vectors(file('mixed.hands.jsonl', [goodHand, wrong, '{not json']));
    expect(run.lines).toHaveLength(3);
    expect(run.lines[0]).toMatch(new RegExp(`^${goodHandId}: .*han`));
    expect(run.lines[1]).toMatch(/^line 3: cannot parse JSON/);
    expect(run.lines[2]).toBe('1 passed, 2 failed');
    expect(run.status).toBe(1);
  });

  it('refuses a record nested 10,000 deep in any field as one failure, and still counts (issue 31 item 5)', () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const record = JSON.parse(goodRecord) as { hands: { type: unknown }[]; players: unknown[] };
    const withDeep = (place: (r: typeof record) => void) => {
      const copy = structuredClone(record);
      place(copy);
      return JSON.stringify(copy).replace('"DEEP"', deep);
    };
    const inType = withDeep((r) => (r.hands[0]!.type = 'DEEP'));
    const inName = withDeep((r) => (r.players[1] = 'DEEP'));
    const run = vectors(file('deep.records.jsonl', [inType, inName, JSON.stringify(record)]));
    expect(run.lines).toEqual([
      expect.stringMatching(/^\(unparsable record, line 1\): record: nested more than 16 deep \(at character \d+\)$/),
      expect.stringMatching(/^\(unparsable record, line 2\): record: nested more than 16 deep \(at character \d+\)$/),
      '1 passed, 2 failed',
    ]);
    expect(run.status).toBe(1);
  });

  it('reports a missing file and a file of another kind as failures, and goes on', () => {
    const run = vectors(join(dir, 'absent.hands.jsonl'), file('notes.txt', ['hello']), file('one.hands.jsonl', [goodHand]));
    expect(run.lines[0]).toMatch(/absent\.hands\.jsonl: cannot read/);
    expect(run.lines[1]).toMatch(/notes\.txt: not supported/);
    expect(run.lines.at(-1)).toBe('1 passed, 2 failed');
    expect(run.status).toBe(1);
  });

  it('says how to use it when given no file', () => {
    const run = vectors();
    expect(run.errors).toMatch(/usage: npm run --silent vectors -- FILE/);
    expect(run.status).toBe(2);
  });
});
