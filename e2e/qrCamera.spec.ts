import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { encodeHandOff, payloadId } from '../src/tournament/codes';
import { gameWithTiles } from '../src/tournament/testGameWithTiles';
import { expect, test } from './fixtures';
import { cameraBrowser, codeShots } from './camera';
import { routeHarness } from './qrHarness';

/**
 * Issue 27 "Playwright, in Chromium, with real cameras faked from files": one phone shows a real
 * 20-hand game with tiles as a sequence of QR codes; screenshots of each code become a y4m video;
 * a second browser plays it as its camera (flags are per browser launch) and its scanner collects
 * the codes, shown out of order and one twice, into the same bytes. Chromium on Linux has no
 * BarcodeDetector: jsqr reads them.
 */
const vectors = resolve('..', 'shared', 'vectors', 'oracle-ema2025.hands.jsonl');

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
  const shots = await codeShots(page);
  const count = shots.length;
  expect(count).toBeGreaterThan(1);

  // The last two, then all from last to first: out of order, two of them twice.
  const backwards = shots.map((_, i) => count - 1 - i);
  const camera = await cameraBrowser(shots, [backwards[0]!, backwards[1]!, ...backwards]);
  try {
    const context = await camera.browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
    await routeHarness(context, css);
    const scanner = await context.newPage();
    await scanner.goto('/__harness/page.html#scan');
    await expect(scanner.getByRole('status')).toHaveText(new RegExp(`^[1-9] of ${count} codes read$`), { timeout: 30_000 });
    await expect(scanner.getByLabel('Scanned')).toHaveText(`${payloadId(bytes)} ${bytes.length} bytes: 20 hands, table 3, confirmed by 4`, {
      timeout: 60_000,
    });
  } finally {
    await camera.close();
  }
});
