import { expect, test, type Page } from '@playwright/test';
import { halfEnteredRon, startGame, type Names } from './driver';
import { launchOn, newProfile, type Profile } from './ownBrowser';

/**
 * Nothing entered is lost when the whole browser is killed (README): not only the tab, but the
 * browser's process, a second after the last tap, as an OS short of memory or a dead battery
 * does. What the scorekeeper was doing is then on disk, or it is not: a write Chromium delays
 * (its localStorage reaches the disk no sooner than 5 s after a change) is lost.
 *
 * Each test has a browser of its own on a profile of its own (not the projects' page), so it
 * runs once, in the phone project.
 */

const NAMES: Names = ['Anna', 'Bartek', 'Celina', 'Darek'];
/** How long after the last tap the browser is killed (issue 31: 1 s). */
const KILL_AFTER_MS = 1000;

// A browser of its own, not the project's page: once, in the phone project (the tablet's is 800 wide).
test.skip(({ viewport }) => viewport?.width !== 360, 'one browser of its own, once');
let profile: Profile | undefined;
test.beforeEach(() => {
  profile = newProfile();
});
test.afterEach(async () => {
  await profile?.remove();
  profile = undefined;
});

async function expectHalfEnteredRon(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Ron', exact: true });
  await expect(dialog.getByRole('group', { name: 'Who won?' }).getByRole('checkbox', { name: 'Bartek', exact: true })).toBeChecked();
  await expect(dialog.getByRole('radiogroup', { name: 'Who discarded?' }).getByRole('radio', { name: 'Anna', exact: true })).toBeChecked();
  await expect(dialog.getByRole('region', { name: 'Value for Bartek' }).getByRole('radio', { name: '3 han', exact: true })).toBeChecked();
}

/** The game started in a fresh browser on the profile; its table's URL. */
async function gameStarted(page: Page, baseURL: string): Promise<string> {
  await page.goto(`${baseURL}/`);
  await startGame(page, NAMES);
  return page.url();
}

/** The time the issue names between the last tap and the kill: the point of the test, not a wait for the app. */
async function killAfterAMoment(kill: () => Promise<void>, page: Page): Promise<void> {
  await page.waitForTimeout(KILL_AFTER_MS);
  await kill();
}

test('a hand half-entered is there after the browser is killed a second later', async ({ baseURL }) => {
  const first = await launchOn(profile!);
  const table = await gameStarted(first.page, baseURL ?? '');
  await halfEnteredRon(first.page);
  await killAfterAMoment(first.kill, first.page);

  const again = await launchOn(profile!);
  await again.page.goto(table);
  await expectHalfEnteredRon(again.page);
});

test('a hand cancelled half-entered is offered back after the browser is killed a second later', async ({ baseURL }) => {
  const first = await launchOn(profile!);
  const table = await gameStarted(first.page, baseURL ?? '');
  const dialog = await halfEnteredRon(first.page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(first.page.getByRole('status').filter({ hasText: 'Hand entry discarded.' })).toBeVisible();
  await killAfterAMoment(first.kill, first.page);

  const again = await launchOn(profile!);
  await again.page.goto(table);
  const offer = again.page.getByRole('status').filter({ hasText: 'Hand entry discarded.' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Bring it back' }).click();
  await expectHalfEnteredRon(again.page);
});

test('a launch after the browser was killed a second after a game started opens its table', async ({ baseURL }) => {
  const first = await launchOn(profile!);
  const table = await gameStarted(first.page, baseURL ?? '');
  await killAfterAMoment(first.kill, first.page);

  const again = await launchOn(profile!);
  // The start URL: no route in it, as the home screen opens the app.
  await again.page.goto(`${baseURL}/`);
  await expect(again.page.getByRole('heading', { name: 'East 1' })).toBeVisible();
  expect(again.page.url()).toBe(table);
});
