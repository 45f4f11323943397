import { describe, expect, it } from 'vitest';
import { formatPoints } from '../i18n';
import { scoreWidthEm, tableScoreEm } from './scoreFit';

describe('scoreWidthEm', () => {
  it('counts a minus sign wider than a digit, and a group separator narrower', () => {
    expect(scoreWidthEm('30,000')).toBeCloseTo(5 * 0.7 + 0.4);
    expect(scoreWidthEm('−66,300')).toBeCloseTo(0.85 + 5 * 0.7 + 0.4);
  });
  it('reads the Polish grouping (a no-break space) as a separator', () => {
    expect(scoreWidthEm(formatPoints(-19000, 'pl'))).toBeCloseTo(scoreWidthEm(formatPoints(-19000, 'en')));
  });
});

describe('tableScoreEm', () => {
  it('sizes every seat for the longest score on the table', () => {
    expect(tableScoreEm(['126,300', '30,000', '−66,300', '30,000'])).toBeCloseTo(scoreWidthEm('−66,300'));
  });
  it('keeps a short score from blowing up to the whole seat', () => {
    expect(tableScoreEm(['0', '8,000', '500', '1,000'])).toBeCloseTo(scoreWidthEm('00,000'));
  });
});
