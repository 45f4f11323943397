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
    for (const option of await page.getByRole('group', { name: group, exact: true }).getByRole('radio').all()) {
      const label = option.locator('xpath=ancestor::label');
      const box = await label.boundingBox();
      if (!box) throw new Error(`${group}: an option has no box`);
      expect(box.x + box.width, `${group}: ${await label.textContent()} within the screen`).toBeLessThanOrEqual(width);
      expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth), `${group}: ${await label.textContent()} not cut`).toBe(true);
    }
  }
  await page.getByRole('group', { name: 'Several players win on one discard' }).getByRole('radio', { name: 'Double and triple ron' }).check();
  await expect(page.getByText('House rules · 1 changed')).toBeVisible();
});
