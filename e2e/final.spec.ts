import type { Locator } from '@playwright/test';
import { PRESETS } from '../src/core/rules';
import { replay, settle } from '../src/ledger';
import { shown, type Names } from './driver';
import { expect, test } from './fixtures';
import { HANCHAN } from './hanchan.hands';

const NAMES: Names = ['Anna', 'Bartek', 'Celina', 'Darek'];
const rules = PRESETS.ema2025;
/** In view whole, give or take a pixel (widths end on fractions; the first column stops 1px past the edge). */
const WHOLE = 0.95;

/** The cell's text colour and the colour behind it (the nearest ancestor with a background), as rgb(). */
function colours(cell: Locator): Promise<{ text: string; background: string }> {
  return cell.evaluate((element) => {
    let behind: Element | null = element;
    while (behind && /^(transparent|rgba\(\d+, \d+, \d+, 0\))$/.test(getComputedStyle(behind).backgroundColor)) behind = behind.parentElement;
    return { text: getComputedStyle(element).color, background: behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)' };
  });
}

/** WCAG contrast ratio of two rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

test('final results: a loss is coloured unlike a win; on a phone place, player and final stay in view while the breakdown scrolls', async ({ page }, testInfo) => {
  const replayed = replay(rules, HANCHAN);
  if (!replayed.ok) throw new Error(replayed.message);
  expect(replayed.final.over, 'the hand list ends the game').toBe(true);
  const results = settle(replayed.final, rules);
  const winner = results.find((r) => r.final > 0);
  const loser = results.find((r) => r.final < 0);
  if (!winner || !loser) throw new Error('the hand list must end with a gain and a loss');

  // The whole hanchan as a record: imported, it opens on the final results.
  const record = { format: 'riichi-record/1', rules: 'ema2025', players: NAMES, hands: HANCHAN };
  await page.goto('/');
  await page.getByLabel('Import a game record').setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await expect(page.getByRole('status').filter({ hasText: 'Game imported.' })).toBeVisible();
  await page.getByRole('button', { name: `View: ${NAMES.join(', ')}` }).click();
  await expect(page.getByRole('heading', { name: 'Final results' })).toBeVisible();

  const table = page.getByRole('table');
  const row = (seat: number) => table.getByRole('row', { name: new RegExp(NAMES[seat]!) });
  const winnerFinal = row(winner.seat).getByRole('cell').nth(1);
  const loserFinal = row(loser.seat).getByRole('cell').nth(1);
  await expect(winnerFinal).toHaveText(`+${shown(winner.final)}`);
  await expect(loserFinal).toHaveText(shown(loser.final));

  // The colour comes from the number's sign, and a loss does not look like a win.
  await expect(winnerFinal).toHaveAttribute('data-sign', 'positive');
  await expect(loserFinal).toHaveAttribute('data-sign', 'negative');
  const won = await colours(winnerFinal);
  const lost = await colours(loserFinal);
  expect(lost.text, 'a loss and a gain in different colours').not.toBe(won.text);
  // Both read from across the table: WCAG AA or better on the felt behind them.
  expect(contrast(won.text, won.background)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(lost.text, lost.background)).toBeGreaterThanOrEqual(4.5);

  // The page itself never scrolls sideways, and the Final column is in view as the screen opens.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  const lead = [table.getByRole('columnheader', { name: 'Place' }), table.getByRole('columnheader', { name: 'Player' }), table.getByRole('columnheader', { name: 'Final' })];
  for (const header of lead) await expect(header).toBeInViewport({ ratio: WHOLE });
  for (const r of results) await expect(row(r.seat).getByRole('cell').nth(1)).toBeInViewport({ ratio: WHOLE });

  // A phone cannot show the breakdown whole: a line says more columns follow (in Polish too).
  // A tablet shows every column, and no such line.
  const penalties = table.getByRole('columnheader', { name: 'Penalties' });
  const hint = page.getByText('More columns to the right: swipe the table →');
  if (testInfo.project.name === 'phone') {
    await expect(hint).toBeVisible();
    await expect(penalties).not.toBeInViewport();
    await page.getByRole('radio', { name: 'PL', exact: true }).click();
    await expect(page.getByText('Więcej kolumn po prawej: przesuń tabelę →')).toBeVisible();
    await page.getByRole('radio', { name: 'EN', exact: true }).click();
    await expect(hint).toBeVisible();
  } else {
    await expect(penalties).toBeInViewport({ ratio: WHOLE });
    await expect(hint).toBeHidden();
  }

  // Bring the last breakdown column into view, as a swipe would: place, player and final stay
  // where they were, painted over the columns scrolled under them.
  await penalties.scrollIntoViewIfNeeded();
  await expect(penalties).toBeInViewport({ ratio: WHOLE });
  for (const header of lead) await expect(header).toBeInViewport({ ratio: WHOLE });
  for (const r of results) {
    const cells = [row(r.seat).getByRole('cell').first(), row(r.seat).getByRole('rowheader'), row(r.seat).getByRole('cell').nth(1)];
    for (const cell of cells) {
      await expect(cell).toBeInViewport({ ratio: WHOLE });
      const onTop = await cell.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      });
      expect(onTop, `${NAMES[r.seat]}: ${await cell.textContent()} is not covered`).toBe(true);
    }
  }
});
