import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { directoryOf, type PlayerEvent } from './players';
import { playerFigures, talliedGames, type RecordedGame } from './playerPage';
import { addTallies } from './stats';
import { clubGameOf, handComputedNight, legalGame, record } from './testRecords';

const recorded = (game: ReturnType<typeof record>, id: string, night = '2026-10-02'): RecordedGame => ({
  game: clubGameOf(game, id, night),
  record: game,
});
const figuresOf = (player: string, games: readonly RecordedGame[], directory: Parameters<typeof playerFigures>[2]) =>
  playerFigures(player, talliedGames(games), directory);

describe('playerFigures: a player page, hand-computed (testRecords.ts handComputedNight)', () => {
  // Finals 8500, -9400, 21100, -42200: Celina 1st, Anna 2nd, Bartek 3rd, Darek 4th.
  const again = { ...handComputedNight, players: ['anna', 'Bartek', 'Celina', 'Ewa'] as const };
  const games = [recorded(handComputedNight, 'a'), recorded({ ...again, players: [...again.players] }, 'b', '2026-10-09')];
  const directory = directoryOf(
    games.flatMap((g) => g.game.players),
    [],
  );

  it('adds both spellings of Anna: counts, rates, head to head and the games, the latest first', () => {
    const anna = figuresOf(directory.playerOf('Anna'), games, directory);
    expect(anna.tally).toEqual({
      games: 2,
      hands: 6,
      wins: 2,
      tsumo: 0,
      dealIns: 0,
      riichi: 0,
      places: [0, 2, 0, 0],
      winValue: 5800,
      biggestWin: 2900,
      chombo: 0,
      penalties: 0,
    });
    expect(anna.rates.map((r) => [r.id, r.value])).toEqual([
      ['winRate', 2 / 6],
      ['tsumoShare', 0],
      ['dealInRate', 0],
      ['riichiRate', 0],
    ]);
    expect(anna.averagePlace).toBe(2);
    expect(anna.averageWinValue).toBe(2900);
    expect(anna.headToHead.map((h) => [h.name, h.games, h.above, h.below, h.difference])).toEqual([
      ['Bartek', 2, 2, 0, 2 * (8500 + 9400)],
      ['Celina', 2, 0, 2, 2 * (8500 - 21100)],
      ['Darek', 1, 1, 0, 8500 + 42200],
      ['Ewa', 1, 1, 0, 8500 + 42200],
    ]);
    expect(anna.games.map((g) => [g.id, g.night, g.place, g.final, g.opponents.join(' ')])).toEqual([
      ['b', '2026-10-09', 2, 8500, 'Bartek Celina Ewa'],
      ['a', '2026-10-02', 2, 8500, 'Bartek Celina Darek'],
    ]);
  });

  it('counts chombo and penalties, and a riichi and tsumo share', () => {
    expect(figuresOf('darek', games, directory).tally).toMatchObject({ chombo: 1, dealIns: 1, places: [0, 0, 0, 1] });
    const bartek = figuresOf('bartek', games, directory);
    expect(bartek.tally).toMatchObject({ penalties: 2, riichi: 2 });
    expect(figuresOf('celina', games, directory).rates.find((r) => r.id === 'tsumoShare')?.value).toBe(1);
  });
});

// Random whole games through the ledger: seconds on a busy machine.
describe('properties over random legal games', { timeout: 60_000 }, () => {
  const recordedGames = fc.array(legalGame, { maxLength: 4 }).map((records) => records.map((r, i) => recorded(r, `g${i}`)));
  const names = ['Anna', 'Bartek', 'Celina', 'Darek', 'Ewa', 'Filip'];

  it('counts never exceed hands, rates lie in 0..1, places add up to games', () => {
    fc.assert(
      fc.property(recordedGames, (games) => {
        const directory = directoryOf(
          games.flatMap((g) => g.game.players),
          [],
        );
        for (const player of directory.players.keys()) {
          const { tally, rates, refused } = figuresOf(player, games, directory);
          expect(refused).toBe(0);
          for (const count of [tally.wins, tally.tsumo, tally.dealIns, tally.riichi]) expect(count).toBeLessThanOrEqual(tally.hands);
          expect(tally.places.reduce((a, b) => a + b, 0)).toBe(tally.games);
          for (const rate of rates) expect(rate.value >= 0 && rate.value <= 1).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('merging two players gives the sum of their counts', () => {
    fc.assert(
      fc.property(recordedGames, fc.constantFrom(...names), fc.constantFrom(...names), (games, a, b) => {
        fc.pre(a !== b);
        const apart = directoryOf(
          games.flatMap((g) => g.game.players),
          [],
        );
        const merge: PlayerEvent = { seq: 1, id: 'm', change: { kind: 'merge', name: a, into: b } };
        const together = directoryOf(
          games.flatMap((g) => g.game.players),
          [merge],
        );
        const sum = addTallies(figuresOf(apart.playerOf(a), games, apart).tally, figuresOf(apart.playerOf(b), games, apart).tally);
        expect(figuresOf(together.playerOf(a), games, together).tally).toEqual(sum);
      }),
      { numRuns: 60 },
    );
  });
});
