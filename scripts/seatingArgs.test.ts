import { describe, expect, it } from 'vitest';
import { parseSeatingArgs } from './seatingArgs';

describe('the seating command arguments', () => {
  it('reads the three flags in any order, the seed 0 when left out', () => {
    expect(parseSeatingArgs(['--sessions', '5', '--players', '16'])).toEqual({ ok: true, players: 16, sessions: 5, seed: 0 });
    expect(parseSeatingArgs(['--players', '16', '--sessions', '5', '--seed', '42'])).toEqual({
      ok: true,
      players: 16,
      sessions: 5,
      seed: 42,
    });
  });

  it.each([
    [[], /required/],
    [['--players', '16'], /required/],
    [['--players', '-8', '--sessions', '4'], /--players needs a whole number/],
    [['--players', '16', '--sessions', '2.5'], /--sessions needs a whole number/],
    [['--players', '16', '--sessions'], /--sessions needs a whole number/],
    [['--players', '16', '--sessions', '4', '--seed', '99999999999'], /--seed needs a whole number/],
    [['--players', '16', '--players', '20', '--sessions', '4'], /given twice/],
    [['--players', '16', '--sessions', '4', '--tables', '4'], /unknown argument: --tables/],
  ])('refuses %j', (args, message) => {
    const parsed = parseSeatingArgs(args);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });
});
