import type { Locator, Page } from '@playwright/test';
import { gridTile, halfEnteredRon, playHand, setRiichi, startGame, type Names } from './driver';
import { parseTiles, type Tile } from '../src/core/tiles';
import { weakFieldBorders } from './contrast';
import { coveredOnScreen } from './covered';
import { expect, test } from './fixtures';
import type { HandResult } from '../src/ledger';

/** Issue 33: what axe cannot see, by keyboard, by time, by a screen reader's live region, at large text. */

const NAMES: Names = ['Anna', 'Bartek', 'Celina', 'Darek'];
function tiles(text: string): Tile[] {
  const parsed = parseTiles(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.tiles;
}

const RON: HandResult = { v: 1, type: 'ron', from: 2, wins: [{ winner: 1, han: 3, fu: 30 }], riichi: [] };

/** The toast's live region, marked so that the test knows it is the same element later. */
async function markLiveRegion(page: Page): Promise<Locator> {
  const live = page.locator('.notices').getByRole('status');
  await expect(live).toHaveCount(1);
  await live.evaluate((element) => element.setAttribute('data-test-seen', 'before'));
  return page.locator('[data-test-seen="before"]');
}

test('a recorded hand is said in the live region that was in the page before; a toast stays while it holds the focus or the pointer, and gives the focus back', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await startGame(page, NAMES);
  // One live region in the page, empty, before anything is said: many screen readers read only a change of its text.
  const live = await markLiveRegion(page);
  await expect(live).toHaveText('');
  await playHand(page, NAMES, RON);
  await expect(live).toContainText('Hand 1 recorded.');

  // Focused, the toast stays past its 8 s.
  const undo = live.getByRole('button', { name: 'Undo', exact: true });
  await undo.focus();
  await page.clock.fastForward(9000);
  await expect(undo).toBeVisible();
  // Hovered too (a mouse), then it goes 8 s after the pointer leaves.
  await page.getByRole('heading', { level: 1 }).focus();
  await live.hover();
  await page.clock.fastForward(9000);
  await expect(undo).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.fastForward(9000);
  await expect(live).toHaveText('');

  // A focused toast that goes never drops the focus on the page's body: "Bring it back" on a table that changed.
  const dialog = await halfEnteredRon(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await setRiichi(page, NAMES, 3);
  const riichi = page.getByRole('button', { name: 'Riichi: Darek' });
  await expect(riichi).toBeFocused();
  await live.getByRole('button', { name: 'Bring it back' }).focus();
  await page.keyboard.press('Enter');
  await expect(live).toContainText('cannot be brought back');
  await expect(riichi).toBeFocused();
  await expect(page.locator('body')).not.toBeFocused();
});

test('a cancelled hand is offered again when the dialog next opens, long after its toast went, and comes back in the place of what was entered', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await startGame(page, NAMES);
  const dialog = await halfEnteredRon(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.clock.fastForward(60_000);
  await expect(page.getByRole('status').filter({ hasText: 'Hand entry discarded.' })).toHaveCount(0);

  // A tsumo started, then the ron cancelled before brought back from the dialog: the tsumo is offered back in its turn.
  await page.getByRole('navigation', { name: 'How the hand ended' }).getByRole('button', { name: 'Tsumo', exact: true }).click();
  const tsumo = page.getByRole('dialog', { name: 'Tsumo', exact: true });
  await tsumo.getByRole('radiogroup', { name: 'Who won?' }).getByRole('radio', { name: 'Celina', exact: true }).click();
  await expect(tsumo).toContainText('A hand entry was cancelled on this table.');
  await tsumo.getByRole('button', { name: 'Bring it back' }).click();
  await expect(dialog.getByRole('group', { name: 'Who won?' }).getByRole('checkbox', { name: 'Bartek', exact: true })).toBeChecked();
  await expect(dialog.getByRole('region', { name: 'Value for Bartek' }).getByRole('radio', { name: '3 han', exact: true })).toBeChecked();
  await dialog.getByRole('button', { name: 'Bring it back' }).click();
  await expect(tsumo.getByRole('radiogroup', { name: 'Who won?' }).getByRole('radio', { name: 'Celina', exact: true })).toBeChecked();
});

test('at 360x740 no control of the hand dialog is focused under its sticky footer, nor covered by it or the heading; in forced colours a checked han stands apart; fields\u2019 borders 3:1', async ({
  page,
}) => {
  await page.goto('/');
  // The setup's fields (names, rules, the house rules' numbers folded away): each border 3:1 against the page (1.4.11; the old --line was 2.54:1).
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
  expect(await weakFieldBorders(page), 'field borders under 3:1').toEqual([]);
  await page.goBack();
  await startGame(page, NAMES);
  await page.getByRole('navigation', { name: 'How the hand ended' }).getByRole('button', { name: 'Ron', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Ron', exact: true });
  await dialog.getByRole('group', { name: 'Who won?' }).getByRole('checkbox', { name: 'Bartek', exact: true }).click();
  await dialog.getByRole('radiogroup', { name: 'Who discarded?' }).getByRole('radio', { name: 'Celina', exact: true }).click();
  const value = dialog.getByRole('region', { name: 'Value for Bartek' });
  await value.getByRole('radiogroup', { name: 'Han' }).getByRole('radio', { name: '3 han', exact: true }).click();
  await value.getByRole('radiogroup', { name: 'Fu' }).getByRole('radio', { name: '30 fu', exact: true }).click();
  const covered: string[] = [];
  for (let tab = 0; tab < 12; tab++) {
    await page.keyboard.press('Tab');
    const hidden = await page.evaluate(() => {
      const focused = document.activeElement;
      const footer = focused?.closest('[role="dialog"]')?.querySelector('.dialog-foot');
      if (!(focused instanceof HTMLElement) || !footer || footer.contains(focused)) return null;
      return focused.getBoundingClientRect().bottom > footer.getBoundingClientRect().top
        ? (focused.getAttribute('aria-label') ?? focused.textContent)
        : null;
    });
    if (hidden) covered.push(hidden);
  }
  expect(covered, 'controls focused under the footer').toEqual([]);
  // Nor is any control covered when brought into view (a tap, a screen reader), from above or below: not by the footer, nor the heading.
  expect(await coveredOnScreen(page), 'controls covered at 360x740').toEqual([]);

  // Forced colours (Windows high contrast) paint every button alike: a checked han stands apart by the system's highlight, not a faint border.
  await page.emulateMedia({ forcedColors: 'active' });
  const face = (name: string) =>
    value
      .getByRole('radiogroup', { name: 'Han' })
      .getByRole('radio', { name, exact: true })
      .evaluate((e) => getComputedStyle(e).backgroundColor);
  expect(await face('3 han'), 'a checked han in forced colours').not.toBe(await face('2 han'));
});

/** The place ("row-column") of the grid tile focused, or null. */
function focusedPlace(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('data-place') ?? null);
}

test('the picker by keyboard: the grid is one tab stop, the arrow keys move on it, 14 tiles take no more than 3 keys a tile; the focus is seen', async ({
  page,
}) => {
  await page.goto('/#/calculator');
  const grid = page.getByRole('group', { name: 'Tiles' });
  await expect(grid).toBeVisible();
  let keys = 0;
  const press = async (key: string) => {
    await page.keyboard.press(key);
    keys += 1;
  };
  while ((await focusedPlace(page)) === null) {
    await press('Tab');
    if (keys > 30) throw new Error('the grid is not in the Tab order');
  }
  // The arrows go by the tiles as drawn: on a 360 px phone a suit in two lines, 1-5 over 6-9, and the winds beside the man.
  for (const [key, place] of [
    ['ArrowDown', '0-5'],
    ['ArrowDown', '1-0'],
    ['ArrowUp', '0-5'],
    ['5', '0-4'],
    ['ArrowRight', '3-0'],
    ['ArrowDown', '3-2'],
    ['Home', '0-5'],
    ['ArrowUp', '0-0'],
  ] as const) {
    await page.keyboard.press(key);
    expect(await focusedPlace(page), `${key} to ${place}`).toBe(place);
  }
  // 234m 567m 345p 678s 22p, as written in mpsz: a suit's letter goes to its suit, a number to its tile.
  for (const [number, suit] of [...'2m3m4m5m6m7m3p4p5p6s7s8s2p2p'.matchAll(/(\d)([mps])/g)].map((m) => [Number(m[1]), m[2]!] as const)) {
    const [row, column] = ((await focusedPlace(page)) ?? '0-0').split('-').map(Number) as [number, number];
    if (row !== 'mps'.indexOf(suit)) await press(suit);
    if ((await focusedPlace(page)) !== `${'mps'.indexOf(suit)}-${number - 1}`) await press(String(number));
    expect(await focusedPlace(page)).toBe(`${'mps'.indexOf(suit)}-${number - 1}`);
    void column;
    await press('Enter');
  }
  await expect(page.getByTestId('picker-count')).toHaveText('14 of 14 tiles');
  console.log(`picker by keyboard: ${keys} keystrokes for 14 tiles (${(keys / 14).toFixed(2)} a tile)`);
  expect(keys).toBeLessThanOrEqual(3 * 14);
  // One tab stop: Tab leaves the grid at once.
  await page.keyboard.press('Tab');
  expect(await focusedPlace(page)).toBeNull();

  // The app's 3 px focus style on a grid tile, a hand tile choosing the winning tile, and the winning-tile slot.
  const outline = (control: Locator) =>
    control.evaluate(
      (e) =>
        parseFloat(getComputedStyle(e).outlineWidth) >= 3 &&
        getComputedStyle(e).outlineStyle === 'solid' &&
        getComputedStyle(e).outlineColor === 'rgb(255, 255, 255)',
    );
  await page.keyboard.press('Shift+Tab');
  expect(await outline(page.locator(':focus'))).toBe(true);
  const slot = page.getByRole('button', { name: /^Winning tile: / });
  await page.getByRole('button', { name: 'Winning tile', exact: true }).click();
  const handTile = page.getByRole('button', { name: /tap to make it the winning tile$/ }).first();
  await handTile.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect(await outline(handTile)).toBe(true);
  await slot.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect(await outline(slot)).toBe(true);
});

/** Text that runs past its box is cut: the box scrolls (by more than a glyph's overhang: a digit cut off is some 20 px). */
function cut(element: Locator): Promise<boolean> {
  return element.evaluate((e) => e.scrollWidth > e.clientWidth + 4 || e.scrollHeight > e.clientHeight + 4);
}

test('the table reads round, counters and sticks before the seats, winds as words; at 150% text (a 360x740 phone zoomed: 240x493) the facing layout keeps every Riichi on screen and every score whole', async ({
  page,
}) => {
  await page.goto('/');
  await startGame(page, NAMES);
  const order = await page.locator('.table').evaluate((table) => [...table.children].map((part) => part.getAttribute('aria-label')));
  expect(order).toEqual(['East 1', ...NAMES]);
  await expect(page.getByRole('region', { name: 'Anna', exact: true })).toContainText('East');
  await setRiichi(page, NAMES, 0);
  await expect(page.getByRole('button', { name: 'In riichi: Anna' })).toBeVisible();

  await page.getByRole('button', { name: 'Facing' }).click();
  // Chrome on Android zooms the page for the system's font size: at 150% a 360x740 phone is 240x493 CSS px.
  // Text alone made larger: the root's 18 px doubled, on the 360x740 phone.
  for (const large of [
    { width: 240, height: 493, font: '' },
    { width: 360, height: 740, font: '36px' },
  ]) {
    await page.setViewportSize(large);
    await page.evaluate((font) => document.documentElement.style.setProperty('font-size', font), large.font);
    const at = `${large.width}x${large.height}${large.font ? `, text ${large.font}` : ''}`;
    // Nothing runs off the sides (the page may scroll down, never sideways).
    expect(await page.evaluate(() => document.documentElement.scrollWidth), at).toBeLessThanOrEqual(large.width);
    // No seat lies over another.
    const overlaps = await page.locator('.table').evaluate((table) => {
      const boxes = [...table.querySelectorAll('.seat')].map((seat) => seat.getBoundingClientRect());
      return boxes.flatMap((a, i) =>
        boxes.slice(i + 1).filter((b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1),
      ).length;
    });
    expect(overlaps, `${at}: seats over each other`).toBe(0);
    for (const name of NAMES) {
      const seat = page.getByRole('region', { name, exact: true });
      const riichi = seat.getByRole('button', { name: /riichi: /i });
      await riichi.scrollIntoViewIfNeeded();
      await expect(riichi, `${at}: ${name}'s Riichi`).toBeInViewport({ ratio: 0.99 });
      const score = seat.locator('.score > span');
      await score.scrollIntoViewIfNeeded();
      await expect(score, `${at}: ${name}'s score`).toBeInViewport({ ratio: 0.99 });
      expect(await cut(score), `${at}: ${name}'s score is whole`).toBe(false);
    }
    for (const action of await page.getByRole('navigation', { name: 'How the hand ended' }).getByRole('button').all())
      expect(await cut(action), `${at}: the action\u2019s label is whole`).toBe(false);
  }
});

/** Every tile target of the picker (the grid's, the hand's, the winning-tile slot, the indicators, the calls and their red-five swaps) narrower or lower than 44 px, named with its size. */
async function smallTargets(picker: Locator): Promise<string[]> {
  const targets = picker.locator('.pk-grid button, .pk-hand button');
  return targets.evaluateAll((all) =>
    all.flatMap((e) => {
      const box = e.getBoundingClientRect();
      return box.width >= 44 && box.height >= 44
        ? []
        : [`${e.getAttribute('aria-label')}: ${box.width.toFixed(1)}x${box.height.toFixed(1)}`];
    }),
  );
}

/*
 * Issue 33 item 5 (WCAG 2.5.5, 2.5.8): a 360 px phone had grid tiles 31.7 px wide (ten to a row with red fives) and hand
 * tiles 33 px; at 150% system text (240 px) the grid's were 21.8 px. Under a preset with red fives and under EMA 2025,
 * with a call (its red-five swap), a complete hand, the winning tile and an indicator in, and with the slot still empty.
 */
test('the picker\u2019s tile targets are 44x44 px at least on a 360x740 phone and at 150% text (240x493), with red fives and without', async ({
  page,
}) => {
  await page.goto('/#/calculator');
  const picker = page.getByTestId('picker');
  const grid = picker.getByRole('group', { name: 'Tiles' });
  const tap = (text: string) => tiles(text).reduce((done, tile) => done.then(() => gridTile(grid, tile).click()), Promise.resolve());
  for (const preset of ['mleague', 'ema2025'] as const) {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByLabel('Rules').selectOption(preset);
    await picker.getByRole('button', { name: 'Clear', exact: true }).click();
    await tap('12m');
    expect.soft(await smallTargets(picker), `${preset}, the slot empty, 360x740`).toEqual([]);
    await picker.getByRole('button', { name: 'Chi', exact: true }).click();
    await tap('3m');
    await tap('234p678s11z3m');
    await expect(page.getByTestId('picker-count')).toHaveText('14 of 14 tiles');
    // The hand complete, the next tap is a dora indicator.
    await tap('9m');
    await expect(picker.getByRole('button', { name: /^Remove indicator / })).toHaveCount(1);
    await expect(picker.getByRole('button', { name: /^Swap the red five in / })).toHaveCount(preset === 'mleague' ? 1 : 0);
    for (const size of [
      { width: 360, height: 740 },
      { width: 240, height: 493 },
    ]) {
      await page.setViewportSize(size);
      expect.soft(await smallTargets(picker), `${preset} at ${size.width}x${size.height}`).toEqual([]);
      // Nothing runs off the sides.
      expect
        .soft(await page.evaluate(() => document.documentElement.scrollWidth), `${preset} at ${size.width}x${size.height}`)
        .toBeLessThanOrEqual(size.width);
    }
  }
});
