// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { HandResult } from '../ledger';
import { createGame, deleteGame } from '../store/games';
import { resumeOnLaunch } from './launch';
import { useStorageProblem } from '../store/storageProblem';
import { freshDb, recordNow } from '../store/testDb';
import { parseRoute, useUi, type Route } from './ui';

const players = ['Anna', 'Bartek', 'Celina', 'Darek'] as const;

beforeEach(() => {
  freshDb();
  localStorage.clear();
  history.replaceState(null, '', '/');
  useUi.setState({ route: { screen: 'games' }, toast: null });
  useStorageProblem.setState({ problem: null });
});

/** A page load at `url` (the start URL is `/`), with the route the app reads from it. */
function loadAt(url: string): void {
  history.replaceState(null, '', url);
  useUi.setState({ route: parseRoute(location.hash) });
}

/** The scorekeeper moved to `route` within the app, then the app was closed. */
function movedTo(route: Route): void {
  useUi.getState().navigate(route);
}

/** The history moved back one entry and the app saw it (its hashchange listener). */
async function back(): Promise<void> {
  // The hashchange of the last move first: it is dispatched a task later.
  await new Promise((done) => setTimeout(done));
  const moved = new Promise((done) => window.addEventListener('hashchange', done, { once: true }));
  history.back();
  await moved;
  useUi.getState().syncFromLocation();
}

describe('a launch from the home screen', () => {
  it('opens the table of the game the scorekeeper was at; Back goes to the list, as from a table opened there', async () => {
    const game = await createGame({ players, presetId: 'ema2025', overrides: {} });
    movedTo({ screen: 'hands', gameId: game.id });
    loadAt('/');
    await resumeOnLaunch();
    expect(useUi.getState().route).toEqual({ screen: 'table', gameId: game.id });
    expect(location.hash).toBe(`#/game/${game.id}`);
    await back();
    expect(location.hash).toBe('#/');
    expect(useUi.getState().route).toEqual({ screen: 'games' });
  });

  it('shows the list when that game is over, deleted or not on this device, and the list is then where a reload stays', async () => {
    const over = await createGame({ players, presetId: 'tenhou', overrides: {} });
    // Tenhou ends the game at once when a score goes below zero.
    const bust: HandResult = { v: 1, type: 'ron', from: 1, wins: [{ winner: 0, yakuman: 1 }], riichi: [] };
    expect((await recordNow(over.id, bust)).ok).toBe(true);
    const deleted = await createGame({ players, presetId: 'ema2025', overrides: {} });
    await deleteGame(deleted.id);
    for (const gameId of [over.id, deleted.id, 'gone']) {
      movedTo({ screen: 'end', gameId });
      loadAt('/');
      await resumeOnLaunch();
      expect(useUi.getState().route).toEqual({ screen: 'games' });
      expect(location.hash).toBe('#/');
    }
  });

  it('is only a load without a route: a reload of the list, or of any screen, stays where it is', async () => {
    const game = await createGame({ players, presetId: 'ema2025', overrides: {} });
    movedTo({ screen: 'table', gameId: game.id });
    for (const url of ['/#/', '/#/calculator']) {
      loadAt(url);
      await resumeOnLaunch();
      expect(useUi.getState().route).toEqual(parseRoute(url.slice(1)));
      expect(location.hash).toBe(url.slice(1));
    }
  });

  it('shows the list once the scorekeeper left the game for the list: it is no longer where they were', async () => {
    const game = await createGame({ players, presetId: 'ema2025', overrides: {} });
    movedTo({ screen: 'table', gameId: game.id });
    movedTo({ screen: 'games' });
    loadAt('/');
    await resumeOnLaunch();
    expect(useUi.getState().route).toEqual({ screen: 'games' });
  });

  it('leaves alone a move the scorekeeper made while storage answered', async () => {
    const game = await createGame({ players, presetId: 'ema2025', overrides: {} });
    movedTo({ screen: 'table', gameId: game.id });
    loadAt('/');
    const launching = resumeOnLaunch();
    movedTo({ screen: 'calculator' });
    await launching;
    expect(useUi.getState().route).toEqual({ screen: 'calculator' });
  });
});
