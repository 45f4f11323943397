import { describe, expect, it } from 'vitest';
import type { HandResult } from '../ledger';
import type { EventRow, GameEvent } from '../store/types';
import { deriveGame } from '../store/derive';
import { pendingEdit } from './pendingEdit';

const ron: HandResult = { v: 1, type: 'ron', from: 1, wins: [{ winner: 0, han: 2, fu: 30 }], riichi: [] };
const draw: HandResult = { v: 1, type: 'draw', tenpai: [0], riichi: [] };

function game(...events: GameEvent[]) {
  const rows: EventRow[] = events.map((event, i) => ({ gameId: 'g', seq: i + 1, at: 0, event }));
  const derived = deriveGame({ presetId: 'ema2025', overrides: {} }, rows);
  if (!derived.ok) throw new Error('the game derives');
  return derived;
}

describe('pendingEdit', () => {
  const played = game({ kind: 'hand', result: draw }, { kind: 'hand', result: ron });

  it('offers a kept edit back with its hand’s number while the hand is unchanged', () => {
    const kept = { seq: 2, original: ron, kind: 'tsumo', draft: { some: 'draft' } };
    expect(pendingEdit(kept, played)).toEqual({ step: played.steps[1], number: 2, kind: 'tsumo', draft: { some: 'draft' } });
  });

  it('offers nothing when nothing is kept', () => {
    expect(pendingEdit(null, played)).toBeNull();
  });

  it('drops an edit whose hand changed since, or is gone', () => {
    expect(pendingEdit({ seq: 2, original: draw, kind: 'ron', draft: null }, played)).toBeNull();
    expect(
      pendingEdit(
        { seq: 2, original: ron, kind: 'ron', draft: null },
        game({ kind: 'hand', result: draw }, { kind: 'hand', result: ron }, { kind: 'undo', target: 2 }),
      ),
    ).toBeNull();
  });

  it('drops an edit into a kind of hand the rules do not have (EMA 2025: no abortive draw)', () => {
    expect(pendingEdit({ seq: 2, original: ron, kind: 'abortive', draft: null }, played)).toBeNull();
  });
});
