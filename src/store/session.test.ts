import { beforeEach, describe, expect, it } from 'vitest';
import { PRESETS } from '../core/rules';
import { replay, type HandResult } from '../ledger';
import { deriveGame } from './derive';
import { createGame, loadGame, recordHand, undoLastHand } from './games';
import { useSession } from './session';
import { freshDb } from './testDb';
import { useStorageProblem } from './storageProblem';

const players = ['Anna', 'Bartek', 'Celina', 'Darek'] as const;
const ron: HandResult = { v: 1, type: 'ron', from: 1, wins: [{ winner: 0, han: 2, fu: 30 }], riichi: [] };

let env: ReturnType<typeof freshDb>;
beforeEach(() => {
  env = freshDb();
  useSession.setState({ status: 'idle', loaded: null });
  useStorageProblem.setState({ problem: null });
});

describe('session store', () => {
  it('opens a stored game and mirrors each committed write', async () => {
    const game = await createGame({ players, presetId: 'ema2025', overrides: {} });
    await useSession.getState().open(game.id);
    expect(useSession.getState().status).toBe('ready');
    await useSession.getState().toggleRiichi(2, true);
    await useSession.getState().recordHand(game.id, { ...ron, riichi: [2] }, { hands: 0, pendingRiichi: [2] });
    const mirrored = useSession.getState().loaded;
    const stored = await loadGame(game.id);
    expect(mirrored).toEqual(stored);
    if (!mirrored) throw new Error('nothing loaded');
    const derived = deriveGame(mirrored.game, mirrored.events);
    const expected = replay(PRESETS.ema2025, [{ ...ron, riichi: [2] }]);
    expect(derived.ok && derived.state).toEqual(expected.ok && expected.final);
    expect(derived.ok && derived.state.sticks).toBe(0);
  });

  it('shows the game opened last, even when an earlier open finishes after it', async () => {
    const game = await createGame({ players, presetId: 'ema2025', overrides: {} });
    // Opening a stored game reads twice (the game, then its events); a missing one stops after one.
    const earlier = useSession.getState().open(game.id);
    const later = useSession.getState().open('nope');
    await Promise.all([earlier, later]);
    expect(useSession.getState().status).toBe('missing');
    expect(useSession.getState().loaded).toBeNull();
  });

  it('says a game is missing', async () => {
    await useSession.getState().open('nope');
    expect(useSession.getState().status).toBe('missing');
  });

  it('a storage failure is shown to the user and the last committed state is kept', async () => {
    const game = await createGame({ players, presetId: 'ema2025', overrides: {} });
    await useSession.getState().open(game.id);
    const before = useSession.getState().loaded;
    env.db.close(); // the database goes away under us (like a browser revoking storage)
    const written = await useSession.getState().recordHand(game.id, ron, { hands: 0, pendingRiichi: [] });
    expect(written).toBeUndefined();
    expect(useStorageProblem.getState().problem).not.toBeNull();
    expect(useSession.getState().loaded).toBe(before);
  });

  it('a write refused because the stored game moved on shows the game as stored', async () => {
    const game = await createGame({ players, presetId: 'ema2025', overrides: {} });
    await useSession.getState().open(game.id);
    // Another tab records a hand, then undoes it: this view still shows the empty table.
    await recordHand(game.id, ron, { hands: 0, pendingRiichi: [] });
    const other = await loadGame(game.id);
    const otherHand = other?.events.at(-1)?.seq ?? -1;
    await undoLastHand(game.id, otherHand);
    await recordHand(game.id, ron, { hands: 0, pendingRiichi: [] });
    const behind = useSession.getState().loaded;
    expect(behind?.events).toHaveLength(0);
    // This view undoes the hand it thinks is last: refused, and the view catches up.
    const written = await useSession.getState().undoLastHand(game.id, otherHand);
    expect(written).toMatchObject({ ok: false, stale: true });
    expect(useSession.getState().loaded).toEqual(await loadGame(game.id));
    expect(useSession.getState().loaded?.events).toHaveLength(3);
  });

  it('a write refused by the ledger keeps the view as it is', async () => {
    const game = await createGame({ players, presetId: 'ema2025', overrides: {} });
    await useSession.getState().open(game.id);
    const before = useSession.getState().loaded;
    const written = await useSession.getState().recordHand(game.id, { ...ron, from: 0 }, { hands: 0, pendingRiichi: [] });
    expect(written).toMatchObject({ ok: false });
    expect(written && !written.ok && written.stale).toBeFalsy();
    expect(useSession.getState().loaded).toBe(before);
  });

  it('refuses a riichi toggled on a table another tab moved, and then shows the game as stored', async () => {
    const game = await createGame({ players, presetId: 'ema2025', overrides: {} });
    await useSession.getState().open(game.id);
    // Written behind the session's back, with no message: the session still shows no hand.
    await recordHand(game.id, ron, { hands: 0, pendingRiichi: [] });
    const refused = await useSession.getState().toggleRiichi(1, true);
    expect(refused).toMatchObject({ ok: false, stale: true });
    const stored = await loadGame(game.id);
    expect(stored?.events).toHaveLength(1);
    expect(useSession.getState().loaded).toEqual(stored);
  });
});
