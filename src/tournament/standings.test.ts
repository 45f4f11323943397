import { describe, expect, it } from 'vitest';
import { recordAt, smallTournament } from './testTournament';
import { gameResult, standings, tableChecks } from './standings';
import { decodeTournament, type Tournament } from './tournamentFile';

function decoded(value: unknown): Tournament {
  const read = decodeTournament(value);
  if (!read.ok) throw new Error(read.errors.join('\n'));
  return read.value;
}

/**
 * ema2025 (uma 15000/5000/-5000/-15000, return 30000, no oka), hand-computed:
 * - session 1, table 1: p1, the dealer, takes a mangan (12000) off p4: 42000, 30000, 30000, 18000;
 *   finals 27000, 0, 0, -27000 (p2 and p3 tie for 2nd and share 5000 - 5000).
 * - session 2, table 1: p9 substitutes for p4: everybody noten, p9 fined 2000 for being late: 0, 0, 0, -2000.
 * - session 2, table 2: a draw with p1, p6, p3 tenpai and p8 in riichi, not tenpai: 31000 each, p8 26000,
 *   a stick left; p1, p6, p3 tie for 1st and share the stick (333 each, rounded down) and 15000 + 5000 - 5000:
 *   6333 each, p8 -19000: the finals add up to -1.
 */
const file = smallTournament({
  games: [
    {
      session: 1,
      table: 1,
      record: recordAt(['p1', 'p2', 'p3', 'p4'], [{ type: 'ron', from: 3, riichi: [], wins: [{ winner: 0, han: 5 }] }]),
    },
    {
      session: 2,
      table: 1,
      record: recordAt(
        ['p5', 'p2', 'p7', 'p9'],
        [
          { type: 'draw', tenpai: [], riichi: [] },
          { type: 'penalty', player: 3, points: -2000, reason: 'late' },
        ],
      ),
    },
    { session: 2, table: 2, record: recordAt(['p1', 'p6', 'p3', 'p8'], [{ type: 'draw', tenpai: [0, 1, 2], riichi: [3] }]) },
  ],
});

describe('tournament standings', () => {
  const t = decoded(file);
  const rows = standings(t);

  it('sums each player final results; equal sums share a place and the next one skips', () => {
    expect(rows.map((r) => [r.place, r.player.id, r.games, r.points])).toEqual([
      [1, 'p1', 2, 27000 + 6333],
      [2, 'p3', 2, 0 + 6333],
      [2, 'p6', 1, 6333],
      [4, 'p2', 2, 0],
      [4, 'p5', 1, 0],
      [4, 'p7', 1, 0],
      [7, 'p9', 1, -2000],
      [8, 'p8', 1, -19000],
      [9, 'p4', 1, -27000],
    ]);
  });

  it('a substitute is a player like any other: the game counts for them, not for whom they replaced', () => {
    const p9 = rows.find((r) => r.player.id === 'p9')!;
    const p4 = rows.find((r) => r.player.id === 'p4')!;
    expect([p9.games, p9.points, p4.games, p4.points]).toEqual([1, -2000, 1, -27000]);
  });

  it('counts places in games by the final results, ties at the better place', () => {
    expect(rows.find((r) => r.player.id === 'p3')!.gamePlaces).toEqual([1, 1, 0, 0]);
    expect(rows.find((r) => r.player.id === 'p9')!.gamePlaces).toEqual([0, 0, 0, 1]);
  });

  it('equal points: by last name, first name and id, whatever the order of the file', () => {
    const reversed = decoded({ ...file, players: [...(file['players'] as unknown[])].reverse() });
    expect(standings(reversed).map((r) => r.player.id)).toEqual(rows.map((r) => r.player.id));
  });

  it('per table: finals add up to zero apart from penalties, the penalties listed with their reasons', () => {
    const checks = tableChecks(t.games.map(gameResult));
    expect(checks.map((c) => [c.session, c.table, c.balanced, c.imbalance])).toEqual([
      [1, 1, true, 0],
      [2, 1, true, 0],
      [2, 2, false, -1],
    ]);
    expect([...checks[1]!.penalties]).toEqual([['p9', [{ player: 'p9', points: -2000, reason: 'late', hand: 2 }]]]);
    expect(checks[0]!.penalties.size).toBe(0);
  });

  it('lists a chombo penalty as such', () => {
    const chombo = decoded({
      ...file,
      games: [
        {
          session: 1,
          table: 1,
          record: recordAt(
            ['p1', 'p2', 'p3', 'p4'],
            [
              { type: 'chombo', offender: 2 },
              { type: 'penalty', player: 0, points: -1000 },
            ],
          ),
        },
      ],
    });
    const [result] = chombo.games.map(gameResult);
    expect(result!.penalties).toEqual([
      { player: 'p3', points: -20000, reason: 'chombo', hand: 1 },
      { player: 'p1', points: -1000, reason: null, hand: 2 },
    ]);
    expect(result!.imbalance).toBe(0);
  });
});
