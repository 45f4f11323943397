import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalGameUnder } from '../club/testRecords';
import { PRESET_IDS } from '../core/rules';
import { serializeRecord } from '../ledger';
import { gameResult, standings, tableChecks } from './standings';
import { smallTournament } from './testTournament';
import { decodeTournament, encodeTournament } from './tournamentFile';

/** The small tournament's seating (testTournament.ts): two sessions of two tables. */
const SEATING = [
  [
    ['p1', 'p2', 'p3', 'p4'],
    ['p5', 'p6', 'p7', 'p8'],
  ],
  [
    ['p5', 'p2', 'p7', 'p9'],
    ['p1', 'p6', 'p3', 'p8'],
  ],
];

/** The small tournament under a preset with random legal games at some of its tables. */
const tournamentWithGames = fc.constantFrom(...PRESET_IDS).chain((rules) =>
  fc.array(fc.option(legalGameUnder(rules), { freq: 4 }), { minLength: 4, maxLength: 4 }).map((games) => {
    const played = games.flatMap((game, i) => {
      if (game === null) return [];
      const session = Math.floor(i / 2) + 1;
      const table = (i % 2) + 1;
      const record: unknown = JSON.parse(
        serializeRecord({ ...game, players: [...SEATING[session - 1]![table - 1]!] as [string, string, string, string] }),
      );
      return [{ session, table, record }];
    });
    return smallTournament({ rules, games: played });
  }),
);

// Random whole games through the ledger: seconds on a busy machine.
describe('standings over random legal games in every preset', { timeout: 30_000 }, () => {
  it('points add up to the games finals; places follow the points; games are the tables sat at; the file round trips', () => {
    fc.assert(
      fc.property(tournamentWithGames, (file) => {
        const read = decodeTournament(file);
        if (!read.ok) throw new Error(read.errors.join('\n'));
        const t = read.value;
        const results = t.games.map(gameResult);
        const rows = standings(t, results);
        const finals = results.flatMap((r) => r.finals);
        expect(rows.reduce((sum, r) => sum + r.points, 0)).toBe(finals.reduce((a, b) => a + b, 0));
        for (const row of rows) {
          expect(row.place).toBe(1 + rows.filter((other) => other.points > row.points).length);
          expect(row.games).toBe(results.filter((r) => r.players.includes(row.player.id)).length);
          expect(row.gamePlaces.reduce((a, b) => a + b, 0)).toBe(row.games);
        }
        tableChecks(results).forEach((check, i) => {
          const r = results[i]!;
          const penalties = r.penalties.reduce((sum, p) => sum + p.points, 0);
          expect(r.finals.reduce((a, b) => a + b, 0)).toBe(penalties + check.imbalance);
          expect([...check.penalties.values()].flat()).toHaveLength(r.penalties.length);
        });
        expect(JSON.parse(encodeTournament(t))).toEqual(file);
      }),
      { numRuns: 60 },
    );
  });
});
