// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { PRESETS } from '../core/rules';
import { useLang } from '../i18n';
import type { RuleOverrides } from '../store/types';
import { HouseRules } from './HouseRules';

beforeEach(() => useLang.setState({ lang: 'en' }));
afterEach(cleanup);

/** The house rules for EMA 2025, and every change they report. */
function renderRules(): RuleOverrides[] {
  const changes: RuleOverrides[] = [];
  render(<HouseRules preset={PRESETS.ema2025} overrides={{}} onChange={(next) => changes.push(next)} />);
  return changes;
}

describe('house rules', () => {
  it('offer a choice as radio buttons with every option in words, the preset’s checked', () => {
    const changes = renderRules();
    const multipleRon = screen.getByRole('group', { name: 'Several players win on one discard' });
    const options = within(multipleRon).getAllByRole('radio');
    expect(options.map((radio) => radio.closest('label')?.textContent)).toEqual(['Double and triple ron', 'Only the nearest winner (head bump)', 'Double ron; triple ron is an abortive draw']);
    expect(within(multipleRon).getByRole<HTMLInputElement>('radio', { name: 'Double and triple ron' }).checked).toBe(true);
    fireEvent.click(within(multipleRon).getByRole('radio', { name: 'Double ron; triple ron is an abortive draw' }));
    expect(changes).toEqual([{ multipleRon: 'double_only' }]);
  });

  it('keep a numeric choice a number', () => {
    const changes = renderRules();
    const fu = screen.getByRole('group', { name: 'Fu for a pair of a double wind' });
    fireEvent.click(within(fu).getByRole('radio', { name: '4' }));
    expect(changes).toEqual([{ doubleWindPairFu: 4 }]);
  });
});
