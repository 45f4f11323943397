import type { Locator, Page } from '@playwright/test';
import type { HandResult } from '../src/ledger';
import { expect, test } from './fixtures';
import { openImportedGame, type Names } from './driver';

/** The table screen's own geometry at a phone's and a tablet's size: what a seat must hold. */

const SHORT: Names = ['Ola', 'Piotr', 'Rysia', 'Staś'];
const ORDINARY: Names = ['Katarzyna Nowak', 'Tomasz Lewandowski', 'Agnieszka Wójcik', 'Piotr Kamiński'];
const LONG: Names = ['Małgorzata Wiśniewska-Kowalczyk', 'Grzegorz Brzęczyszczykiewicz', 'Ola', 'Żaneta Źdźbło'];
/** Two dealer yakuman off Ola: 126,300 for the dealer, −66,300 for Ola, the widest scores a game is likely to see. */
const BIG_SCORES: readonly HandResult[] = [
  { v: 1, type: 'ron', from: 2, wins: [{ winner: 0, yakuman: 1 }], riichi: [] },
  { v: 1, type: 'ron', from: 2, wins: [{ winner: 0, yakuman: 1 }], riichi: [] },
];
const SCORES = { en: ['126,300', '30,000', '−66,300', '30,000'], pl: ['126 300', '30 000', '−66 300', '30 000'] } as const;

/** Imports the game and opens its table in the given layout, in English. */
async function openTable(page: Page, players: Names, hands: readonly HandResult[], layout: 'list' | 'facing'): Promise<void> {
  await openImportedGame(page, players, hands);
  const facing = page.getByRole('button', { name: 'Facing' });
  if ((await facing.getAttribute('aria-pressed')) !== String(layout === 'facing')) await facing.click();
}

/**
 * Words of the element's text that a line break cuts in two: a name may wrap between words (or
 * after the hyphen of a double-barrelled name), or end in "…", never break inside a word.
 */
function wordsCut(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const vertical = getComputedStyle(root).writingMode.startsWith('vertical');
    const cut: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(
          [...range.getClientRects()]
            .filter((rect) => rect.width > 0 && rect.height > 0)
            .map((rect) => Math.round(vertical ? rect.left : rect.top)),
        );
        if (lines.size > 1) cut.push(word[0]);
      }
    }
    return cut;
  });
}

/**
 * How far the text runs past either end of its line's box, in px (0 when it is all inside), along
 * the line: across for a seat read upright, down for a seat turned sideways.
 */
function textOverflow(text: Locator): Promise<number> {
  return text.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const [inner, box] = [range.getBoundingClientRect(), element.getBoundingClientRect()];
    return getComputedStyle(element).writingMode.startsWith('vertical')
      ? Math.max(0, box.top - inner.top, inner.bottom - box.bottom)
      : Math.max(0, box.left - inner.left, inner.right - box.right);
  });
}

for (const layout of ['list', 'facing'] as const) {
  test(`every score is whole inside its seat and readable across the table, the widest ones too (${layout} layout, English and Polish)`, async ({
    page,
  }, testInfo) => {
    await openTable(page, LONG, BIG_SCORES, layout);
    for (const lang of ['en', 'pl'] as const) {
      await page.getByRole('radio', { name: lang.toUpperCase(), exact: true }).click();
      for (const [seat, name] of LONG.entries()) {
        const score = page.getByRole('region', { name, exact: true }).getByText(SCORES[lang][seat] ?? '', { exact: true });
        await expect(score).toBeVisible();
        expect(await textOverflow(score), `${name}: ${SCORES[lang][seat]} runs past its box by`).toBeLessThanOrEqual(0.5);
        // Nothing scrolls or is cut inside the score's paragraph either.
        expect(
          await score.evaluate((element) => {
            const box = element.parentElement ?? element;
            return getComputedStyle(box).writingMode.startsWith('vertical')
              ? box.scrollHeight <= box.clientHeight
              : box.scrollWidth <= box.clientWidth;
          }),
          `${name}: the score's paragraph holds it along the line`,
        ).toBe(true);
        const size = await score.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
        expect(size, `${name}: ${SCORES[lang][seat]} in a face readable from across a table`).toBeGreaterThanOrEqual(26);
      }
      await page.screenshot({ path: `e2e-output/screens/${testInfo.project.name}-table-${layout}-big-scores-${lang}.png` });
    }
  });
}

