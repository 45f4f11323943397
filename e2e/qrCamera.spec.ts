import { chromium } from '@playwright/test';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import config from '../playwright.config';
import { encodeHandOff, payloadId } from '../src/tournament/codes';
import { gameWithTiles } from '../src/tournament/testGameWithTiles';
import { expect, test } from './fixtures';
import { routeHarness } from './qrHarness';
import { y4mOf } from './y4m';

/**
 * Issue 27 "Playwright, in Chromium, with real cameras faked from files": one phone shows a real
 * 20-hand game with tiles as a sequence of QR codes; screenshots of each code become a y4m video;
 * a second browser plays it as its camera (flags are per browser launch) and its scanner collects
 * the codes, shown out of order and one twice, into the same bytes. Chromium on Linux has no
 * BarcodeDetector: jsqr reads them.
 */
const vectors = resolve('..', 'shared', 'vectors', 'oracle-ema2025.hands.jsonl');
const VIDEO = { width: 640, height: 480, fps: 5 } as const;

test.use({ serviceWorkers: 'block' });

/** The built app's stylesheet (npx vite build first), so the views look as they do in the app. */
function appCss(): string {
  const assets = resolve('dist', 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(join(assets, name), 'utf8'))
    .join('\n');
}

test('a 20-hand game with tiles goes from one screen to another camera as QR codes, read in any order', async ({ page, baseURL }) => {
  test.skip(!existsSync(vectors), 'NOT RUN: ../shared/vectors/oracle-ema2025.hands.jsonl is missing');
  const record = gameWithTiles(readFileSync(vectors, 'utf8').split('\n'));
  const bytes = encodeHandOff({ tournamentId: 'wro-2027', session: 1, table: 3, record, confirmations: [0, 1, 2, 3] });
  const css = appCss();

  await routeHarness(page.context(), css, bytes);
  await page.goto('/__harness/page.html#show');
  const first = page.getByText(/^Code 1 of \d+$/);
  await expect(first).toBeVisible();
  const count = Number(/of (\d+)/.exec((await first.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Pause' }).click();
  const shots: Buffer[] = [];
  for (let k = 1; k <= count; k++) {
    shots.push(await page.getByRole('img', { name: `QR code ${k} of ${count}` }).screenshot({ scale: 'css' }));
    await page.getByRole('button', { name: 'Next code' }).click();
  }

  // Last to first, the second last twice.
  const order = shots.map((_, i) => count - 1 - i);
  const video = y4mOf([shots[order[0]!]!, shots[order[1]!]!, ...order.map((i) => shots[i]!)], VIDEO, 4);
  const dir = mkdtempSync(join(tmpdir(), 'tenbo-camera-'));
  const file = join(dir, 'codes.y4m');
  writeFileSync(file, video);
  const launch = config.use?.launchOptions ?? {};
  const camera = await chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${file}`],
  });
  try {
    const context = await camera.newContext({ baseURL, viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
    await routeHarness(context, css);
    const scanner = await context.newPage();
    await scanner.goto('/__harness/page.html#scan');
    await expect(scanner.getByRole('status')).toHaveText(new RegExp(`^[1-9] of ${count} codes read$`), { timeout: 30_000 });
    await expect(scanner.getByLabel('Scanned')).toHaveText(`${payloadId(bytes)} ${bytes.length} bytes: 20 hands, table 3, confirmed by 4`, { timeout: 60_000 });
  } finally {
    await camera.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
