// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PRESETS } from '../core/rules';
import { fold, initialTable } from '../ledger';
import { useLang } from '../i18n';
import { OutcomeDeltas } from './OutcomeDeltas';

beforeEach(() => useLang.setState({ lang: 'en' }));
afterEach(cleanup);

describe('a hand’s deltas', () => {
  it('show a chombo’s penalty after uma beside the unchanged table points, as a loss', () => {
    const rules = PRESETS.ema2025;
    const chombo = fold(initialTable(rules), { v: 1, type: 'chombo', offender: 1 }, rules);
    if (!chombo.ok) throw new Error(chombo.message);
    render(<OutcomeDeltas outcome={chombo.outcome} players={['Ola', 'Piotr', 'Rysia', 'Jan']} compact />);
    const piotr = screen.getByText('Piotr').closest('li')!;
    expect(piotr.textContent).toMatch(/Penalties\s+−20,000/);
    expect(piotr.className).toBe('down');
    expect(screen.getByText('Ola').closest('li')!.textContent).not.toMatch(/Penalties/);
  });

  it('give each player’s score after the hand when asked (the history), named for a screen reader', () => {
    const rules = PRESETS.ema2025;
    const tsumo = fold(initialTable(rules), { v: 1, type: 'tsumo', winner: 0, han: 3, fu: 30, riichi: [0] }, rules);
    if (!tsumo.ok) throw new Error(tsumo.message);
    render(<OutcomeDeltas outcome={tsumo.outcome} players={['Ola', 'Piotr', 'Rysia', 'Jan']} after={tsumo.state.scores} compact />);
    expect(screen.getByText('Ola').closest('li')!.textContent).toBe('Ola+6,000→ score after the hand: 36,000');
    expect(screen.getByText('Jan').closest('li')!.textContent).toBe('Jan−2,000→ score after the hand: 28,000');
    cleanup();
    render(<OutcomeDeltas outcome={tsumo.outcome} players={['Ola', 'Piotr', 'Rysia', 'Jan']} />);
    expect(screen.getByText('Ola').closest('li')!.textContent).toBe('Ola+6,000');
  });
});
