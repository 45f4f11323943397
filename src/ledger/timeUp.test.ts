import { describe, expect, it } from 'vitest';
import { PRESETS } from '../core/rules';
import { fold, initialTable, replay, wouldEndGame } from './fold';
import { parseRecord, serializeRecord } from './record';
import { settle } from './settle';
import { draw, ok, penalty, ron, tableAt, timeUp, tsumo } from './testkit';
import type { GameRecord } from './types';

const rules = PRESETS.ema2025;

describe('a game ended when time is up', () => {
  it('ends where it stands: no payment, the deal, counters and sticks as they were', () => {
    const t = { ...tableAt(rules, { dealer: 2, round: 'S', honba: 1, sticks: 2 }), handsPlayed: 6, events: 6 };
    const r = ok(fold(t, timeUp(), rules));
    expect(r.state).toEqual({ ...t, over: true, events: 7 });
    expect(r.outcome).toMatchObject({ deltas: [0, 0, 0, 0], transfers: [], gameOver: true, dealerRepeats: false });
    expect(wouldEndGame(t, timeUp(), rules)).toBe(true);
  });

  it('settles as any finished game: leftover sticks to 1st, return points, uma', () => {
    // East 2 with one stick left on the table (South's riichi in a drawn hand), then time.
    const game = replay(rules, [ron(3, [{ winner: 0, han: 3, fu: 40 }]), draw([1], [1]), timeUp()]);
    if (!game.ok) throw new Error(game.message);
    // Dealer ron 7700 (the dealer repeats, 1 counter); then South alone tenpai in riichi: his stick stays, 1000 from each noten player.
    expect(game.final).toMatchObject({ scores: [36700, 32000, 29000, 21300], sticks: 1, honba: 2, dealer: 1, over: true });
    // 36700 + 1000 (the stick) - 30000 + 15000; 32000 - 30000 + 5000; 29000 - 30000 - 5000; 21300 - 30000 - 15000.
    expect(settle(game.final, rules).map((s) => s.final)).toEqual([22700, 7000, -6000, -23700]);
  });

  it('is refused before the first hand, after the game is over, and with another reason', () => {
    expect(fold(initialTable(rules), timeUp(), rules)).toMatchObject({
      ok: false,
      error: 'result_not_allowed',
      reason: { id: 'endBeforeFirstHand' },
    });
    const over = ok(fold(ok(fold(initialTable(rules), tsumo(0, { han: 1, fu: 30 }), rules)).state, timeUp(), rules)).state;
    expect(fold(over, timeUp(), rules)).toMatchObject({ ok: false, error: 'hand_after_game_over' });
    expect(fold(over, draw([]), rules)).toMatchObject({ ok: false, error: 'hand_after_game_over' });
    const played = ok(fold(initialTable(rules), draw([]), rules)).state;
    // @ts-expect-error a stored or imported event may carry anything
    expect(fold(played, { v: 1, type: 'end', reason: 'boredom' }, rules)).toMatchObject({
      ok: false,
      error: 'invalid_record',
      reason: { id: 'notEndReason' },
    });
  });

  it('still takes a penalty afterwards (a referee may give one after the last hand)', () => {
    const over = ok(fold(ok(fold(initialTable(rules), draw([]), rules)).state, timeUp(), rules)).state;
    expect(ok(fold(over, penalty(2, -2000), rules)).state.penalties).toEqual([0, 0, -2000, 0]);
  });

  it('is written to and read from a game record', () => {
    const record: GameRecord = {
      id: 'time-up',
      format: 'riichi-record/1',
      rules: 'ema2025',
      players: ['A', 'B', 'C', 'D'],
      hands: [{ ...draw([0]) }, { ...timeUp() }],
      expect: { scores: [33000, 29000, 29000, 29000], sticks: 0, over: true },
    };
    const line = serializeRecord(record);
    expect(JSON.parse(line).hands[1]).toEqual({ type: 'end', reason: 'time' });
    expect(parseRecord(line)).toEqual({ ok: true, record });
    const bad = parseRecord(line.replace('"reason":"time"', '"reason":"lunch"'));
    expect(bad).toMatchObject({ ok: false });
    expect(JSON.stringify(bad)).toContain('hands[1].reason');
  });
});
