import { expect, test } from '@playwright/test';
import { launchOn, newProfile, type Profile } from './ownBrowser';

/**
 * Storage blocked by the user: "Block sites from saving data" in Chromium's settings (cookies and
 * site data off). IndexedDB then refuses to open ("The user denied permission to access the
 * database"), and localStorage throws. No retry can help: the app says what is wrong and what the
 * person can do, without covering the screen's main action (issue 31).
 */

/** What Chromium's settings write when site data is blocked for every site. */
const SITE_DATA_BLOCKED = { profile: { default_content_setting_values: { cookies: 2 } } };

let profile: Profile | undefined;
// A browser of its own, not the project's page: once, in the phone project (the tablet's is 800 wide).
test.skip(({ viewport }) => viewport?.width !== 360, 'one browser of its own, once');
test.beforeEach(() => {
  profile = newProfile(SITE_DATA_BLOCKED);
});
test.afterEach(async () => {
  await profile?.remove();
  profile = undefined;
});

test('with site data blocked the list says so and what to do, and New game stays in view and works', async ({ baseURL }) => {
  const { page } = await launchOn(profile!);
  await page.goto(`${baseURL}/`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('the browser blocks its site data');
  await expect(alert).toContainText('Allow site data for this site');
  await expect(alert).not.toContainText('try again');

  const newGame = page.getByRole('button', { name: 'New game' });
  await expect(newGame).toBeInViewport();
  // A click lands on the button itself (Playwright refuses one that another element would catch).
  await newGame.click();
  await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
});
