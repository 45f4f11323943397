/** Game records for club tests (test support; not used by the app). */
import fc from 'fast-check';
import { PRESET_IDS, PRESETS, type PresetId } from '../core/rules';
import {
  fold,
  initialTable,
  recordRules,
  replayRecord,
  settle,
  type GameRecord,
  type HandResult,
  type RecordHand,
  type Seat,
} from '../ledger';
import type { ClubGame } from './league';

/** A record from hand results written as FORMATS.md writes them (without `v`). */
export function record(rules: PresetId, players: GameRecord['players'], hands: readonly object[], id = 'test'): GameRecord {
  return { id, format: 'riichi-record/1', rules, players, hands: hands.map((h) => ({ v: 1, ...h }) as RecordHand) };
}

/**
 * ema2025, hand-computed (RULES.md): a draw (Anna, Celina tenpai; Celina's riichi), a double ron
 * off Darek (Anna the dealer 2 han 30 fu 2900, Bartek 1 han 30 fu 1000; 1 counter each; Celina's
 * stick to Anna), Celina's 3 han 30 fu tsumo (2000/1000 + 2 counters; Bartek's riichi stick), a
 * chombo by Darek (-20000 after uma), a 2000 penalty for Bartek. Table 33500, 27600, 36100, 22800;
 * finals 8500, -9400, 21100, -42200.
 */
export const handComputedNight = record(
  'ema2025',
  ['Anna', 'Bartek', 'Celina', 'Darek'],
  [
    { type: 'draw', tenpai: [0, 2], riichi: [2] },
    {
      type: 'ron',
      from: 3,
      riichi: [],
      wins: [
        { winner: 0, han: 2, fu: 30 },
        { winner: 1, han: 1, fu: 30 },
      ],
    },
    { type: 'tsumo', winner: 2, han: 3, fu: 30, riichi: [1] },
    { type: 'chombo', offender: 3 },
    { type: 'penalty', player: 1, points: -2000, reason: 'slow play' },
  ],
);

const seat = fc.constantFrom<Seat>(0, 1, 2, 3);
const seats = fc.subarray<Seat>([0, 1, 2, 3]);
const value = fc.oneof(
  fc.record({ han: fc.integer({ min: 1, max: 4 }), fu: fc.constantFrom(30, 40) }),
  fc.record({ han: fc.integer({ min: 5, max: 13 }) }),
  fc.record({ yakuman: fc.constant(1) }),
);

/** Any hand result, legal or not: the ledger decides (legalGame keeps only what it accepts). */
const candidate: fc.Arbitrary<HandResult> = fc.oneof(
  {
    weight: 5,
    // Winners by their distance from the discarder (1-3), in any order (FORMATS.md); mostly one.
    arbitrary: fc
      .record({
        from: seat,
        distances: fc.oneof(
          { weight: 4, arbitrary: fc.tuple(fc.integer({ min: 1, max: 3 })) },
          fc.shuffledSubarray([1, 2, 3], { minLength: 2 }),
        ),
        values: fc.array(value, { minLength: 3, maxLength: 3 }),
        riichi: seats,
      })
      .map(({ from, distances, values, riichi }): HandResult => ({
        v: 1,
        type: 'ron',
        from,
        wins: distances.map((d, i) => ({ winner: ((from + d) % 4) as Seat, ...values[i] })),
        riichi,
      })),
  },
  {
    weight: 3,
    arbitrary: fc
      .record({ winner: seat, value, riichi: seats })
      .map(({ winner, value: v, riichi }): HandResult => ({ v: 1, type: 'tsumo', winner, ...v, riichi })),
  },
  {
    weight: 3,
    arbitrary: fc
      .record({ tenpai: seats, riichi: seats, nagashi: fc.option(seats, { nil: undefined, freq: 8 }) })
      .map(({ tenpai, riichi, nagashi }): HandResult =>
        nagashi ? { v: 1, type: 'draw', tenpai, nagashi, riichi } : { v: 1, type: 'draw', tenpai, riichi },
      ),
  },
  {
    weight: 1,
    arbitrary: fc.record({ riichi: seats }).map(({ riichi }): HandResult => ({ v: 1, type: 'abortive', reason: 'kyuushu', riichi })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ offender: seat, riichi: seats })
      .map(({ offender, riichi }): HandResult => ({ v: 1, type: 'chombo', offender, riichi })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ player: seat, points: fc.integer({ min: -8, max: 2 }) })
      .map(({ player, points }): HandResult => ({ v: 1, type: 'penalty', player, points: points * 1000, reason: 'test' })),
  },
);

const NAMES = ['Anna', 'Bartek', 'Celina', 'Darek', 'Ewa', 'Filip'] as const;

/** A game the ledger accepts under a preset, among four of six names: candidates it refuses are left out. */
export function legalGameUnder(rules: PresetId): fc.Arbitrary<GameRecord> {
  return fc
    .record({
      order: fc.shuffledSubarray([...NAMES], { minLength: 4, maxLength: 4 }),
      candidates: fc.array(candidate, { minLength: 8, maxLength: 40, size: 'max' }),
    })
    .map(({ order, candidates }) => {
      const preset = PRESETS[rules];
      let state = initialTable(preset);
      const hands: HandResult[] = [];
      for (const hand of candidates) {
        const step = fold(state, hand, preset);
        if (!step.ok) continue;
        hands.push(hand);
        state = step.state;
      }
      const [east = '', south = '', west = '', north = ''] = order;
      return { id: `random-${rules}`, format: 'riichi-record/1', rules, players: [east, south, west, north], hands } satisfies GameRecord;
    });
}

/** A game the ledger accepts, in any preset. */
export const legalGame: fc.Arbitrary<GameRecord> = fc.constantFrom(...PRESET_IDS).chain(legalGameUnder);

/** A record as the league counts it: its final results from the ledger's settlement, by seat. */
export function clubGameOf(game: GameRecord, id: string, night: string, endedAt = 0): ClubGame {
  const replayed = replayRecord(game);
  if (!replayed.ok) throw new Error(`the ledger refuses ${id}`);
  const finals = [0, 0, 0, 0];
  for (const result of settle(replayed.final, recordRules(game))) finals[result.seat] = result.final;
  return { id, night, endedAt, players: game.players, finals };
}
