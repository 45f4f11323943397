import type { Page } from '@playwright/test';
import { PRESETS } from '../src/core/rules';
import { replay, settle, TIME_UP, type HandResult } from '../src/ledger';
import { expectTable, playHand, setRiichi, startGame, type Names } from './driver';
import { expect, test } from './fixtures';

const NAMES: Names = ['Ada', 'Bob', 'Cyd', 'Dee'];
const rules = PRESETS.ema2025;
/** East 1: Bob wins a riichi ron off Dee; East 2: a draw with Ada's riichi stick left on the table, Bob noten (East 3 next). */
const hands: HandResult[] = [
  { v: 1, type: 'ron', from: 3, wins: [{ winner: 1, han: 3, fu: 40 }], riichi: [1] },
  { v: 1, type: 'draw', tenpai: [0], riichi: [0] },
];

async function playedTwoHands(page: Page): Promise<void> {
  await page.goto('/#/');
  await startGame(page, NAMES);
  // A game never ends before its first hand: nothing to end yet.
  await expect(page.getByRole('button', { name: 'Time up' })).toHaveCount(0);
  for (const hand of hands) await playHand(page, NAMES, hand);
}

/** Each player's final as the final results write it (signed, grouped). */
async function expectFinals(page: Page, results: HandResult[]): Promise<void> {
  const game = replay(rules, results);
  if (!game.ok) throw new Error(game.message);
  const table = page.getByRole('table');
  for (const r of settle(game.final, rules)) {
    const text = Math.abs(r.final).toLocaleString('en-GB');
    await expect(table.getByRole('row', { name: new RegExp(NAMES[r.seat]) })).toContainText(r.final < 0 ? `−${text}` : `+${text}`);
  }
}

test('time is up: the game ends where it stands, the stick left goes to 1st, and Undo lets the game go on', async ({ page }) => {
  await playedTwoHands(page);
  await page.getByRole('button', { name: 'Time up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Time is up: end the game now?' });
  await expect(dialog).toContainText('ends before East 3 with 1 counter,');
  await expect(dialog).toContainText('1 riichi stick left on the table goes to 1st.');
  await dialog.getByRole('button', { name: 'End the game' }).click();

  await expect(page.getByRole('heading', { name: 'Final results' })).toBeVisible();
  await expect(page.getByText('Time was up: the game ended before East 3 with 1 counter.')).toBeVisible();
  await expectFinals(page, [...hands, TIME_UP]);
  // Stored: a reload shows the same final results.
  await page.reload();
  await expectFinals(page, [...hands, TIME_UP]);

  // The history lists the end, with nothing to edit on it.
  await page.getByRole('button', { name: 'Hands' }).click();
  const end = page.getByRole('listitem', { name: 'Hand 3' });
  await expect(end).toContainText('Time is up: the game ends here.');
  await expect(end.getByRole('button', { name: /Edit/ })).toHaveCount(0);
  await page.goBack();

  await page.getByRole('button', { name: 'Undo the end' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The end of the game was taken back: the game goes on.' })).toBeVisible();
  const table = replay(rules, hands);
  if (!table.ok) throw new Error(table.message);
  await expectTable(page, NAMES, table.final);
  await expect(page.getByRole('button', { name: 'Time up' })).toBeVisible();

  // The toast's Redo ends the game again: back to the final results.
  await page.getByRole('status').getByRole('button', { name: 'Redo' }).click();
  await expect(page.getByRole('heading', { name: 'Final results' })).toBeVisible();
  await expectFinals(page, [...hands, TIME_UP]);
});

test('Cancel leaves the game as it was; a riichi declared in the unfinished hand goes back, and comes back with Undo', async ({ page }) => {
  await playedTwoHands(page);
  await page.getByRole('button', { name: 'Time up' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const table = replay(rules, hands);
  if (!table.ok) throw new Error(table.message);
  await expectTable(page, NAMES, table.final);

  // Time is called with Cyd's riichi stick down in the hand in play.
  await setRiichi(page, NAMES, 2);
  await page.getByRole('button', { name: 'Time up' }).click();
  await expect(page.getByRole('dialog')).toContainText('Riichi declared in the unrecorded hand (Cyd): the stick goes back to its owner.');
  await page.getByRole('dialog').getByRole('button', { name: 'End the game' }).click();
  await expect(page.getByRole('heading', { name: 'Final results' })).toBeVisible();
  await expectFinals(page, [...hands, TIME_UP]);

  await page.getByRole('button', { name: 'Undo the end' }).click();
  await expect(page.getByRole('button', { name: 'Riichi: Cyd' })).toHaveAttribute('aria-pressed', 'true');
});

test('on a phone on its side the button that ends the game is in view, the riichi line above it too', async ({ page }) => {
  await playedTwoHands(page);
  await setRiichi(page, NAMES, 2);
  await page.setViewportSize({ width: 740, height: 360 });
  await page.getByRole('button', { name: 'Time up' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'End the game' })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByText(/Riichi declared in the unrecorded hand/)).toBeVisible();
});
