/** Rating benchmark: openskill over a season of 1,000 games (issue 28), as a club page's chart computes it. */
import { rateGames, type RatedGame } from '../src/club/rating';
import { topRatingsByNight } from '../src/club/series';

/** 1,000 games among 40 players over 50 nights of 20 games, with finals from a fixed sequence (no randomness). */
function season(): RatedGame[] {
  const players = Array.from({ length: 40 }, (_, i) => `Player ${i + 1}`);
  return Array.from({ length: 1000 }, (_, i): RatedGame => {
    const seats = [0, 1, 2, 3].map((seat) => players[(i * 7 + seat * 11) % players.length]!);
    const finals = [0, 1, 2, 3].map((seat) => (((i * 13 + seat * 29) % 81) - 40) * 1000);
    const night = Math.floor(i / 20);
    return {
      id: `game-${i}`,
      night: `2026-${String(1 + Math.floor(night / 28)).padStart(2, '0')}-${String(1 + (night % 28)).padStart(2, '0')}`,
      endedAt: i * 60_000,
      players: seats,
      finals,
    };
  });
}

export function benchRating(): string[] {
  const games = season();
  const keyOf = (name: string) => name.toLowerCase();
  for (let i = 0; i < 3; i++) rateGames(games, keyOf); // warm-up
  const runs = 10;
  const start = performance.now();
  for (let i = 0; i < runs; i++) topRatingsByNight(rateGames(games, keyOf), 5);
  const perSeason = (performance.now() - start) / runs;
  return [
    `rating: openskill over 1,000 games (40 players, 50 nights) and the top players' nights: ${perSeason.toFixed(1)} ms in Node (${runs} runs; a club page's chart computes it once, after the page shows)`,
  ];
}
