import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averagePlace, averageWinValue, dealInRate, riichiRate, tsumoShare, winRate } from './rates';
import { addTallies, NO_TALLY, placesByFinal, statsObject, tallyGame, tallyRecords, type PlayerTally } from './stats';
import { handComputedNight, legalGame, record } from './testRecords';

const FOUR = ['Anna', 'Bartek', 'Celina', 'Darek'] as const;
const players = (): ['Anna', 'Bartek', 'Celina', 'Darek'] => [...FOUR];

const night = handComputedNight;

function tallies(...records: Parameters<typeof tallyRecords>[0]): Record<string, PlayerTally> {
  return Object.fromEntries(tallyRecords(records).players);
}

describe('tallyGame: FORMATS.md stats counts from the ledger', () => {
  it('counts hands, wins of a double ron, tsumo, deal-ins, riichi, places, chombo and penalties', () => {
    const t = tallies(night);
    expect(t['Anna']).toEqual({
      games: 1,
      hands: 3,
      wins: 1,
      tsumo: 0,
      dealIns: 0,
      riichi: 0,
      places: [0, 1, 0, 0],
      winValue: 2900,
      biggestWin: 2900,
      chombo: 0,
      penalties: 0,
    });
    expect(t['Bartek']).toEqual({
      games: 1,
      hands: 3,
      wins: 1,
      tsumo: 0,
      dealIns: 0,
      riichi: 1,
      places: [0, 0, 1, 0],
      winValue: 1000,
      biggestWin: 1000,
      chombo: 0,
      penalties: 1,
    });
    expect(t['Celina']).toEqual({
      games: 1,
      hands: 3,
      wins: 1,
      tsumo: 1,
      dealIns: 0,
      riichi: 1,
      places: [1, 0, 0, 0],
      winValue: 4000,
      biggestWin: 4000,
      chombo: 0,
      penalties: 0,
    });
    // A double ron is one deal-in.
    expect(t['Darek']).toEqual({
      games: 1,
      hands: 3,
      wins: 0,
      tsumo: 0,
      dealIns: 1,
      riichi: 0,
      places: [0, 0, 0, 1],
      winValue: 0,
      biggestWin: 0,
      chombo: 1,
      penalties: 0,
    });
  });

  it('places by the final results: two chombo drop the top table score to 3rd, and the tied 2nd and 3rd share 1st', () => {
    // Anna 38000 after a mangan off Darek, Bartek and Celina 30000: finals -17000, 0, 0, -23000.
    const game = record('ema2025', players(), [
      { type: 'ron', from: 3, riichi: [], wins: [{ winner: 0, han: 5 }] },
      { type: 'chombo', offender: 0 },
      { type: 'chombo', offender: 0 },
    ]);
    const t = tallies(game);
    expect([t['Anna']!.places, t['Bartek']!.places, t['Celina']!.places, t['Darek']!.places]).toEqual([
      [0, 0, 1, 0],
      [1, 0, 0, 0],
      [1, 0, 0, 0],
      [0, 0, 0, 1],
    ]);
  });

  it('a head bump (wrc2022) leaves the bumped winner without a win; the discarder dealt in once', () => {
    const game = record('wrc2022', players(), [
      {
        type: 'ron',
        from: 1,
        riichi: [3],
        wins: [
          { winner: 3, han: 3, fu: 30 },
          { winner: 2, han: 2, fu: 30 },
        ],
      },
    ]);
    const t = tallies(game);
    expect(t['Celina']).toMatchObject({ wins: 1, winValue: 2000 }); // her own 2 han 30 fu, not Darek's 3900
    expect(t['Darek']).toMatchObject({ wins: 0, riichi: 1 });
    expect(t['Bartek']).toMatchObject({ dealIns: 1, hands: 1 });
  });

  it('a tenhou triple ron is the abortive draw sanchahou: no win; the ron hand still names its discarder', () => {
    const game = record('tenhou', players(), [
      { type: 'ron', from: 0, riichi: [], wins: [1, 2, 3].map((winner) => ({ winner, han: 1, fu: 30 })) },
    ]);
    const t = tallies(game);
    expect([1, 2, 3].map((s) => t[FOUR[s]!]!.wins)).toEqual([0, 0, 0]);
    expect(t['Anna']).toMatchObject({ dealIns: 1, hands: 1 });
  });

  it('a riichi listed on a chombo is not a riichi hand, and a chombo is not a hand', () => {
    const game = record('ema2025', players(), [{ type: 'chombo', offender: 1, riichi: [0] }]);
    expect(tallies(game)['Anna']).toMatchObject({ hands: 0, riichi: 0 });
  });

  it('skips a record the ledger refuses and says why; the same names add up over records', () => {
    const refused = record('ema2025', players(), [{ type: 'abortive', reason: 'kyuushu', riichi: [] }], 'no-abortive');
    const result = tallyRecords([night, refused, night]);
    expect(result.refused).toEqual([{ index: 1, id: 'no-abortive', error: expect.stringMatching(/Hand 1.*abortive/) }]);
    expect(result.players.get('Anna')).toMatchObject({ games: 2, hands: 6, wins: 2, places: [0, 2, 0, 0] });
    expect(tallyGame(refused)).toEqual({ ok: false, error: expect.stringMatching(/abortive/) });
  });

  it('prints only FORMATS.md fields, keyed by the names as written', () => {
    const odd = record('ema2025', ['__proto__', 'łukasz', 'Łukasz', 'a,b'], []);
    const printed = statsObject(tallyRecords([odd]).players);
    expect(Object.keys(printed)).toEqual(['__proto__', 'łukasz', 'Łukasz', 'a,b']);
    expect(JSON.parse(JSON.stringify(printed))['__proto__']).toEqual({
      games: 1,
      hands: 0,
      wins: 0,
      tsumo: 0,
      dealIns: 0,
      riichi: 0,
      places: [1, 0, 0, 0],
    });
  });

  it('placesByFinal: equal finals share the better place', () => {
    expect(placesByFinal([10, 10, 5, 5])).toEqual([1, 1, 3, 3]);
    expect(placesByFinal([-5, 20, 20, 20])).toEqual([4, 1, 1, 1]);
  });
});

