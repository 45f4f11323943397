// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HandResult } from '../ledger';
import { speakerOf } from '../i18n';
import { deriveGame } from '../store/derive';
import { createGame, loadGame } from '../store/games';
import { useSession } from '../store/session';
import { recordNow } from '../store/testDb';
import { freshApp } from './testApp';
import { useUi } from '../nav/ui';
import { useUndoLastHand } from './useUndoLastHand';

const players = ['Anna', 'Bartek', 'Celina', 'Darek'] as const;
const ron: HandResult = { v: 1, type: 'ron', from: 1, wins: [{ winner: 0, han: 2, fu: 30 }], riichi: [] };

beforeEach(freshApp);

/** A game with one hand recorded, open, and the Undo/Redo hook on it. */
async function oneHandGame() {
  const game = await createGame({ players, presetId: 'ema2025', overrides: {} });
  await recordNow(game.id, ron);
  await useSession.getState().open(game.id);
  const hook = renderHook(() => useUndoLastHand(game.id));
  const derived = async () => {
    const loaded = await loadGame(game.id);
    if (!loaded) throw new Error('the game is stored');
    const view = deriveGame(loaded.game, loaded.events);
    if (!view.ok) throw new Error('the game derives');
    return view;
  };
  return { hook, derived };
}

describe('undo and redo of the last hand', () => {
  it('takes the Undo toast down once the hand is redone from the table instead: its Redo could only fail', async () => {
    const { hook, derived } = await oneHandGame();
    const last = (await derived()).steps.at(-1);
    await act(() => hook.result.current.undo(last));
    expect(useUi.getState().toast?.action?.label(speakerOf('en'))).toBe('Redo');

    const undone = (await derived()).undone.at(-1);
    if (!undone) throw new Error('the hand is undone');
    await act(() => hook.result.current.redo(undone.seq));
    expect((await derived()).steps).toHaveLength(1);
    expect(useUi.getState().toast).toBeNull();
  });

  it('leaves any other toast up', async () => {
    const { hook, derived } = await oneHandGame();
    const last = (await derived()).steps.at(-1);
    await act(() => hook.result.current.undo(last));
    const other = () => 'Something else';
    act(() => useUi.getState().showToast({ text: other }));

    const undone = (await derived()).undone.at(-1);
    if (!undone) throw new Error('the hand is undone');
    await act(() => hook.result.current.redo(undone.seq));
    expect(useUi.getState().toast?.text).toBe(other);
  });
});
