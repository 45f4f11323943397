import { describe, expect, it } from 'vitest';
import { rateGames, type RatedGame } from './rating';
import { gameScoreSeries, playerSeries, summarizeLines, topRatingsByNight } from './series';

const folded = (name: string) => name.toLowerCase();
const PLAYERS = ['Anna', 'Bartek', 'Celina', 'Darek'] as const;

function game(id: string, night: string, endedAt: number, finals: RatedGame['finals'], players: RatedGame['players'] = PLAYERS): RatedGame {
  return { id, night, endedAt, players, finals };
}

describe('gameScoreSeries', () => {
  it('gives each seat a line from the start through every hand', () => {
    const series = gameScoreSeries(
      PLAYERS,
      [30_000, 30_000, 30_000, 30_000],
      [
        [38_000, 28_000, 28_000, 26_000],
        [38_000, 20_000, 36_000, 26_000],
      ],
    );
    expect(series.hands).toEqual([0, 1, 2]);
    expect(series.lines.map((l) => [l.name, l.values])).toEqual([
      ['Anna', [30_000, 38_000, 38_000]],
      ['Bartek', [30_000, 28_000, 20_000]],
      ['Celina', [30_000, 28_000, 36_000]],
      ['Darek', [30_000, 26_000, 26_000]],
    ]);
  });
});

describe('summarizeLines', () => {
  it('lists the last values highest first, skipping the gaps, with the range over every value', () => {
    const summary = summarizeLines([
      { key: 'a', name: 'Anna', values: [1, 5, null] },
      { key: 'b', name: 'Bartek', values: [null, -2, 7] },
      { key: 'c', name: 'Celina', values: [null, null, null] },
      { key: 'd', name: 'Darek', values: [3, 3, 5] },
    ]);
    expect(summary).toEqual({
      last: [
        { name: 'Bartek', value: 7 },
        { name: 'Anna', value: 5 },
        { name: 'Darek', value: 5 },
      ],
      range: { min: -2, max: 7 },
    });
    expect(summarizeLines([])).toEqual({ last: [], range: null });
  });
});

describe('playerSeries', () => {
  it('reads a player’s rating and places game by game', () => {
    const ratings = rateGames([game('g1', '2026-11-27', 1, [40, 10, -10, -40]), game('g2', '2026-11-27', 2, [-40, 10, -10, 40])], folded);
    const anna = ratings.players.find((p) => p.key === 'anna')!;
    const series = playerSeries(anna);
    expect(series.places).toEqual([1, 4]);
    expect(series.endedAt).toEqual([1, 2]);
    expect(series.rating).toEqual(anna.history.map((h) => h.mu - 3 * h.sigma));
  });
});

describe('topRatingsByNight', () => {
  const games = [
    game('g1', '2026-11-20', 11, [40, 10, -10, -40]),
    game('g2', '2026-11-20', 12, [-40, 10, -10, 40]),
    game('g3', '2026-12-04', 31, [40, 10, -10, -40], ['Ewa', 'Bartek', 'Celina', 'Darek']),
  ];

  it('gives a point per night with a game, each top player’s rating after their last game that night, held over nights they missed', () => {
    const ratings = rateGames(games, folded);
    const series = topRatingsByNight(ratings, 5);
    expect(series.nights).toEqual(['2026-11-20', '2026-12-04']);
    const byKey = Object.fromEntries(series.lines.map((l) => [l.key, l.values]));
    const after = (key: string, gameId: string) =>
      ratings.players.find((p) => p.key === key)!.history.find((h) => h.gameId === gameId)!.ordinal;
    expect(byKey.anna).toEqual([after('anna', 'g2'), after('anna', 'g2')]);
    expect(byKey.ewa).toEqual([null, after('ewa', 'g3')]);
    expect(byKey.darek).toEqual([after('darek', 'g2'), after('darek', 'g3')]);
    expect(series.lines.map((l) => l.key)).toEqual(ratings.players.map((p) => p.key));
  });

  it('keeps only the top players, highest rated first', () => {
    const ratings = rateGames(games, folded);
    const series = topRatingsByNight(ratings, 2);
    expect(series.lines.map((l) => l.key)).toEqual(ratings.players.slice(0, 2).map((p) => p.key));
    expect(topRatingsByNight(ratings, 0).lines).toEqual([]);
  });
});
