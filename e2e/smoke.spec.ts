import { expect, test } from './fixtures';

test('the app shell loads in English and switches to Polish', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Games' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'PL' }).click();
  await expect(page.getByRole('heading', { name: 'Gry' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Gry' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Język' }).getByRole('radio', { name: 'EN' }).click();
  await expect(page.getByRole('heading', { name: 'Games' })).toBeVisible();
});
