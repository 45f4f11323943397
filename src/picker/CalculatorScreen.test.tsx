// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useLang } from '../i18n';
import { CalculatorScreen } from './CalculatorScreen';

beforeEach(() => {
  localStorage.clear();
  useLang.setState({ lang: 'en' });
});
afterEach(cleanup);

function tap(...names: string[]) {
  const grid = screen.getByRole('group', { name: 'Tiles' });
  for (const name of names) fireEvent.click(within(grid).getByRole('button', { name: new RegExp(`^${name}( \\(|$)`) }));
}

const count = () => screen.getByTestId('picker-count').textContent;

describe('the hand calculator as a page', () => {
  it('has its title as the page heading (h1), as every other screen does', () => {
    render(<CalculatorScreen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hand calculator');
  });

  it('has Back, the title and the rules in one bar, and Undo and Clear in the footer, so the grid gets the row', () => {
    let back = 0;
    render(<CalculatorScreen onBack={() => back++} />);
    const bar = screen.getByRole('heading', { level: 1 }).closest('header')!;
    fireEvent.click(within(bar).getByRole('button', { name: 'Back' }));
    expect(back).toBe(1);
    // The names without "(default)": the select is as wide as its longest option.
    expect(within(bar).getByRole('combobox', { name: 'Rules' }).textContent).not.toContain('default');
    // No title row of the picker's own: its one h2 (under the page's h1, before the picker's h3s) is read, not shown.
    expect(screen.getByRole('heading', { level: 2 }).className).toBe('visually-hidden');

    const footer = screen.getByTestId('picker-summary').closest('footer')!;
    const undo = within(footer).getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    expect(undo.disabled).toBe(true);
    tap('1 man', '2 man');
    fireEvent.click(undo);
    expect(count()).toContain('1 of 14 tiles');
    fireEvent.click(within(footer).getByRole('button', { name: 'Clear' }));
    expect(count()).toContain('0 of 14 tiles');
    fireEvent.click(undo);
    expect(count()).toContain('1 of 14 tiles');
  });
});

describe('the hand calculator across a reload', () => {
  it('brings back the hand and the preset it was worked out under', () => {
    render(<CalculatorScreen />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Rules' }), { target: { value: 'tenhou' } });
    tap('1 man', '2 man', '3 man', 'East');
    expect(count()).toContain('4 of 14 tiles');
    cleanup();

    render(<CalculatorScreen />);
    expect((screen.getByRole('combobox', { name: 'Rules' }) as HTMLSelectElement).value).toBe('tenhou');
    expect(count()).toContain('4 of 14 tiles');
    expect(screen.getByRole('button', { name: '2 man: tap to remove' })).toBeTruthy();
  });

  it('keeps the hand on another preset, a red five as a plain five where it has none, and after a reload', () => {
    render(<CalculatorScreen />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Rules' }), { target: { value: 'mleague' } });
    tap('1 man', 'red 5 pin');
    fireEvent.change(screen.getByRole('combobox', { name: 'Rules' }), { target: { value: 'wrc2022' } });
    expect(count()).toContain('2 of 14 tiles');
    expect(screen.getByRole('button', { name: '5 pin: tap to remove' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Rules' }), { target: { value: 'ema2025' } });
    tap('2 man');
    cleanup();
    render(<CalculatorScreen />);
    expect((screen.getByRole('combobox', { name: 'Rules' }) as HTMLSelectElement).value).toBe('ema2025');
    expect(count()).toContain('3 of 14 tiles');
  });
});
