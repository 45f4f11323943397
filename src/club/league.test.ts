import { describe, expect, it } from 'vitest';
import { figureOf, leagueTable, type ClubGame } from './league';
import { directoryOf, type PlayerEvent } from './players';
import type { Season } from './season';

const game = (id: string, night: string, players: string[], finals: number[], endedAt = 0): ClubGame => ({
  id,
  night,
  endedAt,
  players,
  finals,
});
/** Finals in points after uma (each game sums to 0). */
const games = [
  game('g1', '2026-10-02', ['Anna', 'Bartek', 'Celina', 'Darek'], [40_000, 10_000, -15_000, -35_000]),
  game('g2', '2026-10-02', ['anna', 'Bartek', 'Celina', 'Ewa'], [-30_000, 20_000, 25_000, -15_000], 1),
  game('g3', '2026-10-09', ['Ánna', 'Bartek', 'Darek', 'Ewa'], [5_000, -40_000, 45_000, -10_000]),
  // The same game imported twice on this phone (one record id): counted once.
  game('g3', '2026-10-09', ['Ánna', 'Bartek', 'Darek', 'Ewa'], [5_000, -40_000, 45_000, -10_000]),
  // Outside the season.
  game('g0', '2026-09-30', ['Anna', 'Bartek', 'Celina', 'Darek'], [60_000, 0, 0, -60_000]),
];
const season = (rule: Season['rule'], minGames = 0): Season => ({
  id: 's',
  name: 'Autumn',
  scope: { kind: 'range', from: '2026-10-01', to: '2026-12-31' },
  rule,
  minGames,
});
const line = (r: { place: number | null; name: string; games: number; figure: number; averagePlace: number; trend: number | null }) => [
  r.place,
  r.name,
  r.games,
  r.figure,
  r.averagePlace,
  r.trend,
];

describe('leagueTable', () => {
  it('sums final results, each game once, with average places and the trend since the night before', () => {
    const table = leagueTable(
      season({ kind: 'sum' }),
      games,
      directoryOf(
        games.flatMap((g) => g.players),
        [],
      ),
    );
    expect(table.games).toBe(3);
    expect(table.nights).toEqual(['2026-10-02', '2026-10-09']);
    // After 10-02: Bartek 30000 (1st), Celina 10000 (2nd), Anna 10000 (2nd), Ewa -15000 (4th), Darek -35000 (5th).
    // After 10-09: Anna 15000 (places 1, 4, 2), Bartek places 2, 2, 4, Celina 10000, Darek 10000, Bartek -10000, Ewa -25000.
    expect(table.rows.map(line)).toEqual([
      [1, 'Anna', 3, 15_000, 7 / 3, 1],
      [2, 'Celina', 2, 10_000, 2, 0],
      [2, 'Darek', 2, 10_000, 2.5, 3],
      [4, 'Bartek', 3, -10_000, 8 / 3, -3],
      [5, 'Ewa', 2, -25_000, 3, -1],
    ]);
  });

  it('ranks by the average, by the best N, and lists those with too few games below, unranked', () => {
    const dir = directoryOf(
      games.flatMap((g) => g.players),
      [],
    );
    const average = leagueTable(season({ kind: 'average' }, 3), games, dir);
    expect(average.rows.map((r) => [r.place, r.name, r.figure])).toEqual([
      [1, 'Anna', 5_000],
      [2, 'Bartek', -10_000 / 3],
      // Equal figures: the better average place first (Celina 2, Darek 2.5).
      [null, 'Celina', 5_000],
      [null, 'Darek', 5_000],
      [null, 'Ewa', -12_500],
    ]);
    const best = leagueTable(season({ kind: 'best', games: 2 }), games, dir);
    expect(best.rows.map((r) => [r.place, r.name, r.figure])).toEqual([
      [1, 'Anna', 45_000],
      [2, 'Bartek', 30_000],
      [3, 'Celina', 10_000],
      [3, 'Darek', 10_000],
      [5, 'Ewa', -25_000],
    ]);
  });

  it('counts two merged spellings as one player, and a list of nights takes only those nights', () => {
    const merge: PlayerEvent = { seq: 1, id: 'm', change: { kind: 'merge', name: 'Ewa', into: 'Darek' } };
    const dir = directoryOf(
      games.flatMap((g) => g.players),
      [merge],
    );
    const nights: Season = { ...season({ kind: 'sum' }), scope: { kind: 'nights', nights: ['2026-10-02'] } };
    const table = leagueTable(nights, games, dir);
    expect(table.rows.map((r) => [r.place, r.name, r.games, r.figure])).toEqual([
      [1, 'Bartek', 2, 30_000],
      [2, 'Celina', 2, 10_000],
      [2, 'Anna', 2, 10_000],
      [4, 'Darek', 2, -50_000],
    ]);
    // One night: no trend.
    expect(table.rows.every((r) => r.trend === null)).toBe(true);
  });

  it('figureOf: best N takes the highest results, fewer when fewer were played', () => {
    expect(figureOf({ kind: 'best', games: 2 }, [1, 5, -3, 4])).toBe(9);
    expect(figureOf({ kind: 'best', games: 8 }, [1, -3])).toBe(-2);
    expect(figureOf({ kind: 'average' }, [])).toBe(0);
  });
});
