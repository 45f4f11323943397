import { PRESETS } from '../src/core/rules';
import { replay, type Scores } from '../src/ledger';
import { importFiles, shown, type Names } from './driver';
import { expect, test } from './fixtures';
import { HANCHAN } from './hanchan.hands';

const rules = PRESETS.ema2025;
const PLAYERS: Names = ['Anna', 'Bartek', 'Celina', 'Darek'];

/** The table scores after the last hand, by the ledger folding the same hands. */
function lastScores(): Scores {
  const replayed = replay(rules, HANCHAN);
  if (!replayed.ok) throw new Error(replayed.message);
  return replayed.final.scores;
}

test('a game’s hands screen shows its scores hand by hand as a chart, summed up in words that match the scores, in English and Polish', async ({ page }) => {
  await page.goto('/');
  const record = { format: 'riichi-record/1', rules: 'ema2025', players: PLAYERS, hands: HANCHAN };
  await importFiles(page, { name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await page.getByRole('button', { name: `View: ${PLAYERS.join(', ')}` }).click();
  await page.getByRole('button', { name: 'Hands', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Hands', level: 1 })).toBeVisible();
  // The list still opens on the latest hand, with its Edit in view: the chart is below it.
  await expect(page.getByRole('button', { name: `Edit Hand ${HANCHAN.length}` })).toBeInViewport();

  const chart = page.getByRole('figure', { name: 'Scores hand by hand' });
  await expect(chart.getByRole('img', { name: 'Scores hand by hand' })).toBeVisible();
  const scores = lastScores();
  const order = [0, 1, 2, 3].sort((a, b) => scores[b]! - scores[a]! || a - b);
  const leader = order[0]!;
  const last = order.map((seat) => `${PLAYERS[seat]} ${shown(scores[seat]!)}`).join(', ');
  const summary = chart.getByRole('paragraph');
  await expect(summary).toContainText(`After hand ${HANCHAN.length}, ${PLAYERS[leader]} leads with ${shown(scores[leader]!)}.`);
  await expect(summary).toContainText(`Last: ${last}.`);
  // The picture is described by the same words.
  await expect(chart.getByRole('img')).toHaveAccessibleDescription(/^After hand/);
  // A line per player, each named in the legend with its last score.
  await expect(chart.locator('polyline')).toHaveCount(4);
  for (const [seat, name] of PLAYERS.entries()) await expect(chart.getByRole('listitem', { includeHidden: true }).nth(seat)).toHaveText(`${name}${shown(scores[seat]!)}`);

  await page.getByRole('radio', { name: 'PL', exact: true }).click();
  const wykres = page.getByRole('figure', { name: 'Punkty rozdanie po rozdaniu' });
  await expect(wykres.getByRole('paragraph')).toContainText(`Po rozdaniu ${HANCHAN.length} prowadzi ${PLAYERS[leader]}:`);
  await expect(wykres.getByText('Rozdanie', { exact: true })).toBeVisible();
  // The value axis in thousands, as Polish writes them.
  await expect(wykres.getByText('30 tys.', { exact: true })).toBeVisible();
});
