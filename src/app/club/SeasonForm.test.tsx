// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loadClub, saveSeason } from '../../store/club';
import { useUi } from '../../nav/ui';
import { freshApp } from '../testApp';
import { SeasonForm } from './SeasonForm';

beforeEach(() => {
  freshApp();
});
afterEach(cleanup);

describe('the season form', () => {
  it('edits a season: its values shown, a wrong one said and not kept, then kept and the league table opened', async () => {
    const kept = await saveSeason({
      name: 'Autumn',
      scope: { kind: 'range', from: '2026-10-01', to: '2026-12-31' },
      rule: { kind: 'best', games: 24 },
      minGames: 6,
    });
    render(<SeasonForm seasonId={kept.id} />);
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveProperty('value', 'Autumn');
    expect(screen.getByLabelText('Games counted (the best results)')).toHaveProperty('value', '24');
    expect(screen.getByLabelText('Games needed to be ranked')).toHaveProperty('value', '6');

    fireEvent.change(screen.getByLabelText('Games counted (the best results)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the season' }));
    expect(screen.getByRole('alert').textContent).toBe('The games counted: a whole number from 1.');
    expect((await loadClub()).seasons).toEqual([kept]);

    fireEvent.change(screen.getByLabelText('Games counted (the best results)'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Average' }));
    fireEvent.change(name, { target: { value: 'Autumn 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the season' }));
    await waitFor(() => expect(useUi.getState().route).toEqual({ screen: 'season', seasonId: kept.id }));
    expect((await loadClub()).seasons).toEqual([{ ...kept, name: 'Autumn 2026', rule: { kind: 'average' } }]);
  });
});
