import { describe, expect, it } from 'vitest';
import type { HandResult } from '../ledger';
import type { EventRow, GameEvent } from './db';
import { deriveGame, effectiveLog } from './derive';

const ron: HandResult = { v: 1, type: 'ron', from: 1, wins: [{ winner: 0, han: 2, fu: 30 }], riichi: [0] };
const penalty: HandResult = { v: 1, type: 'penalty', player: 3, points: -1000 };

function rows(...events: GameEvent[]): EventRow[] {
  return events.map((event, i) => ({ gameId: 'g', seq: i + 1, at: 0, event }));
}

describe('effectiveLog', () => {
  it('reads the events in seq order whatever order they come in', () => {
    const log = effectiveLog(rows({ kind: 'riichi', seat: 0, on: true }, { kind: 'hand', result: ron }).reverse());
    expect(log.hands.map((h) => h.seq)).toEqual([2]);
    expect(log.pendingRiichi).toEqual([]);
  });

  it('ignores an undo that does not name the last hand', () => {
    const log = effectiveLog(rows({ kind: 'hand', result: ron }, { kind: 'hand', result: ron }, { kind: 'undo', target: 1 }));
    expect(log.hands.map((h) => h.seq)).toEqual([1, 2]);
  });

  it('a penalty mid-hand keeps the riichi sticks already down', () => {
    const log = effectiveLog(rows({ kind: 'riichi', seat: 2, on: true }, { kind: 'hand', result: penalty }));
    expect(log.pendingRiichi).toEqual([2]);
  });

  it('the end of a game (time is up) leaves a stick of the unfinished hand off the final table; its Undo brings it back', () => {
    const draw: HandResult = { v: 1, type: 'draw', tenpai: [], riichi: [] };
    const game = { presetId: 'ema2025', overrides: {} } as const;
    const ended = rows(
      { kind: 'hand', result: draw },
      { kind: 'riichi', seat: 2, on: true },
      { kind: 'hand', result: { v: 1, type: 'end', reason: 'time' } },
    );
    const over = deriveGame(game, ended);
    if (!over.ok) throw new Error('refused');
    expect(over.state.over).toBe(true);
    expect(over.pendingRiichi).toEqual([]);
    expect(over.shown).toEqual(over.state);
    expect(over.state.scores).toEqual([30000, 30000, 30000, 30000]);
    const resumed = deriveGame(game, [...ended, { gameId: 'g', seq: 4, at: 0, event: { kind: 'undo', target: 3 } }]);
    if (!resumed.ok) throw new Error('refused');
    expect(resumed.state.over).toBe(false);
    expect(resumed.pendingRiichi).toEqual([2]);
    expect(resumed.shown.scores).toEqual([30000, 30000, 29000, 30000]);
  });

  it('an edit replaces the hand in place and marks it', () => {
    const edited: HandResult = { ...ron, wins: [{ winner: 0, han: 3, fu: 30 }] };
    const log = effectiveLog(
      rows({ kind: 'hand', result: ron }, { kind: 'hand', result: penalty }, { kind: 'edit', target: 1, result: edited }),
    );
    expect(log.hands.map((h) => [h.seq, h.result, h.edited])).toEqual([
      [1, edited, true],
      [2, penalty, false],
    ]);
  });

  it('offers every hand undone in a row back, the one undone last first, until a new hand is recorded', () => {
    const draw: HandResult = { v: 1, type: 'draw', tenpai: [0], riichi: [] };
    const played = rows({ kind: 'hand', result: ron, note: 'first' }, { kind: 'hand', result: penalty }, { kind: 'hand', result: draw });
    const undoneTwice = [
      ...played,
      ...rows({ kind: 'undo', target: 3 }, { kind: 'undo', target: 2 }).map((r) => ({ ...r, seq: r.seq + 3 })),
    ];
    expect(effectiveLog(undoneTwice).undone.map((h) => h.seq)).toEqual([3, 2]);
    const redone = [...undoneTwice, { gameId: 'g', seq: 6, at: 0, event: { kind: 'hand', result: penalty, redoOf: 2 } } satisfies EventRow];
    expect(effectiveLog(redone).hands.map((h) => h.seq)).toEqual([1, 6]);
    expect(effectiveLog(redone).undone.map((h) => h.seq)).toEqual([3]);
    const newHand = [...redone, { gameId: 'g', seq: 7, at: 0, event: { kind: 'hand', result: draw } } satisfies EventRow];
    expect(effectiveLog(newHand).undone).toEqual([]);
  });

  it('keeps the undone hands through an edit of an earlier hand, not through a riichi stick', () => {
    const undone = rows({ kind: 'hand', result: ron }, { kind: 'hand', result: penalty }, { kind: 'undo', target: 2 });
    const edited: HandResult = { ...ron, wins: [{ winner: 0, han: 3, fu: 30 }] };
    expect(
      effectiveLog([...undone, { gameId: 'g', seq: 4, at: 0, event: { kind: 'edit', target: 1, result: edited } }]).undone.map(
        (h) => h.seq,
      ),
    ).toEqual([2]);
    expect(effectiveLog([...undone, { gameId: 'g', seq: 4, at: 0, event: { kind: 'riichi', seat: 1, on: true } }]).undone).toEqual([]);
  });

  it('Redo puts back the riichi sticks that were down for the next hand when the hand was undone', () => {
    const declared = rows(
      { kind: 'hand', result: ron },
      { kind: 'riichi', seat: 1, on: true },
      { kind: 'riichi', seat: 3, on: true },
      { kind: 'undo', target: 1 },
    );
    // Undone: the hand is played again with its own stick (seat 0), the later sticks are off the table.
    expect(effectiveLog(declared).pendingRiichi).toEqual([0]);
    const redone = [...declared, { gameId: 'g', seq: 5, at: 0, event: { kind: 'hand', result: ron, redoOf: 1 } } satisfies EventRow];
    expect(effectiveLog(redone).pendingRiichi).toEqual([1, 3]);
    // A hand recorded without Redo starts the next hand with no stick down, as always.
    const recorded = [...declared, { gameId: 'g', seq: 5, at: 0, event: { kind: 'hand', result: ron } } satisfies EventRow];
    expect(effectiveLog(recorded).pendingRiichi).toEqual([]);
  });
});
