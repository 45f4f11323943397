import type { Page } from '@playwright/test';
import { playHand, type Names } from './driver';
import { expect, test } from './fixtures';

/** The house rules at a phone's width: every value and every option whole on screen. */

test('house rules show every uma value and every option of a choice whole, on a phone too', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByText('House rules').click();
  // Tenhou's uma has the widest values: 20000 and −20000 (typed as -20000).
  await page.getByLabel('Rules').selectOption('tenhou');
  const width = page.viewportSize()?.width ?? 0;

  const uma = page.getByRole('group', { name: /^Uma for 1st/ });
  await uma.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `e2e-output/screens/${testInfo.project.name}-house-uma.png` });
  for (const [place, value] of ['20000', '10000', '-10000', '-20000'].entries()) {
    const field = uma.getByRole('spinbutton', { name: `Uma for place ${place + 1}` });
    await expect(field).toHaveValue(value);
    await expect(field).toBeInViewport({ ratio: 1 });
    // A value wider than its field scrolls inside it: "-1000(" on a phone.
    expect(await field.evaluate((input) => input.scrollWidth <= input.clientWidth), `uma ${place + 1}: ${value} whole`).toBe(true);
  }

  const multipleRon = page.getByRole('group', { name: 'Several players win on one discard' });
  await multipleRon.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `e2e-output/screens/${testInfo.project.name}-house-choices.png` });
  for (const group of ['Several players win on one discard', 'Counters and sticks on a multiple ron', 'Renhou', 'Chombo']) {
    const options = page.getByRole('group', { name: group, exact: true }).getByRole('radio');
    // all() does not wait: with no options drawn the loop would check nothing.
    await expect(options.nth(1)).toBeAttached();
    for (const option of await options.all()) {
      const label = option.locator('xpath=ancestor::label');
      const box = await label.boundingBox();
      if (!box) throw new Error(`${group}: an option has no box`);
      expect(box.x + box.width, `${group}: ${await label.textContent()} within the screen`).toBeLessThanOrEqual(width);
      expect(
        await label.evaluate((element) => element.scrollWidth <= element.clientWidth),
        `${group}: ${await label.textContent()} not cut`,
      ).toBe(true);
    }
  }
  await page
    .getByRole('group', { name: 'Several players win on one discard' })
    .getByRole('radio', { name: 'Double and triple ron' })
    .check();
  await expect(page.getByText('House rules · 1 changed')).toBeVisible();
});

/** What the whole page is wider than the screen by: anything here scrolls sideways. */
function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('house rules whose finals cannot add up to zero are warned of, an emptied field is no 0, and the changed rules are listed on the hands and the final results', async ({
  page,
}, testInfo) => {
  const names: Names = ['Ola', 'Piotr', 'Kasia', 'Tomek'];
  await page.goto('/');
  await page.getByRole('button', { name: 'New game' }).click();
  for (const [seat, wind] of ['East', 'South', 'West', 'North'].entries())
    await page.getByLabel(`${wind} seat: name`).fill(names[seat] ?? '');
  await page.getByText('House rules', { exact: true }).click();

  // The organiser's review: start 25,000 with the return left at 30,000 and no oka, 4th's uma −5,000.
  await page.getByRole('spinbutton', { name: 'Starting points' }).fill('25000');
  await page
    .getByRole('group', { name: /^Uma for 1st/ })
    .getByRole('spinbutton', { name: 'Uma for place 4' })
    .fill('-5000');
  const warning = page.getByRole('status').filter({ hasText: 'Final results will add up to' });
  await expect(warning).toHaveText(
    'Final results will add up to −10,000, not 0: starting points 25,000 × 4 less return 30,000 × 4 makes −20,000; no oka; uma adds up to +10,000.',
  );
  // Right under the uma, whole on the screen once there.
  await warning.scrollIntoViewIfNeeded();
  await expect(warning).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: `e2e-output/screens/${testInfo.project.name}-house-unbalanced.png` });
  expect(await sideways(page), 'the setup does not scroll sideways').toBeLessThanOrEqual(0);

  // An emptied field changes no rule, says so, and the game does not start with it.
  const oka = page.getByRole('spinbutton', { name: 'Oka paid to 1st' });
  await oka.fill('');
  await expect(oka).toHaveAttribute('aria-invalid', 'true');
  await expect(oka).toHaveAccessibleDescription('Enter a whole number. Until then the rule stays 0.');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Some house rules are not whole numbers: Oka paid to 1st. Correct them, or go back to the preset.',
  );
  await oka.fill('0');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('House rules · 2 changed')).toBeVisible();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('heading', { name: 'East 1' })).toBeVisible();

  const changed = [
    'Starting points: 25,000 (preset 30,000)',
    'Uma for 1st / 2nd / 3rd / 4th: +15,000/+5,000/−5,000/−5,000 (preset +15,000/+5,000/−5,000/−15,000)',
  ];
  const unbalanced =
    'Under these rules the final results add up to −10,000, not 0 (penalties aside): starting points 25,000 × 4 less return 30,000 × 4 makes −20,000; no oka; uma adds up to +10,000.';

  // Eight draws nobody is tenpai in: the deal passes each time and South 4 ends the game, all four tied.
  for (let hand = 0; hand < 8; hand++) await playHand(page, names, { v: 1, type: 'draw', tenpai: [], riichi: [] });
  await expect(page.getByRole('heading', { name: 'Final results' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'EMA 2025 (default) with house rules' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Changed from EMA 2025 (default):' }).getByRole('listitem')).toHaveText(changed);
  await expect(page.getByText(unbalanced)).toBeVisible();
  // 25,000 − 30,000 and a quarter of the uma (+10,000) each: −2,500 four times, −10,000 in all.
  for (const name of names)
    await expect(
      page
        .getByRole('row', { name: new RegExp(name) })
        .getByRole('cell')
        .nth(1),
    ).toHaveText('−2,500');
  await page.screenshot({ path: `e2e-output/screens/${testInfo.project.name}-final-house-rules.png`, fullPage: true });
  expect(await sideways(page), 'the final results do not scroll sideways').toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Hands' }).click();
  await expect(page.getByRole('heading', { name: 'Hands' })).toBeVisible();
  await expect(page.getByText('Rules: EMA 2025 (default) with house rules')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Changed from EMA 2025 (default):' }).getByRole('listitem')).toHaveText(changed);
  await expect(page.getByText(unbalanced)).toBeVisible();
  await page.screenshot({ path: `e2e-output/screens/${testInfo.project.name}-hands-house-rules.png`, fullPage: true });
  expect(await sideways(page), 'the hands do not scroll sideways').toBeLessThanOrEqual(0);
});
