import type { Page } from '@playwright/test';
import type { HandResult } from '../src/ledger';
import { importFiles, startGame, type Names } from './driver';
import { expect, test } from './fixtures';
import { HANCHAN } from './hanchan.hands';

/**
 * The app reopens where the scorekeeper was: a launch from the home screen (the manifest's start
 * URL, no route in it) goes back to the table of the game in progress; and the hand history opens
 * showing the latest hand, not hand 1 eight screens up.
 */

const NAMES: Names = ['Anna', 'Bartek', 'Celina', 'Darek'];
const GAME = NAMES.join(', ');
const TABLE = /#\/game\/[^/]+$/;
/** A hand wholly on screen: its edge may fall a fraction of a pixel past the screen's (rem-sized rows). */
const WHOLE = 0.99;

/** Opened from the home screen: the start URL, whatever the page showed before. */
async function launch(page: Page): Promise<void> {
  await page.goto('/');
}

async function expectGamesList(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/#\/$/);
}

/** The e2e hanchan's first `hands` hands imported as a game; on the games list. */
async function imported(page: Page, hands: readonly HandResult[]): Promise<void> {
  await page.goto('/');
  const record = { format: 'riichi-record/1', rules: 'ema2025', players: NAMES, hands };
  await importFiles(page, { name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await expect(page.getByRole('status').filter({ hasText: 'Game imported.' })).toBeVisible();
}

/** A game in progress, its table open in this page. */
async function atTable(page: Page): Promise<void> {
  await page.goto('/');
  await startGame(page, NAMES);
  await expect(page.getByRole('heading', { name: 'East 1' })).toBeVisible();
}

test('a launch opens the table of the game in progress, from its hands too; Back from it goes to the games list', async ({ page }) => {
  await atTable(page);
  await page.getByRole('button', { name: 'Hands' }).click();
  await expect(page.getByRole('heading', { name: 'Hands', level: 1 })).toBeVisible();

  await launch(page);
  await expect(page.getByRole('heading', { name: 'East 1' })).toBeVisible();
  await expect(page).toHaveURL(TABLE);
  // The first screen of the load: the focus is the browser's, as on the list before.
  await expect(page.getByRole('heading', { name: 'East 1' })).not.toBeFocused();

  await page.goBack();
  await expectGamesList(page);
  await expect(page.getByRole('button', { name: `Resume: ${GAME}` })).toBeVisible();
});

test('a launch after the game ended shows the games list', async ({ page }) => {
  await imported(page, HANCHAN);
  await page.getByRole('button', { name: `View: ${GAME}` }).click();
  await expect(page.getByRole('heading', { name: 'Final results' })).toBeVisible();

  await launch(page);
  await expectGamesList(page);
  await expect(page.getByRole('button', { name: `View: ${GAME}` })).toBeVisible();
});

test('a launch after the game was deleted (in another tab, its table still open here) shows the games list', async ({ page, context }) => {
  await atTable(page);
  const other = await context.newPage();
  await other.goto('/#/');
  await other.getByRole('button', { name: `Delete: ${GAME}` }).click();
  await expect(other.getByText('Deleted games (1)')).toBeVisible();

  await launch(page);
  await expectGamesList(page);
  await expect(page.getByText('Deleted games (1)')).toBeVisible();
});

test('only a launch resumes: a reload of the games list stays on it, a game in progress or not', async ({ page, context }) => {
  await atTable(page);
  const other = await context.newPage();
  await other.goto('/#/');
  await expectGamesList(other);
  await other.reload();
  await expectGamesList(other);

  await launch(other);
  await expect(other.getByRole('heading', { name: 'East 1' })).toBeVisible();
  await expect(other).toHaveURL(TABLE);
});

test('the hand history of a long game opens showing its latest hand, the title taking the focus', async ({ page }) => {
  const hands = HANCHAN.slice(0, -1);
  await imported(page, hands);
  await page.getByRole('button', { name: `Resume: ${GAME}` }).click();
  await page.getByRole('button', { name: 'Hands' }).click();
  await expect(page.getByRole('heading', { name: 'Hands', level: 1 })).toBeFocused();
  await expect(page.getByRole('listitem', { name: `Hand ${hands.length}`, exact: true })).toBeInViewport({ ratio: WHOLE });
  await expect(page.getByRole('listitem', { name: 'Hand 1', exact: true })).not.toBeInViewport();
});

test('from the final results, scrolled down to their buttons, the hand history opens showing the last hand', async ({ page }) => {
  await imported(page, HANCHAN);
  await page.getByRole('button', { name: `View: ${GAME}` }).click();
  const hands = page.getByRole('button', { name: 'Hands' });
  await hands.scrollIntoViewIfNeeded();
  await hands.click();
  await expect(page.getByRole('listitem', { name: `Hand ${HANCHAN.length}`, exact: true })).toBeInViewport({ ratio: WHOLE });
});

test('an edit taken up again from the table opens the hand history on the hand it edits', async ({ page, context }) => {
  await imported(page, HANCHAN.slice(0, -1));
  await page.getByRole('button', { name: `Resume: ${GAME}` }).click();
  await page.getByRole('button', { name: 'Hands' }).click();
  await page.getByRole('button', { name: 'Edit Hand 6', exact: true }).click();
  // Hand 6: a draw nobody was tenpai in; Anna was, it turns out.
  await page
    .getByRole('dialog', { name: 'Edit hand 6' })
    .getByRole('group', { name: 'Who was tenpai?' })
    .getByRole('checkbox', { name: 'Anna', exact: true })
    .click();
  const tableUrl = page.url().replace(/\/hands$/, '');
  await page.close();

  const again = await context.newPage();
  await again.goto(tableUrl);
  await again.getByRole('button', { name: 'Continue editing' }).click();
  const dialog = again.getByRole('dialog', { name: 'Edit hand 6' });
  await expect(dialog.getByRole('group', { name: 'Who was tenpai?' }).getByRole('checkbox', { name: 'Anna', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(again.getByRole('listitem', { name: 'Hand 6', exact: true })).toBeInViewport({ ratio: WHOLE });
});
