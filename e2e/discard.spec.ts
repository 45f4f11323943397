import { halfEnteredRon, playHand, setRiichi, shown, startGame, type Names } from './driver';
import { expect, test } from './fixtures';

/**
 * Every action undoable: a hand half-entered and closed by Cancel, Escape or Back is offered back
 * in a toast, on the table it was entered on only; changes to a past hand the same way.
 */

const NAMES: Names = ['Anna', 'Bartek', 'Celina', 'Darek'];

test('a hand cancelled half-entered comes back from the toast and records as entered', async ({ page }) => {
  await page.goto('/');
  await startGame(page, NAMES);
  const dialog = await halfEnteredRon(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const toast = page.getByRole('status').filter({ hasText: 'Hand entry discarded.' });
  await toast.getByRole('button', { name: 'Bring it back' }).click();

  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Who won?' }).getByRole('checkbox', { name: 'Bartek', exact: true })).toBeChecked();
  await expect(dialog.getByRole('region', { name: 'Value for Bartek' }).getByRole('radio', { name: '3 han', exact: true })).toBeChecked();
  await dialog.getByRole('region', { name: 'Value for Bartek' }).getByRole('radio', { name: '30 fu', exact: true }).click();
  await dialog.getByRole('button', { name: 'Record hand' }).click();
  await expect(dialog).toBeHidden();
  // 3 han 30 fu by a non-dealer: 3,900 from Anna.
  await expect(page.getByRole('region', { name: 'Bartek' })).toContainText(shown(33_900));
});

test('a hand closed unchanged says nothing; one discarded before the table changed is not brought back', async ({ page }) => {
  await page.goto('/');
  await startGame(page, NAMES);
  await page.getByRole('navigation', { name: 'How the hand ended' }).getByRole('button', { name: 'Tsumo', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'discarded' })).toHaveCount(0);

  const dialog = await halfEnteredRon(page);
  await page.goBack();
  await expect(dialog).toBeHidden();
  const toast = page.getByRole('status').filter({ hasText: 'Hand entry discarded.' });
  await expect(toast).toBeVisible();
  await setRiichi(page, NAMES, 2);
  await toast.getByRole('button', { name: 'Bring it back' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'cannot be brought back' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('changes to a past hand closed by Cancel come back from the toast', async ({ page }) => {
  await page.goto('/');
  await startGame(page, NAMES);
  await playHand(page, NAMES, { v: 1, type: 'tsumo', winner: 1, han: 2, fu: 30, riichi: [] });
  await page.getByRole('button', { name: 'Hands' }).click();
  await page.getByRole('button', { name: 'Edit Hand 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit hand 1' });
  await dialog.getByRole('radiogroup', { name: 'Han' }).getByRole('radio', { name: '4 han', exact: true }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page
    .getByRole('status')
    .filter({ hasText: 'Changes to hand 1 discarded.' })
    .getByRole('button', { name: 'Bring them back' })
    .click();
  await expect(dialog.getByRole('radiogroup', { name: 'Han' }).getByRole('radio', { name: '4 han', exact: true })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'Hand 1' })).toContainText('edited');
});
