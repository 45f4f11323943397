import { describe, expect, it } from 'vitest';
import type { RatedGame } from '../../club/rating';
import { seasonRatings } from './ratingsCache';

const games = (): RatedGame[] => [
  { id: 'g1', night: '2026-11-27', endedAt: 1, players: ['Anna', 'Bartek', 'Celina', 'Darek'], finals: [40_000, 10_000, -10_000, -40_000] },
  { id: 'g2', night: '2026-11-27', endedAt: 2, players: ['Ewa', 'anna', 'Celina', 'Darek'], finals: [40_000, 10_000, -10_000, -40_000] },
];

describe('seasonRatings', () => {
  it('reuses the ratings for the same games made anew, and rates again when a player is merged or a result differs', () => {
    const lower = (name: string) => name.toLowerCase();
    const first = seasonRatings(games(), lower);
    expect(seasonRatings(games(), (name) => name.toLowerCase())).toBe(first);
    // Ewa merged into Anna's player: another player list.
    const merged = seasonRatings(games(), (name) => (name === 'Ewa' ? 'anna' : lower(name)));
    expect(merged).not.toBe(first);
    expect(merged.skipped).toEqual(['g2']);
    const changed = games();
    changed[1] = { ...changed[1]!, finals: [-40_000, 10_000, -10_000, 40_000] };
    expect(seasonRatings(changed, lower)).not.toBe(seasonRatings(games(), lower));
    expect(seasonRatings(games(), lower)).toEqual(first);
  });
});
