import { expect, test } from './fixtures';
import { CLUB_NIGHT } from '../src/app/testClubNight';
import { importFiles, type Names } from './driver';

/**
 * A club night's tablet holds many games: the organiser takes the tables' records in from one
 * .json file (a JSON array of records), then finds a player's games by typing the name the
 * quick way, without Polish letters.
 */

const TABLES: readonly Names[] = CLUB_NIGHT;

/** One game record a table: a hand each, a draw Anna's seat was tenpai in. */
const records = TABLES.map((players) => ({
  format: 'riichi-record/1',
  rules: 'ema2025',
  players,
  hands: [{ type: 'draw', tenpai: [0], riichi: [] }],
}));

test('a JSON array of records comes in game by game; a player typed without diacritics finds their games, and Clear shows all again', async ({
  page,
}) => {
  await page.goto('/');
  await importFiles(page, { name: 'club-night.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(records, null, 2)) });
  await expect(page.getByRole('status').filter({ hasText: '8 games imported.' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Games' }).getByRole('listitem');
  await expect(cards).toHaveCount(8);

  const search = page.getByLabel('Find a player');
  await search.fill('lukasz');
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('listitem', { name: 'Łukasz, Anna, Bartek, Celina' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Kasia, Łukasz, Marek, Nina' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /of 8 games/ })).toHaveText('2 of 8 games');

  await search.fill('zolw');
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('listitem', { name: 'Henryk, Iza, Żółw, Jan' })).toBeVisible();

  await search.fill('Xavier');
  await expect(cards).toHaveCount(0);
  await expect(page.getByText('No player’s name contains “Xavier”. Check the spelling, or clear the search.')).toBeVisible();

  // A thumb's target at a noisy table, beside the field, not under it.
  const clear = page.getByRole('button', { name: 'Clear' });
  const clearBox = await clear.boundingBox();
  expect(clearBox?.height).toBeGreaterThanOrEqual(44);
  expect(clearBox?.width).toBeGreaterThanOrEqual(44);
  const searchBox = await search.boundingBox();
  expect(Math.abs(clearBox!.y - searchBox!.y)).toBeLessThan(8);
  await clear.click();
  await expect(cards).toHaveCount(8);
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  await expect(clear).toHaveCount(0);
});
