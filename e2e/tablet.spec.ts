import type { Page } from '@playwright/test';
import type { HandResult } from '../src/ledger';
import { openImportedGame, type Names } from './driver';
import { expect, test } from './fixtures';

/** The table on a tablet, upright and on its side, and lying flat in the middle of a table. */

const NAMES: Names = ['Ola', 'Piotr', 'Rysia', 'Staś'];
const HANDS: readonly HandResult[] = [
  { v: 1, type: 'ron', from: 1, wins: [{ winner: 0, han: 2, fu: 30 }], riichi: [] },
  { v: 1, type: 'tsumo', winner: 2, han: 1, fu: 40, riichi: [2] },
  { v: 1, type: 'draw', tenpai: [1, 3], riichi: [] },
  { v: 1, type: 'chombo', offender: 3, riichi: [] },
];
/** What the hands list says of each hand (HandSummary, for both). */
const SAID = ['Ron: Ola (2 han 30 fu) from Piotr', 'Tsumo: Rysia (1 han 40 fu)', 'Draw, tenpai: Piotr, Staś', 'Chombo: Staś'] as const;
const UPRIGHT = { width: 800, height: 1280 };
const ON_ITS_SIDE = { width: 1280, height: 800 };

/** Imports a game of these players and hands, and opens its table. */
function openGame(page: Page, players: Names, hands: readonly HandResult[] = HANDS): Promise<void> {
  return openImportedGame(page, players, hands);
}

test.beforeEach(({ page }, info) => {
  void page;
  test.skip(info.project.name !== 'tablet', 'the tests set each size themselves');
});

test('a tablet, upright and on its side, in both layouts: larger seats and the last three hands, latest first, as the hands list says them', async ({
  page,
}, info) => {
  await openGame(page, NAMES);
  for (const size of [UPRIGHT, ON_ITS_SIDE]) {
    await page.setViewportSize(size);
    for (const layout of ['list', 'facing'] as const) {
      const toggle = page.getByRole('button', { name: 'Facing' });
      if ((await toggle.getAttribute('aria-pressed')) !== String(layout === 'facing')) await toggle.click();
      const recent = page.getByRole('region', { name: 'Last hands' });
      await expect(recent.getByRole('listitem').filter({ hasText: /^\d+\./ })).toHaveCount(3);
      for (const [n, said] of [
        [4, SAID[3]],
        [3, SAID[2]],
        [2, SAID[1]],
      ] as const) {
        const hand = recent.getByRole('listitem', { name: `Hand ${n}`, exact: true });
        await expect(hand).toContainText(said);
        await expect(hand).toBeInViewport({ ratio: 1 });
      }
      await expect(recent.getByRole('listitem').first()).toHaveAccessibleName('Hand 4');
      // The seats use the room: every score at least twice a phone's body text.
      for (const name of NAMES) {
        const score = page.getByRole('region', { name, exact: true }).locator('.score > span');
        expect(
          await score.evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
          `${name}'s score at ${size.width}x${size.height}, ${layout}`,
        ).toBeGreaterThanOrEqual(40);
      }
      expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight), 'nothing scrolls').toBe(true);
      await page.screenshot({ path: `e2e-output/screens/${info.project.name}-tablet-${size.width}x${size.height}-${layout}.png` });
    }
  }
  // The Hands screen says them alike.
  await page.getByRole('button', { name: 'Hands' }).click();
  for (const [index, said] of SAID.entries())
    await expect(page.getByRole('listitem', { name: `Hand ${index + 1}`, exact: true })).toContainText(said);
});

test('a phone has no room for the last hands: the Hands screen has them', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openGame(page, NAMES);
  await expect(page.getByRole('region', { name: 'Last hands' })).toBeHidden();
});

/** Which player's seat is at the bottom of the table (the seat lowest on the screen). */
async function bottomSeat(page: Page, players: Names): Promise<string> {
  const boxes = await Promise.all(
    players.map(async (name) => ({ name, bottom: (await page.getByRole('region', { name, exact: true }).boundingBox())?.y ?? 0 })),
  );
  return boxes.reduce((low, box) => (box.bottom > low.bottom ? box : low)).name;
}

test('lying flat, the facing layout turns any seat to the bottom in one tap a seat, and each game keeps its own turn across a reload', async ({
  page,
}) => {
  await page.setViewportSize(ON_ITS_SIDE);
  await openGame(page, NAMES);
  await page.getByRole('button', { name: 'Facing' }).click();
  const turn = page.getByRole('button', { name: /^Turn the table/ });
  expect(await bottomSeat(page, NAMES)).toBe('Ola');
  // The next seat in turn order comes to the bottom; the seat opposite it is upside down at the top.
  await turn.click();
  expect(await bottomSeat(page, NAMES)).toBe('Piotr');
  await expect(page.getByRole('region', { name: 'Staś', exact: true })).toHaveCSS('transform', /^matrix\(-1, .*0, -1,/);
  await turn.click();
  await turn.click();
  expect(await bottomSeat(page, NAMES)).toBe('Staś');
  await page.reload();
  await expect(turn).toBeVisible();
  expect(await bottomSeat(page, NAMES)).toBe('Staś');
  await turn.click();
  expect(await bottomSeat(page, NAMES)).toBe('Ola');
  await turn.click();

  // Another game starts with its first dealer's seat at the bottom, and leaves the first game's turn alone.
  const others: Names = ['Ada', 'Bob', 'Cyd', 'Dee'];
  await openGame(page, others, HANDS.slice(0, 1));
  expect(await bottomSeat(page, others)).toBe('Ada');
  await page.goto('/#/');
  await page
    .getByRole('listitem', { name: NAMES.join(', ') })
    .getByRole('button', { name: 'Resume' })
    .click();
  expect(await bottomSeat(page, NAMES)).toBe('Piotr');
  // The list layout keeps the order of play, whatever the turn: Ola first, top left.
  await page.getByRole('button', { name: 'Facing' }).click();
  await expect(turn).toHaveCount(0);
  const [ola, piotr, rysia] = await Promise.all(
    NAMES.slice(0, 3).map((name) => page.getByRole('region', { name, exact: true }).boundingBox()),
  );
  expect((ola?.x ?? Infinity) < (piotr?.x ?? 0) && (ola?.y ?? Infinity) < (rysia?.y ?? 0), 'Ola top left').toBe(true);
});
