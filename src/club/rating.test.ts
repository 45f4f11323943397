import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INITIAL_RATING, rateGames, type RatedGame, type Ratings } from './rating';

/** A name key for the tests: case and diacritics folded (the club's own identity comes later). */
const folded = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ł/g, 'l');

/** A game of the night 2026-11-27 (all games of these tests are: the end time orders them). */
function game(id: string, endedAt: number, players: RatedGame['players'], finals: RatedGame['finals']): RatedGame {
  return { id, night: '2026-11-27', endedAt, players, finals };
}

function byKey(ratings: Ratings): Record<string, { mu: number; sigma: number }> {
  return Object.fromEntries(ratings.players.map((p) => [p.key, { mu: p.mu, sigma: p.sigma }]));
}

/**
 * Weng-Lin (2011) Algorithm 4, Plackett-Luce, worked out by hand for four new players (equal mu
 * and sigma) with openskill's defaults: every exp(mu/c) is the same, so each sum over the players
 * placed at or below a place is that many equal terms. `tied` lists places that share a rank.
 */
function firstGameByHand(ranks: readonly number[]): { mu: number; sigma: number }[] {
  const tau = 25 / 300;
  const beta = 25 / 6;
  const s2 = INITIAL_RATING.sigma ** 2 + tau ** 2;
  const c = Math.sqrt(4 * (s2 + beta ** 2));
  // For each player q: the share of exp(mu_q/c) in the sum over the players ranked at or below q, and A_q.
  const share = ranks.map((rq) => 1 / ranks.filter((ri) => ri >= rq).length);
  const a = ranks.map((rq) => ranks.filter((ri) => ri === rq).length);
  return ranks.map((ri, i) => {
    let omega = 0;
    let delta = 0;
    ranks.forEach((rq, q) => {
      if (rq > ri) return;
      omega += ((i === q ? 1 : 0) - share[q]!) / a[q]!;
      delta += (share[q]! * (1 - share[q]!)) / a[q]!;
    });
    const gamma = Math.sqrt(s2) / c;
    return { mu: 25 + (s2 / c) * omega, sigma: Math.sqrt(s2) * Math.sqrt(Math.max(1 - (s2 / c ** 2) * delta * gamma, 1e-4)) };
  });
}

describe('rateGames', () => {
  it('rates a first game as Weng-Lin Plackett-Luce does by hand: places from the final results', () => {
    const ratings = rateGames([game('g1', 100, ['Anna', 'Bartek', 'Celina', 'Darek'], [-20_000, 45_000, 5_000, -30_000])], folded);
    // Places: Bartek 1st, Celina 2nd, Anna 3rd, Darek 4th.
    const [first, second, third, fourth] = firstGameByHand([1, 2, 3, 4]);
    const got = byKey(ratings);
    expect(got.bartek!.mu).toBeCloseTo(first!.mu, 10);
    expect(got.celina!.mu).toBeCloseTo(second!.mu, 10);
    expect(got.anna!.mu).toBeCloseTo(third!.mu, 10);
    expect(got.darek!.mu).toBeCloseTo(fourth!.mu, 10);
    expect(got.darek!.sigma).toBeCloseTo(fourth!.sigma, 10);
    // The numbers themselves, once: 25 + 69.4514/18.6346 × 3/4 for the winner.
    expect(got.bartek!.mu).toBeCloseTo(27.7953, 4);
    expect(ratings.players.map((p) => p.key)).toEqual(['bartek', 'celina', 'anna', 'darek']);
    expect(ratings.players[0]!.ordinal).toBeCloseTo(ratings.players[0]!.mu - 3 * ratings.players[0]!.sigma, 12);
  });

  it('rates equal final results as a tie', () => {
    const ratings = rateGames([game('g1', 100, ['Anna', 'Bartek', 'Celina', 'Darek'], [30_000, 30_000, -20_000, -40_000])], folded);
    const [first, tied, third, fourth] = firstGameByHand([1, 1, 3, 4]);
    const got = byKey(ratings);
    expect(first!.mu).toBeCloseTo(tied!.mu, 12);
    expect(got.anna!.mu).toBeCloseTo(first!.mu, 10);
    expect(got.bartek!.mu).toBeCloseTo(first!.mu, 10);
    expect(got.celina!.mu).toBeCloseTo(third!.mu, 10);
    expect(got.darek!.mu).toBeCloseTo(fourth!.mu, 10);
    const placeOf = (key: string) => ratings.players.find((p) => p.key === key)!.history[0]!.place;
    expect(['anna', 'bartek', 'celina', 'darek'].map(placeOf)).toEqual([1, 1, 3, 4]);
  });

  it('rates games in the order they ended, whatever order they are given in: the later game weighs more', () => {
    const players = ['Anna', 'Bartek', 'Celina', 'Darek'] as const;
    const annaWins = [40_000, 10_000, -10_000, -40_000] as const;
    const darekWins = [-40_000, -10_000, 10_000, 40_000] as const;
    const annaLast = rateGames([game('b', 2, players, annaWins), game('a', 1, players, darekWins)], folded);
    const darekLast = rateGames([game('a', 1, players, annaWins), game('b', 2, players, darekWins)], folded);
    // One win each, but the last one counts more: whoever won the later game is ahead of the other.
    expect(byKey(annaLast).anna!.mu).toBeGreaterThan(byKey(annaLast).darek!.mu);
    expect(byKey(darekLast).darek!.mu).toBeGreaterThan(byKey(darekLast).anna!.mu);
    expect(byKey(annaLast).anna!.mu).toBeCloseTo(byKey(darekLast).darek!.mu, 12);
    expect(annaLast.players.find((p) => p.key === 'anna')!.history.map((h) => h.gameId)).toEqual(['a', 'b']);
  });

  it('breaks ties between games that ended at the same moment by their id', () => {
    const players = ['Anna', 'Bartek', 'Celina', 'Darek'] as const;
    const annaWins = game('x2', 5, players, [40_000, 10_000, -10_000, -40_000]);
    const darekWins = game('x1', 5, players, [-40_000, -10_000, 10_000, 40_000]);
    // x1 before x2: Anna's win is the later one, given in either order.
    for (const games of [
      [annaWins, darekWins],
      [darekWins, annaWins],
    ]) {
      const got = byKey(rateGames(games, folded));
      expect(got.anna!.mu).toBeGreaterThan(got.darek!.mu);
    }
  });

  it('knows a player by the key given, whatever the spelling, and shows the latest spelling', () => {
    const ratings = rateGames(
      [
        game('g1', 1, ['Łukasz', 'Bartek', 'Celina', 'Darek'], [40_000, 10_000, -10_000, -40_000]),
        game('g2', 2, ['Ewa', 'lukasz', 'Celina', 'Darek'], [40_000, 10_000, -10_000, -40_000]),
      ],
      folded,
    );
    const lukasz = ratings.players.find((p) => p.key === 'lukasz')!;
    expect(lukasz.name).toBe('lukasz');
    expect(lukasz.history.map((h) => h.place)).toEqual([1, 2]);
    expect(ratings.players).toHaveLength(5);
  });

  it('skips a game where one player sits in two seats by the key, and says so', () => {
    const ratings = rateGames([game('g1', 1, ['Łukasz', 'lukasz', 'Celina', 'Darek'], [40_000, 10_000, -10_000, -40_000])], folded);
    expect(ratings).toEqual({ players: [], skipped: ['g1'] });
  });
});

