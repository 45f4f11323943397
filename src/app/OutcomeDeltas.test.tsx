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
});
