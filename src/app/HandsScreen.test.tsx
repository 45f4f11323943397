// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createGame } from '../store/games';
import { freshApp } from './testApp';
import { HandsScreen } from './HandsScreen';

beforeEach(freshApp);
afterEach(cleanup);

describe('the hands of a game', () => {
  it('say which rules they are played by: the preset, each field the house rules changed, and what that does to the finals', async () => {
    const game = await createGame({ players: ['Anna', 'Bartek', 'Celina', 'Darek'], presetId: 'tenhou', overrides: { kiriage: true, oka: 0 } });
    render(<HandsScreen gameId={game.id} />);
    expect(await screen.findByText('Rules: Tenhou with house rules')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Changed from Tenhou:' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Oka paid to 1st: 0 (preset 20,000)',
      'Kiriage mangan (4 han 30 fu, 3 han 60 fu pay mangan): Yes (preset No)',
    ]);
    // Tenhou starts at 25,000 with the return at 30,000: its oka is what the four returns take beyond that.
    expect(screen.getByText('Under these rules the final results add up to −20,000, not 0 (penalties aside): starting points 25,000 × 4 less return 30,000 × 4 makes −20,000; no oka.')).toBeTruthy();
  });
});
