import type { Locator, Page } from '@playwright/test';
import { importFiles, playHand, type Names } from './driver';
import { expect, test } from './fixtures';
import { HANCHAN } from './hanchan.hands';

/**
 * The phone's Back (or the browser's back gesture) with a dialog open closes the topmost dialog,
 * as its own Cancel would; with none open it leaves the screen as it always did.
 */

const NAMES: Names = ['Anna', 'Bartek', 'Celina', 'Darek'];
const TABLE = /#\/game\/[^/]+$/;

/** The e2e hanchan but its last hand, imported and resumed: the next hand recorded ends the game. */
async function lastHandOfGame(page: Page): Promise<void> {
  await page.goto('/');
  const record = { format: 'riichi-record/1', rules: 'ema2025', players: NAMES, hands: HANCHAN.slice(0, -1) };
  await importFiles(page, { name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await expect(page.getByRole('status').filter({ hasText: 'Game imported.' })).toBeVisible();
  await page.getByRole('button', { name: `Resume: ${NAMES.join(', ')}` }).click();
  await expect(page.getByRole('heading', { name: 'South 4' })).toBeVisible();
}

async function expectGamesList(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();
  await expect(page).not.toHaveURL(/#\/game\//);
}

/**
 * A dialog closed by its own button takes its history entry off as history.back() does, a moment
 * later; a player's Back comes long after, the test's must wait for it.
 */
async function historySettled(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => history.state)).toBeNull();
}

test('Back closes the tile picker, then the hand dialog with the hand as entered gone, then leaves the table', async ({ page }) => {
  await lastHandOfGame(page);
  await page.getByRole('navigation', { name: 'How the hand ended' }).getByRole('button', { name: 'Ron', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Ron', exact: true });
  const winner = dialog.getByRole('group', { name: 'Who won?' }).getByRole('checkbox', { name: 'Bartek', exact: true });
  await winner.click();
  await dialog.getByRole('radiogroup', { name: 'Who discarded?' }).getByRole('radio', { name: 'Anna', exact: true }).click();
  await dialog.getByRole('region', { name: 'Value for Bartek' }).getByRole('button', { name: 'Tiles…' }).click();
  const picker = page.getByRole('dialog', { name: 'Hand calculator' });
  await expect(picker).toBeVisible();

  await page.goBack();
  await expect(picker).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(winner).toBeChecked();
  await expect(page).toHaveURL(TABLE);

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'South 4' })).toBeVisible();
  await expect(page).toHaveURL(TABLE);
  // Closed as Cancel closes it: the hand entered is not offered back after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'South 4' })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goBack();
  await expectGamesList(page);
});

/** A tsumo by Celina opened on the table, its tiles in the hand calculator: the two dialog layers Back closes. */
async function celinasTsumoInPicker(page: Page): Promise<{ dialog: Locator; picker: Locator }> {
  await page.getByRole('navigation', { name: 'How the hand ended' }).getByRole('button', { name: 'Tsumo', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Tsumo', exact: true });
  await dialog.getByRole('radiogroup', { name: 'Who won?' }).getByRole('radio', { name: 'Celina', exact: true }).click();
  await dialog.getByRole('region', { name: 'Value for Celina' }).getByRole('button', { name: 'Tiles…' }).click();
  return { dialog, picker: page.getByRole('dialog', { name: 'Hand calculator' }) };
}

test('after a reload with the tile picker open, Back still closes it, then the hand dialog, then leaves the table', async ({ page }) => {
  await lastHandOfGame(page);
  const { dialog, picker } = await celinasTsumoInPicker(page);
  await expect(picker).toBeVisible();

  await page.reload();
  await expect(picker).toBeVisible();
  await page.goBack();
  await expect(picker).toBeHidden();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(TABLE);
  await page.goBack();
  await expectGamesList(page);
});

test('a dialog closed by its own buttons leaves nothing behind: one Back then leaves the table', async ({ page }) => {
  await lastHandOfGame(page);
  const { dialog, picker } = await celinasTsumoInPicker(page);
  await picker.getByRole('button', { name: 'Back' }).click();
  await expect(picker).toBeHidden();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await historySettled(page);

  await page.goBack();
  await expectGamesList(page);
});

test('the hand that ends the game still opens the final results; Back goes to the table it ended on, then to the games', async ({
  page,
}) => {
  await lastHandOfGame(page);
  // South 4: Darek in riichi, a draw with Bartek alone tenpai ends the game.
  await playHand(page, NAMES, HANCHAN.at(-1)!);
  await expect(page.getByRole('heading', { name: 'Final results' })).toBeVisible();
  await expect(page).toHaveURL(/#\/game\/[^/]+\/end$/);

  await page.goBack();
  await expect(page).toHaveURL(TABLE);
  await expect(page.getByText('The game is over.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Final results' })).toBeVisible();

  await page.goBack();
  await expectGamesList(page);
});

test('in the hand history, Back closes the edit of a hand; a saved edit leaves no entry behind', async ({ page }) => {
  await lastHandOfGame(page);
  await page.getByRole('button', { name: 'Hands' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit hand 1' });
  await page.getByRole('button', { name: 'Edit Hand 1', exact: true }).click();
  await expect(edit).toBeVisible();
  await page.goBack();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Hands', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Hand 1', exact: true }).click();
  await edit.getByRole('region', { name: 'Value for Anna' }).getByRole('radio', { name: '4 han', exact: true }).click();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'Hand 1', exact: true })).toContainText('edited');
  await historySettled(page);

  await page.goBack();
  await expect(page).toHaveURL(TABLE);
  await expect(page.getByRole('navigation', { name: 'How the hand ended' })).toBeVisible();
});
