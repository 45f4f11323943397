import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelledIndices, valueAxis } from './chartScale';

describe('valueAxis', () => {
  it('covers the values with round ticks', () => {
    expect(valueAxis(8_300, 41_200)).toEqual({ min: 0, max: 50_000, ticks: [0, 10_000, 20_000, 30_000, 40_000, 50_000] });
    expect(valueAxis(-3.2, 4.1)).toEqual({ min: -4, max: 6, ticks: [-4, -2, 0, 2, 4, 6] });
    expect(valueAxis(0.1, 0.35).ticks).toEqual([0.1, 0.2, 0.3, 0.4]);
  });

  it('gives a flat line an axis around it', () => {
    const axis = valueAxis(30_000, 30_000);
    expect(axis.min).toBeLessThan(30_000);
    expect(axis.max).toBeGreaterThan(30_000);
  });

  it('always holds every value between its first and last tick, with a handful of ticks', () => {
    // Values as charts have them: points, and ratings to a hundredth and finer.
    const value = fc.oneof(
      fc.integer({ min: -200_000, max: 200_000 }),
      fc.integer({ min: -1e7, max: 1e7 }).map((n) => n / 1e4),
    );
    fc.assert(
      fc.property(value, value, (a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const axis = valueAxis(min, max);
        expect(axis.ticks[0]).toBe(axis.min);
        expect(axis.ticks.at(-1)).toBe(axis.max);
        expect(axis.min).toBeLessThanOrEqual(min);
        expect(axis.max).toBeGreaterThanOrEqual(max);
        expect(axis.ticks.length).toBeGreaterThanOrEqual(2);
        expect(axis.ticks.length).toBeLessThanOrEqual(12);
      }),
    );
  });
});

describe('labelledIndices', () => {
  it('labels every point of a short row, and the first and the last of a long one, at most as many as asked', () => {
    expect(labelledIndices(0, 5)).toEqual([]);
    expect(labelledIndices(1, 5)).toEqual([0]);
    expect(labelledIndices(4, 5)).toEqual([0, 1, 2, 3]);
    expect(labelledIndices(17, 5)).toEqual([0, 4, 8, 12, 16]);
    expect(labelledIndices(18, 5)).toEqual([0, 5, 10, 17]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 2, max: 8 }), (length, most) => {
        const picked = labelledIndices(length, most);
        expect(picked[0]).toBe(0);
        expect(picked.at(-1)).toBe(length - 1);
        expect(picked.length).toBeLessThanOrEqual(most);
        expect([...picked].sort((a, b) => a - b)).toEqual(picked);
        expect(new Set(picked).size).toBe(picked.length);
      }),
    );
  });
});