const NAMES = ['Anna', 'Bartek', 'Celina', 'Darek', 'Ewa', 'Filip'];

/** Games with distinct ids, among four of six names, with finals that may tie, ending at few distinct moments of two nights. */
const games: fc.Arbitrary<RatedGame[]> = fc
  .array(
    fc.record({
      night: fc.constantFrom('2026-11-20', '2026-11-27'),
      endedAt: fc.integer({ min: 0, max: 5 }),
      players: fc.shuffledSubarray(NAMES, { minLength: 4, maxLength: 4 }),
      finals: fc.array(
        fc.integer({ min: -3, max: 3 }).map((n) => n * 10_000),
        { minLength: 4, maxLength: 4 },
      ),
    }),
    { maxLength: 12 },
  )
  .map((list) => list.map((g, i) => ({ id: `g${i}`, ...g })));

describe('rateGames properties', () => {
  it('gives the same result for the same games in any order', () => {
    fc.assert(
      fc.property(
        games.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }))),
        ([list, shuffled]) => {
          expect(rateGames(shuffled, folded)).toEqual(rateGames(list, folded));
        },
      ),
    );
  });

  it('keeps a point of history per game played, the last being the rating shown, and moves a sole winner up and a sole last down', () => {
    fc.assert(
      fc.property(games, (list) => {
        const ratings = rateGames(list, folded);
        for (const player of ratings.players) {
          expect(player.history).toHaveLength(list.filter((g) => g.players.some((name) => folded(name) === player.key)).length);
          const last = player.history.at(-1)!;
          expect([last.mu, last.sigma, last.ordinal]).toEqual([player.mu, player.sigma, player.ordinal]);
          expect(player.ordinal).toBeCloseTo(player.mu - 3 * player.sigma, 9);
          player.history.forEach((point, i) => {
            const before = i === 0 ? INITIAL_RATING.mu : player.history[i - 1]!.mu;
            const g = list.find((x) => x.id === point.gameId)!;
            const sole = (place: number) =>
              g.finals.filter((f) => f === g.finals[g.players.findIndex((n) => folded(n) === player.key)]).length === 1 &&
              point.place === place;
            if (sole(1)) expect(point.mu).toBeGreaterThan(before);
            if (sole(4)) expect(point.mu).toBeLessThan(before);
          });
        }
        for (let i = 1; i < ratings.players.length; i++)
          expect(ratings.players[i - 1]!.ordinal).toBeGreaterThanOrEqual(ratings.players[i]!.ordinal);
      }),
    );
  });
});
