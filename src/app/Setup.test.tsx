// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLang } from '../i18n';
import { RECORD_LIMITS } from '../ledger';
import { listGames } from '../store/games';
import { freshDb } from '../store/testDb';
import { useUi } from '../nav/ui';
import { useStorageProblem } from '../store/storageProblem';
import { Setup } from './Setup';

beforeEach(() => {
  freshDb();
  useLang.setState({ lang: 'en' });
  useUi.setState({ route: { screen: 'setup' }, toast: null });
  useStorageProblem.setState({ problem: null });
});
afterEach(cleanup);

/** The new-game screen with four players named and the house rules open. */
function renderNamed(): void {
  render(<Setup />);
  for (const [wind, name] of [
    ['East', 'Anna'],
    ['South', 'Bartek'],
    ['West', 'Celina'],
    ['North', 'Darek'],
  ] as const) {
    fireEvent.change(screen.getByLabelText(`${wind} seat: name`), { target: { value: name } });
  }
  fireEvent.click(screen.getByText('House rules'));
}

describe('new game', () => {
  it('lists the rules by name, the default marked as such', () => {
    render(<Setup />);
    const options = [...screen.getByRole('combobox', { name: 'Rules' }).querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toEqual(['EMA 2025 (default)', 'EMA 2016', 'EMA 2008', 'WRC 2022', 'M-League', 'Tenhou']);
  });

  it('takes no longer a name than a game record may carry, so the game it starts exports and imports back', () => {
    render(<Setup />);
    for (const wind of ['East', 'South', 'West', 'North']) {
      expect(screen.getByLabelText(`${wind} seat: name`)).toHaveProperty('maxLength', RECORD_LIMITS.maxNameChars);
    }
  });

  it('does not start with a house-rule number field left empty, and says which; starts once it holds a number', async () => {
    renderNamed();
    const start = screen.getByRole('spinbutton', { name: 'Starting points' });
    fireEvent.change(start, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start game' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Some house rules are not whole numbers: Starting points. Correct them, or go back to the preset.',
    );
    expect(useUi.getState().route).toEqual({ screen: 'setup' });

    fireEvent.change(start, { target: { value: '25000' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start game' }));
    await waitFor(() => expect(useUi.getState().route.screen).toBe('table'));
    // One game, the one started with a number: the refused start wrote nothing (no game with 0 points).
    expect((await listGames()).map((game) => game.overrides)).toEqual([{ startPoints: 25000 }]);
  });

  it('forgets a field’s typed text when the house rules go back to the preset', async () => {
    renderNamed();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Oka paid to 1st' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Back to preset' }));
    const oka = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Oka paid to 1st' });
    expect(oka.value).toBe('0');
    expect(oka.getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Start game' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(useUi.getState().route.screen).toBe('table'));
  });

  it('keeps the warning that the final results miss zero in view when the house rules are closed', async () => {
    renderNamed();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Starting points' }), { target: { value: '25000' } });
    const warning = 'Final results will add up to −20,000, not 0: starting points 25,000 × 4 less return 30,000 × 4 makes −20,000; no oka.';
    const outside = () => screen.queryAllByText(warning).filter((element) => element.closest('details') === null);
    expect(screen.getByRole('status').textContent).toBe(warning);
    // Open, the house rules say it after their uma, once.
    await waitFor(() => expect(outside()).toEqual([]));
    fireEvent.click(screen.getByText(/^House rules/));
    await waitFor(() => expect(outside()).toHaveLength(1));
  });
});
