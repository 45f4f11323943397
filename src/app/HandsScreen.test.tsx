// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { HandResult } from '../ledger';
import { saveEditDraft } from '../store/drafts';
import { createGame } from '../store/games';
import { recordNow } from '../store/testDb';
import { freshApp } from './testApp';
import { HandsScreen } from './HandsScreen';

/** The elements the screen asked the browser to scroll into view, in order. */
const shownHands: Element[] = [];
const scrollIntoView = Element.prototype.scrollIntoView;

// The hand dialog's chunk (lazyHandDialog.ts: the dialog and the tile picker) is loaded here once,
// as a browser has it cached: the screen still takes its lazy path, and a test waits for the hand
// opened, not for a cold load of the chunk's modules, which on a busy CI machine took longer
// than the wait. The screen's own loading is the same with or without it.
beforeAll(async () => {
  await import('./hand/HandDialog');
});

beforeEach(() => {
  freshApp();
  localStorage.clear();
  shownHands.length = 0;
  // jsdom lays nothing out and scrolls nothing (it has no scrollIntoView at all): what the
  // screen asks of the browser is recorded instead, and the e2e tests check what a phone shows.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = function (this: Element) {
    shownHands.push(this);
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Element.prototype.scrollIntoView = scrollIntoView;
});

const draw: HandResult = { v: 1, type: 'draw', tenpai: [0], riichi: [] };

/** A game of three hands, the dealer tenpai in each (so it stays East 1). */
async function threeHands(): Promise<string> {
  const game = await createGame({ players: ['Anna', 'Bartek', 'Celina', 'Darek'], presetId: 'ema2025', overrides: {} });
  for (let i = 0; i < 3; i++) expect((await recordNow(game.id, draw)).ok).toBe(true);
  return game.id;
}

describe('the hands of a game', () => {
  it('say which rules they are played by: the preset, each field the house rules changed, and what that does to the finals', async () => {
    const game = await createGame({
      players: ['Anna', 'Bartek', 'Celina', 'Darek'],
      presetId: 'tenhou',
      overrides: { kiriage: true, oka: 0 },
    });
    render(<HandsScreen gameId={game.id} />);
    expect(await screen.findByText('Rules: Tenhou with house rules')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Changed from Tenhou:' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Oka paid to 1st: 0 (preset 20,000)',
      'Kiriage mangan (4 han 30 fu, 3 han 60 fu pay mangan): Yes (preset No)',
    ]);
    // Tenhou starts at 25,000 with the return at 30,000: its oka is what the four returns take beyond that.
    expect(
      screen.getByText(
        'Under these rules the final results add up to −20,000, not 0 (penalties aside): starting points 25,000 × 4 less return 30,000 × 4 makes −20,000; no oka.',
      ),
    ).toBeTruthy();
  });

  it('open from the top with the latest hand brought into view', async () => {
    render(<HandsScreen gameId={await threeHands()} />);
    expect(await screen.findByRole('listitem', { name: 'Hand 3' })).toBeTruthy();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(shownHands).toEqual([screen.getByRole('listitem', { name: 'Hand 3' })]);
  });

  it('open on the hand whose edit is taken up again, not the latest', async () => {
    const gameId = await threeHands();
    // Hand 2's event is the game's second: its seq is 2.
    saveEditDraft(gameId, { seq: 2, original: draw, kind: 'draw', draft: null });
    render(<HandsScreen gameId={gameId} />);
    expect(await screen.findByRole('dialog', { name: 'Edit hand 2' })).toBeTruthy();
    expect(shownHands).toEqual([screen.getByRole('listitem', { name: 'Hand 2', hidden: true })]);
  });
});
