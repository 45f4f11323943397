// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { savedBottomSeat, useUi } from './ui';

beforeEach(() => {
  localStorage.clear();
});

describe('the facing layout’s bottom seat', () => {
  it('is kept per game, for the next page load too', () => {
    expect(savedBottomSeat('g1')).toBe(0);
    useUi.getState().setBottomSeat('g1', 2);
    expect(useUi.getState().bottomSeats['g1']).toBe(2);
    // What a page load reads (the store starts empty then).
    expect(savedBottomSeat('g1')).toBe(2);
    expect(savedBottomSeat('g2')).toBe(0);
  });
  it('is seat 0 where what is stored is no seat', () => {
    for (const stored of ['4', '-1', '1.5', 'two', '']) {
      localStorage.setItem('tenbo.bottomSeat.g1', stored);
      expect(savedBottomSeat('g1'), stored).toBe(0);
    }
    localStorage.setItem('tenbo.bottomSeat.g1', '3');
    expect(savedBottomSeat('g1')).toBe(3);
  });
});

describe('the tournament routes', () => {
  it('go to a hash and back: the list, each view of a tournament, a session of the big screen', async () => {
    const { hashOf, parseRoute } = await import('./ui');
    const routes = [
      { screen: 'tournaments' },
      { screen: 'tournament', tournamentId: 'wro/2027 ł', view: 'seating' },
      { screen: 'tournament', tournamentId: 't1', view: 'big', session: 3 },
    ] as const;
    for (const route of routes) expect(parseRoute(hashOf(route))).toEqual(route);
    // An unknown view opens the players; a session that is no number is left out.
    expect(parseRoute('#/tournament/t1/nothing/x')).toEqual({ screen: 'tournament', tournamentId: 't1', view: 'players' });
  });
});

describe('a toast', () => {
  const toast = { text: () => 'Hand recorded' };
  it('goes with the screen the browser leaves by Back or Forward', () => {
    useUi.getState().navigate({ screen: 'table', gameId: 'g1' });
    useUi.getState().showToast(toast);
    location.hash = '#/';
    useUi.getState().syncFromLocation();
    expect(useUi.getState().route).toEqual({ screen: 'games' });
    expect(useUi.getState().toast).toBeNull();
  });
  it('stays when the browser comes back to the same screen (a dialog’s entry left by Back)', () => {
    useUi.getState().navigate({ screen: 'table', gameId: 'g1' });
    useUi.getState().showToast(toast);
    useUi.getState().syncFromLocation();
    expect(useUi.getState().toast?.text).toBe(toast.text);
  });
});
