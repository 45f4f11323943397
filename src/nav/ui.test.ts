// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { savedBottomSeat, useUi } from './ui';

beforeEach(() => {
  localStorage.clear();
});

describe('the facing layout’s bottom seat', () => {
  it('is kept per game, for the next page load too', () => {
    expect(savedBottomSeat('g1')).toBe(0);
    useUi.getState().setBottomSeat('g1', 2);
    expect(useUi.getState().bottomSeats['g1']).toBe(2);
    // What a page load reads (the store starts empty then).
    expect(savedBottomSeat('g1')).toBe(2);
    expect(savedBottomSeat('g2')).toBe(0);
  });
  it('is seat 0 where what is stored is no seat', () => {
    for (const stored of ['4', '-1', '1.5', 'two', '']) {
      localStorage.setItem('tenbo.bottomSeat.g1', stored);
      expect(savedBottomSeat('g1'), stored).toBe(0);
    }
    localStorage.setItem('tenbo.bottomSeat.g1', '3');
    expect(savedBottomSeat('g1')).toBe(3);
  });
});