describe('rates (issue 28 player page)', () => {
  it('are shares of hands and wins, 0 when there is nothing to share', () => {
    const anna = tallies(night, night)['Celina']!;
    expect([winRate(anna), tsumoShare(anna), dealInRate(anna), riichiRate(anna)]).toEqual([2 / 6, 1, 0, 2 / 6]);
    expect(averageWinValue(anna)).toBe(4000);
    expect(averagePlace(tallies(night)['Bartek']!)).toBe(3);
    expect([winRate(NO_TALLY), tsumoShare(NO_TALLY), averageWinValue(NO_TALLY), averagePlace(NO_TALLY)]).toEqual([0, 0, 0, 0]);
  });
});

// Random whole games through the ledger: seconds on a busy machine.
describe('properties over random legal games in every preset', { timeout: 30_000 }, () => {
  it('counts never exceed hands, tsumo never exceeds wins, places add up to games, rates lie in 0..1', () => {
    fc.assert(
      fc.property(fc.array(legalGame, { maxLength: 4 }), (games) => {
        const result = tallyRecords(games);
        expect(result.refused).toEqual([]);
        for (const t of result.players.values()) {
          for (const count of [t.wins, t.tsumo, t.dealIns, t.riichi]) expect(count).toBeLessThanOrEqual(t.hands);
          expect(t.tsumo).toBeLessThanOrEqual(t.wins);
          expect(t.places.reduce((a, b) => a + b, 0)).toBe(t.games);
          for (const rate of [winRate(t), tsumoShare(t), dealInRate(t), riichiRate(t)]) expect(rate >= 0 && rate <= 1).toBe(true);
        }
        for (const game of games) {
          const seats = tallyGame(game);
          if (!seats.ok) throw new Error(seats.error);
          // A game's deal-ins are its ron hands, one each: never more than its hands.
          expect(seats.seats.reduce((sum, s) => sum + s.dealIns, 0)).toBeLessThanOrEqual(seats.seats[0]!.hands);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('the stats of two sets of records together are the sum of their stats', () => {
    fc.assert(
      fc.property(fc.array(legalGame, { maxLength: 3 }), fc.array(legalGame, { maxLength: 3 }), (a, b) => {
        const whole = tallyRecords([...a, ...b]).players;
        const left = tallyRecords(a).players;
        const right = tallyRecords(b).players;
        expect(new Set(whole.keys())).toEqual(new Set([...left.keys(), ...right.keys()]));
        for (const [name, tally] of whole) expect(tally).toEqual(addTallies(left.get(name) ?? NO_TALLY, right.get(name) ?? NO_TALLY));
      }),
      { numRuns: 100 },
    );
  });
});
