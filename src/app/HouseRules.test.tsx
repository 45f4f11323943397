// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { PRESET_IDS, PRESETS, type RuleField, type Rules } from '../core/rules';
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

/** What a field's aria-describedby says (what a screen reader reads after its name). */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** The house rules as Setup holds them (the overrides kept between changes), and what they report. */
function renderKept(
  preset: Rules = PRESETS.ema2025,
  start: RuleOverrides = {},
): { changes: RuleOverrides[]; invalid: (readonly RuleField[])[] } {
  const changes: RuleOverrides[] = [];
  const invalid: (readonly RuleField[])[] = [];
  function Kept() {
    const [overrides, setOverrides] = useState<RuleOverrides>(start);
    const change = (next: RuleOverrides) => {
      changes.push(next);
      setOverrides(next);
    };
    return <HouseRules preset={preset} overrides={overrides} onChange={change} onInvalidChange={(fields) => invalid.push(fields)} />;
  }
  render(<Kept />);
  return { changes, invalid };
}

describe('house rules', () => {
  it('offer a choice as radio buttons with every option in words, the preset’s checked', () => {
    const changes = renderRules();
    const multipleRon = screen.getByRole('group', { name: 'Several players win on one discard' });
    const options = within(multipleRon).getAllByRole('radio');
    expect(options.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Double and triple ron',
      'Only the nearest winner (head bump)',
      'Double ron; triple ron is an abortive draw',
    ]);
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

  it('keep the rule when a number field is cleared, mark the field and say the value that still applies', () => {
    const { changes, invalid } = renderKept();
    const start = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Starting points' });
    fireEvent.change(start, { target: { value: '' } });
    // Not 0: nothing changed, and the field shows what was typed (nothing), not a 0 put in its place.
    expect(changes).toEqual([]);
    expect(start.value).toBe('');
    expect(start.getAttribute('aria-invalid')).toBe('true');
    expect(description(start)).toBe('Enter a whole number. Until then the rule stays 30,000.');
    expect(invalid).toEqual([['startPoints']]);

    fireEvent.change(start, { target: { value: '25000' } });
    expect(changes).toEqual([{ startPoints: 25000 }]);
    expect(start.getAttribute('aria-invalid')).toBe('false');
    expect(description(start)).toBe('');
    expect(invalid).toEqual([['startPoints'], []]);
  });

  it('keep an uma when its place is given a fraction; the other places still change', () => {
    const { changes, invalid } = renderKept();
    const second = screen.getByRole('spinbutton', { name: 'Uma for place 2' });
    fireEvent.change(second, { target: { value: '2.5' } });
    expect(description(second)).toBe('Uma for place 2: enter a whole number. Until then it stays +5,000.');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Uma for place 4' }), { target: { value: '-5000' } });
    expect(changes).toEqual([{ uma: [15000, 5000, -5000, -5000] }]);
    expect(invalid).toEqual([['uma']]);
  });

  it('warn, without refusing, when the final results cannot add up to zero, and say by how much', () => {
    const { changes } = renderKept();
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Starting points' }), { target: { value: '25000' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Uma for place 4' }), { target: { value: '-5000' } });
    expect(changes.at(-1)).toEqual({ startPoints: 25000, uma: [15000, 5000, -5000, -5000] });
    expect(screen.getByRole('status').textContent).toBe(
      'Final results will add up to −10,000, not 0: starting points 25,000 × 4 less return 30,000 × 4 makes −20,000; no oka; uma adds up to +10,000.',
    );
    // An oka of 20,000 takes back what the four returns take beyond the start (M-League's way): the uma's 10,000 remains.
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Oka paid to 1st' }), { target: { value: '20000' } });
    expect(screen.getByRole('status').textContent).toBe(
      'Final results will add up to +10,000, not 0: starting points 25,000 × 4 less return 30,000 × 4 makes −20,000; oka +20,000; uma adds up to +10,000.',
    );
  });

  it('warn about no preset of RULES.md', () => {
    for (const id of PRESET_IDS) {
      renderKept(PRESETS[id]);
      expect(screen.getByRole('status').textContent, id).toBe('');
      cleanup();
    }
  });
});