/** A chombo on Ola's seat (opposite the dealer: the top of the facing layout) adds a penalties line there. */
const CHOMBO: HandResult = { v: 1, type: 'chombo', offender: 2, riichi: [] };

for (const [what, players, hands] of [
  ['ordinary', ORDINARY, []],
  ['long', LONG, [...BIG_SCORES, CHOMBO]],
] as const) {
  test(`the facing layout holds ${what} names: no word cut in two, the whole table and its buttons on screen without scrolling`, async ({
    page,
  }, testInfo) => {
    await openTable(page, players, hands, 'facing');
    for (const lang of ['en', 'pl'] as const) {
      await page.getByRole('radio', { name: lang.toUpperCase(), exact: true }).click();
      for (const name of players) {
        // The whole name is the seat's label (screen readers) and the name's title (a long press shows it).
        const seat = page.getByRole('region', { name, exact: true });
        const shownName = seat.getByTitle(name, { exact: true });
        await expect(shownName).toBeVisible();
        expect(await wordsCut(shownName), `${name}: no word cut in two`).toEqual([]);
      }
      // Every riichi toggle, every hand action, and the Undo, Hands and Facing row under them.
      const buttons = page.locator('main').getByRole('button').filter({ visible: true });
      await expect(page.getByRole('button', { name: lang === 'en' ? 'Undo last hand' : 'Cofnij ostatnie rozdanie' })).toBeVisible();
      for (const button of await buttons.all())
        await expect(button, `${(await button.getAttribute('aria-label')) ?? (await button.textContent())}`).toBeInViewport({ ratio: 1 });
      const scrolls = await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight);
      expect(scrolls, 'the page scrolls').toBe(false);
      await page.screenshot({ path: `e2e-output/screens/${testInfo.project.name}-table-facing-${what}-names-${lang}.png` });
    }
  });
}

test('long names do not make the facing layout taller than short ones', async ({ page }) => {
  const tableHeight = async (players: Names) => {
    await openTable(page, players, BIG_SCORES, 'facing');
    const box = await page.locator('main').getByRole('region', { name: players[0], exact: true }).locator('..').boundingBox();
    if (!box) throw new Error('the table has a box');
    return box.height;
  };
  const short = await tableHeight(SHORT);
  expect(await tableHeight(ORDINARY)).toBeLessThanOrEqual(short + 4);
  expect(await tableHeight(LONG)).toBeLessThanOrEqual(short + 4);
});

test('the han buttons are one height and hold their numbers on one line, "13+" too', async ({ page }, testInfo) => {
  await openTable(page, SHORT, [], 'list');
  for (const lang of ['en', 'pl'] as const) {
    await page.getByRole('radio', { name: lang.toUpperCase(), exact: true }).click();
    await page.getByRole('navigation').getByRole('button', { name: 'Ron', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('group').first().getByRole('checkbox', { name: SHORT[1], exact: true }).click();
    const han = dialog.getByRole('radiogroup', { name: 'Han' });
    const heights = await han.getByRole('radio').evaluateAll((buttons) =>
      buttons.map((button) => ({
        text: button.textContent,
        height: Math.round(button.getBoundingClientRect().height),
        whole: button.scrollWidth <= button.clientWidth,
      })),
    );
    expect(
      heights.find((button) => button.text === '13+'),
      '13+ is offered',
    ).toBeTruthy();
    for (const button of heights)
      expect(button, `${button.text}: as tall as 1 han, not cut`).toEqual({ text: button.text, height: heights[0]?.height, whole: true });
    await page.screenshot({ path: `e2e-output/screens/${testInfo.project.name}-han-buttons-${lang}.png` });
    await dialog.getByRole('button', { name: lang === 'en' ? 'Cancel' : 'Anuluj' }).click();
  }
});
