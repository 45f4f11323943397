import type { HandResult } from '../src/ledger';
import { expect, test } from './fixtures';
import { importFiles, type Names } from './driver';

/**
 * A club night's list is long: Back from a game far down it brings the scorekeeper to the same
 * place in the list, not to its top.
 */

// Tenhou ends a game when a player goes below zero: a dealt-in yakuman ends it in one hand.
const YAKUMAN: readonly HandResult[] = [{ v: 1, type: 'ron', from: 1, wins: [{ winner: 2, yakuman: 1 }], riichi: [] }];
const PLAYERS: readonly Names[] = Array.from({ length: 12 }, (_, i) => [`Ala${i}`, `Bartek${i}`, `Celina${i}`, `Zenon${i}`]);
const records = PLAYERS.map((players, i) =>
  JSON.stringify({ id: `club-night-${i}`, format: 'riichi-record/1', rules: 'tenhou', players, hands: YAKUMAN }),
).join('\n');

test('Back from a game far down the list returns to the same place in the list', async ({ page }) => {
  await page.goto('/');
  await importFiles(page, { name: 'night.records.jsonl', mimeType: 'application/octet-stream', buffer: Buffer.from(records) });
  await expect(page.getByRole('list', { name: 'Games' }).getByRole('listitem')).toHaveCount(PLAYERS.length);
  // Another night: the import's report is gone, the list is as the scorekeeper finds it.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Games' }).getByRole('listitem')).toHaveCount(PLAYERS.length);

  const game = page.getByRole('listitem', { name: PLAYERS[2]!.join(', ') });
  const view = game.getByRole('button', { name: /^View/ });
  await view.scrollIntoViewIfNeeded();
  const listScroll = await page.evaluate(() => window.scrollY);
  expect(listScroll).toBeGreaterThan(300);
  await view.click();

  await expect(page.getByRole('heading', { name: 'Final results' })).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(view).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listScroll);
});
