import { expect, test } from './fixtures';
import { startGame, type Names } from './driver';

const NAMES: Names = ['Iga', 'Jan', 'Kuba', 'Lena'];

declare global {
  interface Window {
    __fullDisk?: boolean;
  }
}

test('a full disk is told plainly and the hand being entered is kept on screen', async ({ page }) => {
  // The browser's IndexedDB refuses writes the way it does when the disk is full (we cannot
  // fill a real disk in CI): our code is not touched, only the browser API below it.
  await page.addInitScript(() => {
    for (const method of ['add', 'put'] as const) {
      const original = IDBObjectStore.prototype[method];
      IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: Parameters<typeof original>) {
        if (window.__fullDisk) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return original.apply(this, args);
      };
    }
  });
  await page.goto('/');
  await startGame(page, NAMES);
  await page.evaluate(() => {
    window.__fullDisk = true;
  });
  await page.getByRole('navigation', { name: 'How the hand ended' }).getByRole('button', { name: 'Draw', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('group', { name: 'Who was tenpai?' }).getByRole('checkbox', { name: 'Jan' }).click();
  await dialog.getByRole('button', { name: 'Record hand' }).click();
  await expect(page.getByRole('alert')).toContainText('no storage space left');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Who was tenpai?' }).getByRole('checkbox', { name: 'Jan' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'East 1' })).toBeVisible();

  // Space again: the same tap saves it, and it is really stored.
  await page.evaluate(() => {
    window.__fullDisk = false;
  });
  await dialog.getByRole('button', { name: 'Record hand' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'East 2' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'East 2' })).toBeVisible();
});
