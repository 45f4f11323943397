// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { PRESETS, withOverrides } from '../core/rules';
import { useLang } from '../i18n';
import { RecordedHand } from './RecordedHand';

beforeEach(() => useLang.setState({ lang: 'en' }));
afterEach(cleanup);

// Riichi, ittsu, pinfu on a non-dealer ron: 4 han 30 fu, as the picker keeps it with the win.
const TILES = {
  format: 'tenbo-hand/1',
  rules: 'ema2025',
  concealed: '123456789m23p55s',
  melds: [],
  winTile: '4p',
  win: 'ron',
  seatWind: 'S',
  roundWind: 'E',
  doraIndicators: [],
  uraIndicators: [],
  flags: ['riichi'],
  honba: 0,
};
const RON = { v: 1, type: 'ron', from: 0, wins: [{ winner: 1, han: 4, fu: 30, tiles: TILES }], riichi: [1] };

function shownTotal(): string {
  fireEvent.click(screen.getByRole('button', { name: 'Show tiles' }));
  return screen.getByTestId('picker-total').textContent ?? '';
}

describe('the tiles of a recorded win', () => {
  it('are scored under the game’s house rules, as when they were recorded', () => {
    // EMA 2025 rounds 4 han 30 fu up to mangan (kiriage); a table that switched kiriage off pays 7,700.
    render(<RecordedHand result={RON} rules={withOverrides(PRESETS.ema2025, { kiriage: false })} />);
    expect(shownTotal()).toContain('7,700');
    cleanup();
    render(<RecordedHand result={RON} rules={PRESETS.ema2025} />);
    expect(shownTotal()).toContain('8,000');
  });
});

describe('showing the tiles of a recorded win', () => {
  it('shows the dora and ura indicators, so that the dora han can be checked, and the button hides them again', () => {
    // The same hand with a 3p dora indicator (dora 4p: the winning tile) and a 9m ura indicator (ura 1m).
    const withIndicators = {
      ...RON,
      wins: [{ winner: 1, han: 6, fu: 30, tiles: { ...TILES, doraIndicators: ['3p'], uraIndicators: ['9m'] } }],
    };
    render(<RecordedHand result={withIndicators} rules={PRESETS.ema2025} />);
    const show = screen.getByRole('button', { name: 'Show tiles' });
    fireEvent.click(show);
    expect(show.textContent).toBe('Hide tiles');
    expect(show.getAttribute('aria-expanded')).toBe('true');
    const dora = screen.getByRole('group', { name: 'Dora indicators' });
    expect(
      within(dora)
        .getAllByRole('img')
        .map((tile) => tile.getAttribute('aria-label')),
    ).toEqual(['3 pin']);
    const ura = screen.getByRole('group', { name: 'Ura indicators' });
    expect(
      within(ura)
        .getAllByRole('img')
        .map((tile) => tile.getAttribute('aria-label')),
    ).toEqual(['9 man']);
    fireEvent.click(show);
    expect(show.textContent).toBe('Show tiles');
    expect(screen.queryByRole('group', { name: 'Dora indicators' })).toBeNull();
  });
});
