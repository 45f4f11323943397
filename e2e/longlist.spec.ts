import type { Page } from '@playwright/test';
import type { BenchHook } from '../src/store/benchHook';
import { expect, test } from './fixtures';

/**
 * A device that has kept a club's whole history: hundreds of games. The list renders only the
 * rows on screen (and a few around), and still says each row's place in the whole list, finds a
 * player's games, comes back where it was left, and lets the keyboard walk it in order.
 */

const GAMES = 300;

/**
 * The games stored through the bench hook (`?bench`), as the app stores them, then the list
 * opened afresh, once it is windowed (its first 40 rows show while the windowed list's chunk loads).
 */
async function seed(page: Page, count: number): Promise<void> {
  await page.goto('/?bench');
  await page.waitForFunction(() => window.__tenboBench !== undefined);
  await page.evaluate((n) => (window.__tenboBench as BenchHook).seedGames(n), count);
  await page.goto('/');
  const rows = page.getByRole('list', { name: 'Games' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  await expect.poll(() => rows.count()).toBeLessThan(30);
}

/** The list's place (aria-posinset) of the row holding the focus. */
const focusedRow = (page: Page) => page.evaluate(() => document.activeElement?.closest('li')?.getAttribute('aria-posinset') ?? null);

test.beforeEach(async ({ page }) => {
  await seed(page, GAMES);
});

test('a long list renders only the rows on screen (seed waits for that), each with its place in the whole list, and finds a player’s games', async ({
  page,
}) => {
  const list = page.getByRole('list', { name: 'Games' });
  const rows = list.getByRole('listitem');
  await expect(rows.first()).toHaveAttribute('aria-posinset', '1');
  await expect(rows.first()).toHaveAttribute('aria-setsize', String(GAMES));

  // "lukasz" finds Łukasz: the count found of all is said, and the list holds only theirs.
  await page.getByLabel('Find a player').fill('lukasz');
  const status = page.getByRole('status').filter({ hasText: `of ${GAMES} games` });
  await expect(status).toHaveText(new RegExp(`^\\d+ of ${GAMES} games$`));
  const found = Number((await status.textContent())?.split(' ')[0]);
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(GAMES);
  await expect(rows.first()).toHaveAttribute('aria-setsize', String(found));
  for (const name of await rows.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? '')))
    expect(name).toContain('Łukasz');

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(rows.first()).toHaveAttribute('aria-setsize', String(GAMES));
});

test('Back from a game far down a long list returns to the same row', async ({ page }) => {
  const list = page.getByRole('list', { name: 'Games' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 20_000));
  // The first row wholly on screen there, far from the first rendered ones.
  const row = list.locator('li[aria-posinset="100"]');
  await row.scrollIntoViewIfNeeded();
  await expect(row).toBeInViewport();
  const name = await row.getAttribute('aria-label');
  const listScroll = await page.evaluate(() => window.scrollY);
  expect(listScroll).toBeGreaterThan(10_000);
  await row.getByRole('button', { name: /^(Resume|View)/ }).click();
  await expect(list).toBeHidden();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(list.locator('li[aria-posinset="100"]')).toBeInViewport();
  await expect(list.locator('li[aria-posinset="100"]')).toHaveAttribute('aria-label', name ?? '');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listScroll);
});

test('the keyboard walks a long list in order, past the rows first rendered', async ({ page }) => {
  const list = page.getByRole('list', { name: 'Games' });
  const rendered = await list.getByRole('listitem').count();
  await list
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^(Resume|View)/ })
    .focus();
  // Two buttons a row: Resume (or View), then Delete.
  const rows = rendered + 5;
  for (let tab = 0; tab < 2 * rows; tab++) await page.keyboard.press('Tab');
  expect(await focusedRow(page)).toBe(String(rows + 1));
  for (let tab = 0; tab < 2 * rows; tab++) await page.keyboard.press('Shift+Tab');
  expect(await focusedRow(page)).toBe('1');
});
