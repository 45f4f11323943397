import { importFiles, type Names } from './driver';
import { test } from './fixtures';
import { HANCHAN } from './hanchan.hands';

const PLAYERS: Names = ['Anna', 'Bartek', 'Małgorzata', 'Darek'];
test('shots', async ({ page }) => {
  await page.goto('/');
  const record = { format: 'riichi-record/1', rules: 'ema2025', players: PLAYERS, hands: HANCHAN };
  await importFiles(page, { name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await page.getByRole('button', { name: `View: ${PLAYERS.join(', ')}` }).click();
  await page.getByRole('button', { name: 'Hands', exact: true }).click();
  await page.screenshot({ path: '/tmp/os/shots/hands-top.png' });
  const chart = page.getByRole('figure');
  await chart.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/os/shots/hands-chart-en.png' });
  await page.getByRole('radio', { name: 'PL', exact: true }).click();
  await page.getByRole('figure', { name: 'Punkty rozdanie po rozdaniu' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/os/shots/hands-chart-pl.png' });
});
