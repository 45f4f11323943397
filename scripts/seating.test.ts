import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repeatCount, windImbalance, type Seating } from '../src/tournament';

/**
 * `npm run --silent seating -- --players N --sessions S [--seed K]` as FORMATS.md states it: one
 * JSON object {"sessions":[[[a,b,c,d],...],...]}; N not a positive multiple of 4, or bad
 * arguments: exit 2 and a message on stderr. The command itself is run, through tsx as the npm script does.
 */
const root = resolve(__dirname, '..');

function seating(...args: string[]): { status: number | null; out: string; errors: string } {
  const run = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'scripts', 'seating.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, out: run.stdout, errors: run.stderr };
}

// Each test starts tsx in a process of its own: seconds on a busy machine, hence the longer limit.
describe('npm run seating', { timeout: 30_000 }, () => {
  it('prints one JSON object: every player once per session, no repeated meeting, balanced winds', () => {
    const run = seating('--players', '16', '--sessions', '5', '--seed', '1');
    expect(run.status).toBe(0);
    expect(run.out.trim().split('\n')).toHaveLength(1);
    const parsed = JSON.parse(run.out) as { sessions: Seating };
    expect(Object.keys(parsed)).toEqual(['sessions']);
    expect(parsed.sessions).toHaveLength(5);
    for (const session of parsed.sessions) {
      expect(session.every((table) => table.length === 4)).toBe(true);
      expect(
        session
          .flat()
          .slice()
          .sort((a, b) => a - b),
      ).toEqual(Array.from({ length: 16 }, (_, i) => i));
    }
    expect(repeatCount(parsed.sessions)).toBe(0);
    expect(windImbalance(parsed.sessions)).toBe(0);
  });

  it('gives the same seating for the same seed, whatever the order of the arguments', () => {
    const once = seating('--players', '20', '--sessions', '4', '--seed', '9');
    expect(once.status).toBe(0);
    expect(seating('--sessions', '4', '--seed', '9', '--players', '20').out).toBe(once.out);
  });

  // Each refusal of the arguments is tested in seatingArgs.test.ts; here, that the command exits 2 with it.
  it.each([
    [['--players', '18', '--sessions', '4'], /multiple of 4/],
    [['--players', '16'], /--sessions are required/],
  ])('refuses %j: a message on stderr, nothing on stdout, exit 2', (args, message) => {
    const run = seating(...args);
    expect(run.status).toBe(2);
    expect(run.errors).toMatch(message);
    expect(run.out).toBe('');
  });
});
