import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRESET_IDS, PRESETS, type Rules } from '../core/rules';
import { fold, initialTable, replay } from './fold';
import { Dice, eventFrom } from './randomGames';
import { parseRecord, serializeRecord } from './record';
import { turnDistance } from './seats';
import type { GameRecord, HandResult, RecordHand, TableState } from './types';

/**
 * Random legal games in every preset (fast-check, randomGames.ts): each event is built from random
 * numbers and the table it meets, so it is always legal; the invariants are checked after every event.
 */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The preset's end rules, stated over the hand index (E1 = 0 ... S4 = 7, W1 = 8 ... W4 = 11). */
function shouldEnd(before: TableState, after: TableState, kept: boolean, rules: Rules): boolean {
  if (rules.bustEnds && after.scores.some((s) => s < 0)) return true;
  const idx = 'ESWN'.indexOf(before.round) * 4 + before.dealer;
  const allLast = idx === 7 || (rules.westExtension && idx >= 8);
  if (!allLast) return false;
  if (kept) {
    const top = Math.max(...after.scores);
    const firstSeat = after.scores.indexOf(top);
    return rules.allLastDealerEnds && firstSeat === before.dealer && top >= rules.returnPoints;
  }
  if (!rules.westExtension) return true;
  return idx === 11 || Math.max(...after.scores) >= rules.returnPoints;
}

/** Whether the dealer wins, per the result and the preset's multiple-ron rule. */
function dealerWins(r: HandResult, before: TableState, rules: Rules): boolean {
  if (r.type === 'tsumo') return r.winner === before.dealer;
  if (r.type === 'draw') return rules.nagashi === 'win' && (r.nagashi ?? []).includes(before.dealer);
  if (r.type !== 'ron') return false;
  const ordered = [...r.wins].sort((a, b) => turnDistance(r.from, a.winner) - turnDistance(r.from, b.winner));
  const counted = rules.multipleRon === 'head_bump' ? ordered.slice(0, 1) : ordered;
  return counted.some((w) => w.winner === before.dealer);
}

function checkStep(before: TableState, r: HandResult, after: TableState, rules: Rules): void {
  const total = 4 * rules.startPoints;
  expect(after.scores.reduce((a, b) => a + b, 0) + 1000 * after.sticks).toBe(total);
  expect(after.events).toBe(before.events + 1);
  const sameDeal = after.dealer === before.dealer && after.round === before.round && after.hand === before.hand;
  if (r.type === 'penalty') {
    expect({ ...after, penalties: before.penalties, events: before.events }).toEqual(before);
    expect(after.penalties[r.player] - before.penalties[r.player]).toBe(r.points);
    return;
  }
  if (r.type === 'end') {
    // The game is over where it stands: nothing paid, nothing moved.
    expect({ ...after, over: false, events: before.events }).toEqual(before);
    expect(after.over).toBe(true);
    return;
  }
  expect(after.handsPlayed).toBe(before.handsPlayed + 1);
  if (r.type === 'chombo') {
    expect(sameDeal && after.honba === before.honba && after.sticks === before.sticks).toBe(true);
    const penalty = rules.chombo === 'penalty' ? rules.chomboPenalty : 0;
    expect(after.penalties[r.offender] - before.penalties[r.offender] + penalty).toBe(0);
    expect(after.over).toBe(rules.bustEnds && after.scores.some((s) => s < 0));
    return;
  }
  const tripleAbortive = r.type === 'ron' && r.wins.length === 3 && rules.multipleRon === 'double_only';
  const isWin =
    (r.type === 'ron' && !tripleAbortive) ||
    r.type === 'tsumo' ||
    (r.type === 'draw' && rules.nagashi === 'win' && (r.nagashi ?? []).length > 0);
  let kept: boolean;
  if (isWin) {
    kept = dealerWins(r, before, rules);
    expect(after.honba).toBe(kept ? before.honba + 1 : 0);
    expect(after.sticks).toBe(0);
  } else {
    kept = r.type === 'abortive' || tripleAbortive || (r.type === 'draw' && r.tenpai.includes(before.dealer));
    expect(after.honba).toBe(before.honba + 1);
    expect(after.sticks).toBe(before.sticks + r.riichi.length);
  }
  expect(after.over).toBe(shouldEnd(before, after, kept, rules));
  if (kept || after.over) {
    expect(sameDeal).toBe(true);
  } else {
    expect(after.dealer).toBe((before.dealer + 1) % 4);
    expect(after.hand).toBe(after.dealer + 1);
    expect(after.round).toBe(after.dealer === 0 ? 'ESWN'['ESWN'.indexOf(before.round) + 1] : before.round);
  }
  expect(rules.westExtension ? ['E', 'S', 'W'] : ['E', 'S']).toContain(after.round);
}

describe.each(PRESET_IDS)('random legal games: %s', (id) => {
  const rules = PRESETS[id];
  it('conservation, legal counters and deal, the end exactly when the preset says, replay and record round trip', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(10_000), { minLength: 50, maxLength: 50 }),
        fc.integer({ min: 1, max: 60 }),
        fc.boolean(),
        (rolls, length, gentle) => {
          const d = new Dice(
            rolls.map((r, i) => r + i * 7919),
            gentle,
          );
          let state = initialTable(rules);
          const hands: RecordHand[] = [];
          const states: TableState[] = [];
          for (let i = 0; i < length && !state.over; i++) {
            const r = deepFreeze(eventFrom(d, rules, state));
            const step = fold(deepFreeze(state), r, rules); // the fold never writes to its inputs
            if (!step.ok) throw new Error(`legal event refused: ${step.message} ${JSON.stringify(r)}`);
            checkStep(state, r, step.state, rules);
            state = step.state;
            states.push(state);
            const s = state;
            hands.push({
              ...r,
              after: { scores: [...s.scores], honba: s.honba, sticks: s.sticks, dealer: s.dealer, round: s.round, hand: s.hand },
            });
          }
          if (state.over)
            expect(fold(state, { v: 1, type: 'draw', tenpai: [], riichi: [] }, rules)).toMatchObject({
              ok: false,
              error: 'hand_after_game_over',
            });
          const again = replay(rules, hands);
          expect(again).toEqual({ ok: true, states, final: state });
          const record: GameRecord = {
            id: `prop-${id}`,
            format: 'riichi-record/1',
            rules: id,
            players: ['a', 'b', 'c', 'd'],
            hands,
            expect: { scores: [...state.scores], sticks: state.sticks, over: state.over },
          };
          expect(parseRecord(serializeRecord(record))).toEqual({ ok: true, record });
        },
      ),
      { numRuns: 300 },
    );
    // 300 random whole games replayed and round-tripped: seconds of computation by design, more on
    // a busy machine, where the default 5 s per test would fail a run that finds nothing wrong.
  }, 30_000);
});
