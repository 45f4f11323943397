import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameRecordFileName, localDate, localDateTime } from './fileNames';

// Node reads TZ again whenever it is set: the names are checked where a club plays.
let savedTz: string | undefined;
beforeEach(() => {
  savedTz = process.env.TZ;
  process.env.TZ = 'Europe/Warsaw';
});
afterEach(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

/** 00:30 on 22 November in Warsaw (UTC+1): still the 21st in UTC. */
const pastMidnight = Date.UTC(2026, 10, 21, 23, 30);

describe('file names and dates', () => {
  it('a game begun past midnight is named by the local day, not the UTC one', () => {
    expect(gameRecordFileName({ id: '1a2b3c4d-5e6f-7081-92a3-b4c5d6e7f809', createdAt: pastMidnight })).toBe(
      'tenbo-2026-11-22-1a2b3c4d.json',
    );
  });

  it('local date and time are those of the clock on the wall', () => {
    expect(localDate(pastMidnight)).toBe('2026-11-22');
    expect(localDateTime(pastMidnight)).toBe('2026-11-22 00:30');
    expect(localDateTime(Date.UTC(2026, 6, 1, 8, 5))).toBe('2026-07-01 10:05');
  });
});
