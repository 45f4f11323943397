import { describe, expect, it } from 'vitest';
import { hashOf, parseRoute, type Route } from './ui';

describe('the club’s routes (issue 28)', () => {
  it('go to an address and back, ids with any characters included', () => {
    const routes: Route[] = [
      { screen: 'club' },
      { screen: 'clubPlayers' },
      { screen: 'season', seasonId: 's/1 ż' },
      { screen: 'seasonEdit' },
      { screen: 'seasonEdit', seasonId: 's1' },
      { screen: 'player', playerId: 'łukasz k.' },
      { screen: 'player', playerId: 'anna', seasonId: 's1' },
    ];
    for (const route of routes) expect(parseRoute(hashOf(route))).toEqual(route);
    expect(hashOf({ screen: 'player', playerId: 'anna', seasonId: 's1' })).toBe('#/club/player/anna/s1');
    expect(parseRoute('#/club/nothing')).toEqual({ screen: 'club' });
  });
});
