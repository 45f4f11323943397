import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { PRESETS } from '../src/core/rules';
import { replay, type HandResult } from '../src/ledger';
import { expectTable, playHand, startGame, type Names } from './driver';
import { expect, test } from './fixtures';

/**
 * An app update while a game is in progress. The test serves its own copy of the built app, so
 * it can publish a "new version" (a changed service worker) the way a deploy would, then checks
 * that the prompt waits until no hand is being entered and that applying it keeps the game.
 */
const PORT = 4174;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

let root = '';
let server: Server;

test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'tenbo-update-'));
  cpSync('dist', root, { recursive: true });
  server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', ORIGIN).pathname)).replace(/^([/\\])+/, '');
    let body: Buffer;
    try {
      body = readFileSync(join(root, path || 'index.html'));
    } catch {
      body = readFileSync(join(root, 'index.html'));
    }
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'text/html', 'cache-control': 'no-cache' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

const NAMES: Names = ['Ada', 'Bob', 'Cyd', 'Dee'];
const HAND: HandResult = { v: 1, type: 'ron', from: 2, wins: [{ winner: 0, han: 2, fu: 30 }], riichi: [0] };

test('an update waits while a hand is entered, is applied between hands, and the game is kept', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await startGame(page, NAMES);
  await playHand(page, NAMES, HAND);
  const before = replay(PRESETS.ema2025, [HAND]);
  if (!before.ok) throw new Error(before.message);

  // Where the table's first control is before the prompt comes, the screen at its top (where the
  // browser's scroll anchoring cannot hide a shift): the prompt must not move it.
  await page.evaluate(() => window.scrollTo(0, 0));
  const riichi = page.getByRole('button', { name: `Riichi: ${NAMES[0]}` });
  const riichiBefore = await riichi.boundingBox();

  // A hand is being entered when the new version is published.
  await page.getByRole('button', { name: 'Ron', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  writeFileSync(join(root, 'sw.js'), `${readFileSync(join(root, 'sw.js'), 'utf8')}\n// next version\n`);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
  // The app has noticed the new version (its screen-reader status says so), and nothing covers
  // the hand being entered. By text, not role: behind the modal dialog the page is inert and
  // out of the accessibility tree, so only the DOM tells what is shown.
  await expect(page.getByText('A new version will be offered after this hand.')).toBeAttached();
  await expect(page.getByText(/A new version is ready/)).toBeHidden();
  const prompt = page.getByRole('region', { name: /A new version is ready/ });

  // Between hands the prompt shows; applying it reloads into the same game.
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeVisible();
  // It lies over the top of the screen until answered, in view however the table is scrolled: the
  // table under the thumb does not move.
  await expect(prompt).toBeInViewport();
  expect(await riichi.boundingBox()).toEqual(riichiBefore);
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Update now' }).click();
  await reloaded;
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
  await expect(prompt).toBeHidden();
  await expectTable(page, NAMES, before.final);
});
