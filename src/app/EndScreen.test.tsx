// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { HandResult } from '../ledger';
import { createGame } from '../store/games';
import { recordNow } from '../store/testDb';
import { freshApp } from './testApp';
import { EndScreen } from './EndScreen';

const players = ['Anna', 'Bartek', 'Celina', 'Darek'] as const;
const noTenpai: HandResult = { v: 1, type: 'draw', tenpai: [], riichi: [] };

beforeEach(freshApp);
afterEach(cleanup);

describe('final results', () => {
  it('list the house rules the game was played by, and warn that under them the finals miss zero', async () => {
    // The organiser's review: start 25,000 (return 30,000, no oka) and 4th's uma −5,000.
    const game = await createGame({ players, presetId: 'ema2025', overrides: { startPoints: 25000, uma: [15000, 5000, -5000, -5000] } });
    // Eight draws nobody was tenpai in: the deal passes each time and the game ends after South 4.
    for (let hand = 0; hand < 8; hand++) await recordNow(game.id, noTenpai);
    render(<EndScreen gameId={game.id} />);

    expect(await screen.findByRole('table', { name: 'EMA 2025 (default) with house rules' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Changed from EMA 2025 (default):' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Starting points: 25,000 (preset 30,000)',
      'Uma for 1st / 2nd / 3rd / 4th: +15,000/+5,000/−5,000/−5,000 (preset +15,000/+5,000/−5,000/−15,000)',
    ]);
    expect(
      screen.getByText(
        'Under these rules the final results add up to −10,000, not 0 (penalties aside): starting points 25,000 × 4 less return 30,000 × 4 makes −20,000; no oka; uma adds up to +10,000.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/penalties are taken off after uma/)).toBeNull();
  });

  it('say why a player placed higher can end lower: the chombo is taken off after uma', async () => {
    const game = await createGame({ players, presetId: 'ema2025', overrides: {} });
    // Anna's chombo, then her dealer ron off Bartek (1,500): 1st at the table, −3,500 in the end,
    // below Celina and Darek sharing 2nd and 3rd with 0.
    await recordNow(game.id, { v: 1, type: 'chombo', offender: 0, riichi: [] });
    await recordNow(game.id, { v: 1, type: 'ron', from: 1, wins: [{ winner: 0, han: 1, fu: 30 }], riichi: [] });
    for (let hand = 0; hand < 8; hand++) await recordNow(game.id, noTenpai);
    render(<EndScreen gameId={game.id} />);

    const anna = await screen.findByRole('row', { name: /Anna/ });
    expect(anna.textContent).toContain('−3,500');
    expect(
      screen.getByText(
        'Places follow the scores at the table; penalties are taken off after uma, so a final can be below that of a lower place.',
      ),
    ).toBeTruthy();
  });

  it('of a game ended when time was up say before which hand, and their Undo takes the end back', async () => {
    const game = await createGame({ players, presetId: 'ema2025', overrides: {} });
    // Three draws nobody was tenpai in (East 4 next, 3 counters: +1 after every draw), then time.
    for (let hand = 0; hand < 3; hand++) await recordNow(game.id, noTenpai);
    await recordNow(game.id, { v: 1, type: 'end', reason: 'time' });
    render(<EndScreen gameId={game.id} />);

    expect(await screen.findByText('Time was up: the game ended before East 4 with 3 counters.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo the end' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo last hand' })).toBeNull();
  });

  it('of a game ended by time after the dealer repeated name the counters, and keep saying so under a later penalty', async () => {
    const game = await createGame({ players, presetId: 'ema2025', overrides: {} });
    // The dealer tenpai alone twice: East 1 with 2 counters next.
    for (let hand = 0; hand < 2; hand++) await recordNow(game.id, { v: 1, type: 'draw', tenpai: [0], riichi: [] });
    await recordNow(game.id, { v: 1, type: 'end', reason: 'time' });
    await recordNow(game.id, { v: 1, type: 'penalty', player: 3, points: -2000 });
    render(<EndScreen gameId={game.id} />);

    expect(await screen.findByText('Time was up: the game ended before East 1 with 2 counters.')).toBeTruthy();
    // The penalty is the last step now: Undo takes it back, not the end.
    expect(screen.getByRole('button', { name: 'Undo last hand' })).toBeTruthy();
  });

  it('of a game that ended by the rules say nothing of time, and their Undo takes back the last hand', async () => {
    const game = await createGame({ players, presetId: 'ema2025', overrides: {} });
    for (let hand = 0; hand < 8; hand++) await recordNow(game.id, noTenpai);
    render(<EndScreen gameId={game.id} />);

    expect(await screen.findByRole('button', { name: 'Undo last hand' })).toBeTruthy();
    expect(screen.queryByText(/Time was up/)).toBeNull();
  });
  it('of a tournament table send the device to its next table, not to a new game of the same four', async () => {
    const tournament = { id: 'wro', name: 'Wrocław Open', session: 2, table: 3, ending: 'finishHand' } as const;
    const game = await createGame({ players, presetId: 'ema2025', overrides: {}, tournament });
    for (let hand = 0; hand < 8; hand++) await recordNow(game.id, noTenpai);
    render(<EndScreen gameId={game.id} />);

    expect(await screen.findByRole('button', { name: 'Join the next table' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New game, same players' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Same players, other seats' })).toBeNull();
  });

  it('of a club game offer the same four again, and no tournament table', async () => {
    const game = await createGame({ players, presetId: 'ema2025', overrides: {} });
    for (let hand = 0; hand < 8; hand++) await recordNow(game.id, noTenpai);
    render(<EndScreen gameId={game.id} />);

    expect(await screen.findByRole('button', { name: 'New game, same players' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Same players, other seats' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the next table' })).toBeNull();
  });
});
