import { describe, expect, it } from 'vitest';
import { endsAtFromTime, sessionEndFromNow, timeOfDay } from './joinTime';
import { clockText } from '../../tournament/clock';

const at = (h: number, m: number, s = 0) => new Date(2027, 4, 1, h, m, s).getTime();

describe('the session end set at a table', () => {
  it('is the time of day set, today, or tomorrow past midnight; yesterday’s just after midnight', () => {
    expect(endsAtFromTime('11:30', at(10, 0))).toBe(at(11, 30));
    // A session that ran out ten minutes ago is still today's.
    expect(endsAtFromTime('09:50', at(10, 0))).toBe(at(9, 50));
    expect(endsAtFromTime('00:30', at(23, 10))).toBe(new Date(2027, 4, 2, 0, 30).getTime());
    expect(endsAtFromTime('23:50', at(0, 20))).toBe(new Date(2027, 3, 30, 23, 50).getTime());
    expect(endsAtFromTime('', at(10, 0))).toBeNull();
    expect(endsAtFromTime('soon', at(10, 0))).toBeNull();
  });

  it('defaults to the session’s length from now, to the nearest minute, as a time input writes it', () => {
    expect(sessionEndFromNow(90, at(10, 0, 20))).toBe(at(11, 30));
    expect(sessionEndFromNow(90, at(10, 0, 40))).toBe(at(11, 31));
    expect(timeOfDay(at(9, 5))).toBe('09:05');
  });
});

describe('the clock’s face', () => {
  it('shows hours only when there are any, whole seconds rounded up, never below zero', () => {
    expect(clockText(90 * 60_000)).toBe('1:30:00');
    expect(clockText(45 * 60_000)).toBe('45:00');
    expect(clockText(9_001)).toBe('0:10');
    expect(clockText(1)).toBe('0:01');
    expect(clockText(0)).toBe('0:00');
    expect(clockText(-5_000)).toBe('0:00');
  });
});
