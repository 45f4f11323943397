import { startGame, type Names } from './driver';
import { expect, test } from './fixtures';

/**
 * Two tabs on one game (a scorekeeper's phone with the app opened twice): each follows the stored
 * game on its own, so a hand recorded in one shows in the other without a reload (issue 31).
 */

const NAMES: Names = ['Anna', 'Bartek', 'Celina', 'Darek'];

test('a hand recorded and a riichi stick put down in one tab show in the other without a reload', async ({ page, context }) => {
  await page.goto('/');
  await startGame(page, NAMES);
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByRole('heading', { name: 'East 1' })).toBeVisible();

  await page.getByRole('navigation', { name: 'How the hand ended' }).getByRole('button', { name: 'Draw', exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('group', { name: 'Who was tenpai?' })
    .getByRole('checkbox', { name: 'Bartek', exact: true })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Record hand' }).click();
  await expect(page.getByRole('heading', { name: 'East 2' })).toBeVisible();
  await expect(other.getByRole('heading', { name: 'East 2' })).toBeVisible();

  // And back: the second tab's riichi shows in the first, and is not refused as stale.
  const riichi = other.getByRole('button', { name: 'Riichi: Celina' });
  await riichi.click();
  await expect(riichi).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Riichi: Celina' })).toHaveAttribute('aria-pressed', 'true');
});
