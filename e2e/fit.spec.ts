import type { Locator, Page } from '@playwright/test';
import { playHand, startGame, type Names } from './driver';
import { expect, test } from './fixtures';
import type { HandResult } from '../src/ledger';

/** A whole game in Polish on a phone, with long Polish names: nothing a player must read is cut. */
const NAMES: Names = ['Łucja Wiśniewska', 'Żaneta Szczęśniak', 'Grzegorz Brzęczyszczykiewicz', 'Bożena Żółtowska'];
const PHONE = { width: 360, height: 740 };
const SMALL = { width: 320, height: 640 };

async function toPolish(page: Page): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'PL', exact: true }).click();
  await expect(page.getByRole('radiogroup', { name: 'Język' })).toBeVisible();
}

/** A new game at this size with the long names, on the table in Polish. */
async function polishTable(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.goto('/');
  await startGame(page, NAMES);
  await toPolish(page);
}

/** Text that runs past the border, or is cut by it, makes the box scroll. */
function textInside(control: Locator): Promise<boolean> {
  return control.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1);
}

/** Words that a line break cuts in two (a text may wrap between words, or end in "…"). */
function wordsCut(cell: Locator): Promise<string[]> {
  return cell.evaluate((element) => {
    const cut: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) cut.push(word[0]);
      }
    }
    return cut;
  });
}

/** The box of `inner` lies inside the box of `outer` (a pixel of rounding either way). */
async function within(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!a || !b) return false;
  return a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;
}

for (const [size, tenpai] of [
  [PHONE, [0, 2]],
  [SMALL, [0, 1, 2]],
] as const) {
  test(`a draw at ${size.width}x${size.height} in Polish: the footer shows every tenpai player's amount whole, the check buttons hold their names`, async ({ page }, info) => {
    await polishTable(page, size);
    await page.getByRole('navigation', { name: 'Jak skończyło się rozdanie' }).getByRole('button', { name: 'Remis', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Remis (koniec muru)' });
    for (const seat of tenpai) await dialog.getByRole('group', { name: 'Kto miał tenpai?' }).getByRole('checkbox', { name: NAMES[seat], exact: true }).click();
    const summary = dialog.getByTestId('hand-summary');
    const amount = tenpai.length === 2 ? /^\+1\s500/ : /^\+1\s000/;
    // Names may be shortened, numbers never: each player's amount is in the footer, in its box.
    await expect(summary.getByText(amount)).toHaveCount(tenpai.length);
    for (const shown of await summary.getByText(amount).all()) {
      await expect(shown).toBeInViewport({ ratio: 1 });
      expect(await within(shown, summary), 'the amount lies inside the summary').toBe(true);
      expect(await textInside(shown), 'the amount is whole').toBe(true);
    }
    expect(await textInside(summary), 'nothing of the summary is cut off').toBe(true);
    for (const seat of tenpai) await expect(summary).toContainText(NAMES[seat].split(' ')[0] ?? '');
    // The footer stays compact (a whole preview there took 300 of 740 px).
    const foot = await dialog.getByRole('button', { name: 'Zapisz rozdanie' }).locator('xpath=..').boundingBox();
    expect(foot?.height ?? Infinity).toBeLessThan(size.height / 3.5);

    // "Grzegorz Brzęczyszczykiewicz: sprawdź kamienie…" stays inside its button.
    const checks = dialog.getByRole('group', { name: 'Nie masz pewności? Sprawdź kamienie' });
    for (const name of NAMES) {
      const check = checks.getByRole('button', { name: `${name}: sprawdź kamienie…` });
      await expect(check).toBeVisible();
      expect(await textInside(check), `${name}: the text stays inside the button`).toBe(true);
    }
    await page.screenshot({ path: `e2e-output/screens/${info.project.name}-fit-draw-${size.width}.png` });
    await dialog.getByRole('button', { name: 'Zapisz rozdanie' }).click();
    await expect(dialog).toBeHidden();
  });
}

const RON: HandResult = { v: 1, type: 'ron', from: 2, wins: [{ winner: 1, han: 3, fu: 40 }], riichi: [] };

test('after Undo on a 360 px phone in Polish, the four buttons of the last row hold their labels whole, on screen, 44 px targets', async ({ page }, info) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await startGame(page, NAMES);
  await playHand(page, NAMES, RON);
  await toPolish(page);
  await page.getByRole('button', { name: 'Cofnij ostatnie rozdanie' }).click();
  await expect(page.getByRole('status')).toContainText('Ostatnie rozdanie cofnięte.');
  const row = [
    page.getByRole('button', { name: 'Cofnij ostatnie rozdanie' }),
    page.getByRole('button', { name: 'Przywróć cofnięte rozdanie' }),
    page.getByRole('button', { name: 'Rozdania', exact: true }),
    page.getByRole('button', { name: 'Wokół stołu' }),
  ];
  for (const button of row) {
    await expect(button).toBeInViewport({ ratio: 1 });
    const box = await button.boundingBox();
    expect(box?.height ?? 0, 'a 44 px target').toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0, 'a 44 px target').toBeGreaterThanOrEqual(44);
    expect(await textInside(button), `${await button.textContent()}: the label is whole`).toBe(true);
    expect(await wordsCut(button), 'no word of the label cut in two').toEqual([]);
  }
  await page.screenshot({ path: `e2e-output/screens/${info.project.name}-fit-undo.png` });
});
