import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_RULE_POINTS, PRESET_IDS, PRESETS, withOverrides, type RuleOverrides } from '../core/rules';
import { fold, initialTable, parseRecord, serializeRecord, type GameRecord, type RecordHand, type Seat } from '../ledger';
import { Dice, eventFrom } from '../ledger/randomGames';
import { RECORD_LIMITS } from '../ledger/recordLimits';
import { importRecordsText } from './records';
import { freshDb } from './testDb';
import { clearDb, exportedRecord, handsWithoutAfter } from './testRecords';

/**
 * Issue 31 item 4's property: every record that is accepted exports and imports again to the
 * same game. Here over random legal games (randomGames.ts) under any preset, with house rules and
 * penalties up to the bounds, names of any letters, and notes.
 */
const points = fc.integer({ min: -MAX_RULE_POINTS, max: MAX_RULE_POINTS });
const overrides: fc.Arbitrary<RuleOverrides> = fc.record(
  {
    uma: fc.tuple(points, points, points, points),
    oka: points,
    returnPoints: points,
    startPoints: fc.integer({ min: 1000, max: MAX_RULE_POINTS }),
    chomboPenalty: fc.integer({ min: 0, max: MAX_RULE_POINTS }),
  },
  { requiredKeys: [] },
);
// Four names no two alike as a new game takes them (trimmed, whatever the case), of any letters.
const names = fc.uniqueArray(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).filter((name) => name.trim() !== ''),
  { minLength: 4, maxLength: 4, selector: (name) => name.trim().toLowerCase() },
);
const extremePenalty = fc.tuple(fc.nat(3), fc.constantFrom(RECORD_LIMITS.maxPenalty, -RECORD_LIMITS.maxPenalty));

const game = fc.record({
  preset: fc.constantFrom(...PRESET_IDS),
  overrides,
  players: names,
  note: fc.option(fc.string({ maxLength: 200 }), { nil: undefined }),
  rolls: fc.array(fc.nat(10_000), { minLength: 50, maxLength: 50 }),
  length: fc.integer({ min: 0, max: 40 }),
  penalties: fc.array(extremePenalty, { maxLength: 3 }),
});

type Game = typeof game extends fc.Arbitrary<infer G> ? G : never;

/** The record of a random game: its hands folded one by one, each legal at the table it meets. */
function recordOfGame(g: Game): GameRecord {
  const rules = withOverrides(PRESETS[g.preset], g.overrides);
  const dice = new Dice(g.rolls.map((r, i) => r + i * 7919));
  let state = initialTable(rules);
  const hands: RecordHand[] = [];
  for (let i = 0; i < g.length && !state.over; i++) {
    const hand = eventFrom(dice, rules, state);
    const step = fold(state, hand, rules);
    if (!step.ok) throw new Error(`a legal hand refused: ${step.message}`);
    state = step.state;
    hands.push(i % 3 === 0 ? { ...hand, note: `hand ${i + 1}` } : hand);
  }
  // The largest penalties a record may carry, given at the end (after the game too).
  for (const [player, points] of g.penalties) hands.push({ v: 1, type: 'penalty', player: player as Seat, points });
  const [a = 'A', b = 'B', c = 'C', d = 'D'] = g.players;
  return {
    format: 'riichi-record/1',
    rules: g.preset,
    players: [a, b, c, d],
    hands,
    ...(g.note === undefined ? {} : { note: g.note }),
    ...(Object.keys(g.overrides).length > 0 ? { overrides: g.overrides } : {}),
  };
}

describe('every record the import accepts exports and imports again to the same game', () => {
  beforeAll(() => {
    freshDb();
  });

  it('random legal games, house rules and penalties up to their bounds', async () => {
    let finished = 0;
    await fc.assert(
      fc.asyncProperty(game, async (g) => {
        await clearDb();
        const record = recordOfGame(g);
        const [first, ...more] = await importRecordsText(serializeRecord(record));
        expect(more).toEqual([]);
        if (first?.status !== 'imported') throw new Error(`not imported: ${JSON.stringify(first).slice(0, 300)}`);
        const out = await exportedRecord(first.game.id);
        const back = parseRecord(out);
        if (!back.ok) throw new Error(`the export is refused: ${back.errors.join('; ')}`);
        expect(handsWithoutAfter(back.record.hands)).toEqual(handsWithoutAfter(record.hands));
        expect([back.record.players, back.record.rules, back.record.overrides, back.record.note]).toEqual([
          record.players,
          record.rules,
          record.overrides,
          record.note,
        ]);
        // A finished game's results are whole numbers, never Infinity (which JSON writes as null).
        if (back.record.expect?.over) {
          finished++;
          expect(back.record.expect.final?.every((n) => Number.isSafeInteger(n))).toBe(true);
        }
        await clearDb();
        const again = await importRecordsText(out);
        expect(again).toMatchObject([{ status: 'imported' }]);
        if (again[0]?.status === 'imported') expect(await exportedRecord(again[0].game.id)).toBe(out);
      }),
      { numRuns: 40, seed: 32 },
    );
    // Finished games among them: their final results went out and came back.
    expect(finished).toBeGreaterThan(5);
  }, 60_000);
});
