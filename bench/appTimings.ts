/**
 * Issue 30's table, measured in Chromium the same way every time: a 360x740 phone, the app
 * offline from its service worker (installed first, then the network cut), the CPU slowed 4x
 * (CDP `Emulation.setCPUThrottlingRate`), medians over RUNS runs. Games are seeded through the
 * bench hook (src/store/benchHook.ts, active only with `?bench`).
 *
 * What each timing starts and ends on:
 * - "cold" timings start at navigation start (the new document's performance.now() 0);
 * - "click" timings start at the tap's pointerdown (its event.timeStamp, the same clock);
 * - every timing ends when the frame that first holds its target has been painted: the target is
 *   seen in a requestAnimationFrame callback (before that frame's style, layout and paint) and the
 *   time taken in a task posted from it, which runs after the frame (so the layout of 1,000 rows
 *   is counted).
 * Targets: the games list is its first game row (`ul.games li`); the table is its seats
 * (`.table-screen .table`); a screen is its h1 with the screen's title; a dialog is
 * `[role=dialog]`. A screen's first open is the first tap on its button in a page load, once the
 * list is shown and the page has been idle twice (the app's idle chunk warm-up has run).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import type { HandResult } from '../src/ledger';
import type { BenchHook } from '../src/store/benchHook';
import { clubTimings } from './clubTimings';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const SLOWDOWN = 4;
const COMMITS = 200;
const HANDS_PER_GAME = 20;

type Probe = 'list' | 'table' | 'dialog' | { readonly heading: string };

/**
 * In every document, before the app: the probes, the last pointerdown, and the cold probe named
 * by `?bench=`. Plain JavaScript in a string: a function's source would carry its transpiler's helpers.
 */
const PAGE_PROBES = `(() => {
  const found = (probe) => {
    if (probe === 'list') return document.querySelector('ul.games li') !== null;
    if (probe === 'table') return document.querySelector('.table-screen .table') !== null;
    if (probe === 'dialog') return document.querySelector('[role=dialog]') !== null;
    return [...document.querySelectorAll('h1')].some((h) => h.textContent === probe.heading);
  };
  const painted = (probe) => new Promise((resolve) => {
    const deadline = performance.now() + 30000;
    const check = () => {
      if (found(probe)) {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      } else if (performance.now() < deadline) requestAnimationFrame(check);
      else resolve(NaN);
    };
    requestAnimationFrame(check);
  });
  const bench = {
    down: NaN,
    armed: Promise.resolve(NaN),
    cold: Promise.resolve(NaN),
    arm(probe) {
      bench.down = NaN;
      bench.armed = painted(probe).then((at) => at - bench.down);
    },
  };
  addEventListener('pointerdown', (e) => { bench.down = e.timeStamp; }, { capture: true });
  const cold = new URLSearchParams(location.search).get('bench');
  if (cold === 'list' || cold === 'table') bench.cold = painted(cold);
  window.__benchProbes = bench;
})();`;

interface PageBench {
  armed: Promise<number>;
  cold: Promise<number>;
  arm(probe: Probe): void;
}
declare global {
  interface Window {
    __benchProbes?: PageBench;
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? (sorted[Math.floor(mid)] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export const ms = (value: number) => `${Math.round(value).toLocaleString('en-GB')} ms`;

let loads = 0;

/**
 * A cold load of `hash` (no hash: a launch) until `probe` is painted. Each load's URL is new: a
 * URL that differs from the page's only in its hash would be a move within the page, not a load.
 */
export async function cold(page: Page, url: string, probe: 'list' | 'table', hash: string): Promise<number> {
  await page.goto(`${url}/?bench=${probe}&load=${++loads}${hash}`, { waitUntil: 'commit' });
  return page.evaluate(() => window.__benchProbes?.cold ?? NaN);
}

/** Until the page has been idle twice (the app's idle work, its chunk warm-up, has run). */
export function idle(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => requestIdleCallback(() => done()))));
}

/** From the pointerdown of `tap` until `probe` is painted. */
export async function tapTo(page: Page, probe: Probe, tap: () => Promise<void>): Promise<number> {
  await page.evaluate((p) => window.__benchProbes?.arm(p), probe);
  await tap();
  return page.evaluate(() => window.__benchProbes?.armed ?? NaN);
}

export async function throttle(cdp: CDPSession, rate: number): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

export async function seedGames(page: Page, count: number): Promise<void> {
  await page.waitForFunction(() => window.__tenboBench !== undefined);
  await page.evaluate((n) => (window.__tenboBench as BenchHook).seedGames(n), count);
}

/** The service worker installed and in control, then the network cut: every later load comes from it. */
export async function offlineApp(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${url}/?bench#/`);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  return page;
}

const backButton = (page: Page) => page.getByRole('button', { name: 'Back', exact: true });

/** First opens of New game, the calculator and Standings in one page load each, and Back after each. */
async function firstOpens(page: Page, url: string): Promise<Record<'setup' | 'calculator' | 'standings', number[]>> {
  const times = { setup: [] as number[], calculator: [] as number[], standings: [] as number[] };
  const screens = [
    ['setup', 'New game', 'New game'],
    ['calculator', 'Calculator', 'Hand calculator'],
    ['standings', 'Standings', 'Standings'],
  ] as const;
  for (let run = 0; run < RUNS; run++) {
    await cold(page, url, 'list', '#/');
    await idle(page);
    for (const [key, button, heading] of screens) {
      times[key].push(await tapTo(page, { heading }, () => page.getByRole('button', { name: button, exact: true }).click()));
      await backButton(page).click();
      await page.locator('ul.games li').first().waitFor();
    }
  }
  return times;
}

/** Launches into the game in play (the one last left), then its first Ron dialog and a second one. */
async function launches(page: Page, url: string): Promise<{ table: number[]; ron: number[]; ronAgain: number[] }> {
  const times = { table: [] as number[], ron: [] as number[], ronAgain: [] as number[] };
  // The launch goes back to the game last moved to: move to one in play.
  await cold(page, url, 'list', '#/');
  await page
    .getByRole('button', { name: /^Resume/ })
    .first()
    .click();
  await page.locator('.table-screen .table').waitFor();
  const ron = page.getByRole('button', { name: 'Ron', exact: true });
  for (let run = 0; run < RUNS; run++) {
    times.table.push(await cold(page, url, 'table', ''));
    times.ron.push(await tapTo(page, 'dialog', () => ron.click()));
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    times.ronAgain.push(await tapTo(page, 'dialog', () => ron.click()));
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  return times;
}

/** The list opened cold, and back on it from a game's table. */
async function lists(page: Page, url: string, back: boolean): Promise<{ cold: number[]; back: number[] }> {
  const times = { cold: [] as number[], back: [] as number[] };
  for (let run = 0; run < RUNS; run++) {
    times.cold.push(await cold(page, url, 'list', '#/'));
    if (!back) continue;
    await page
      .getByRole('button', { name: /^Resume/ })
      .first()
      .click();
    await page.locator('.table-screen .table').waitFor();
    times.back.push(await tapTo(page, 'list', () => backButton(page).click()));
  }
  return times;
}

/** A hand that keeps the game going (the dealer is tenpai and repeats) so games reach 20 hands. */
const DRAW: HandResult = { v: 1, type: 'draw', tenpai: [0, 2], riichi: [] };

async function commitTimes(page: Page, durability: 'strict' | 'relaxed'): Promise<number[]> {
  await page.waitForFunction(() => window.__tenboBench !== undefined);
  return page.evaluate(
    async ({ hands, perGame, draw, durability }) => {
      const bench = window.__tenboBench as BenchHook;
      bench.useDurability(durability);
      const times: number[] = [];
      let gameId = '';
      for (let i = 0; i < hands; i++) {
        if (i % perGame === 0) gameId = (await bench.createGame({ players: ['A', 'B', 'C', 'D'], presetId: 'ema2025', overrides: {} })).id;
        const start = performance.now();
        const written = await bench.recordHand(gameId, draw, { hands: i % perGame, pendingRiichi: [] });
        times.push(performance.now() - start);
        if (!written.ok) throw new Error(written.refusal.message);
      }
      return times;
    },
    { hands: COMMITS, perGame: HANDS_PER_GAME, draw: DRAW, durability },
  );
}

/** The lines of issue 30's table, each with its aim, then the other figures it asks for. */
export async function benchAppTimings(url: string): Promise<string[]> {
  // A profile on disk, as a phone's: an incognito context keeps IndexedDB in memory, where a
  // commit never waits for the disk and the strict durability of the app's writes (db.ts) would
  // cost nothing.
  const profile = mkdtempSync(join(tmpdir(), 'tenbo-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    ...devices['Pixel 5'],
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'allow',
  });
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  const lines = [
    `app: timings at ${SLOWDOWN}x CPU slowdown, 360x740, offline from the service worker, a profile on disk, medians of ${RUNS} runs (load average ${load()})`,
  ];
  try {
    await context.addInitScript({ content: PAGE_PROBES });
    const page = await offlineApp(context, url);
    const cdp = await context.newCDPSession(page);
    const seed = (count: number) => seedGames(page, count);
    await seed(10);
    await throttle(cdp, SLOWDOWN);
    const list10 = await lists(page, url, true);
    const opens = await firstOpens(page, url);
    const launched = await launches(page, url);
    await throttle(cdp, 1);
    await seed(90);
    await throttle(cdp, SLOWDOWN);
    const list100 = await lists(page, url, true);
    await throttle(cdp, 1);
    await seed(900);
    await throttle(cdp, SLOWDOWN);
    const list1000 = await lists(page, url, true);
    // 1,000 finished games in a season (every other seeded game is finished): issue 28's league table and a player page.
    await throttle(cdp, 1);
    await seed(1000);
    await throttle(cdp, SLOWDOWN);
    const club = await clubTimings(page, url);
    // The app's strict writes, then the same on a relaxed connection: what durability costs (issue 31).
    const commits = await commitTimes(page, 'strict');
    const relaxed = await commitTimes(page, 'relaxed');
    await throttle(cdp, 1);
    const aim = (what: string, value: string, target: string) => `app: ${what}: ${value} (aim ${target})`;
    lines.push(
      aim('1,000-game list, opened cold', ms(median(list1000.cold)), '≤ 600 ms'),
      aim('1,000-game list, Back from a game', ms(median(list1000.back)), '≤ 150 ms'),
      aim('first Ron dialog of a session', `${ms(median(launched.ron))} (then ${ms(median(launched.ronAgain))})`, '≤ 100 ms'),
      aim(
        'first open of New game / Calculator / Standings',
        [opens.setup, opens.calculator, opens.standings].map((t) => ms(median(t))).join(' / '),
        '≤ 150 ms each',
      ),
      aim(
        `club: league table of a season of ${club.games.toLocaleString('en-GB')} games, tap to table shown`,
        ms(median(club.league)),
        '≤ 300 ms',
      ),
      aim(
        `club: a player's page over that season (${club.playerGames} of its games), tap to figures shown`,
        ms(median(club.player)),
        '≤ 300 ms',
      ),
      `app: club: the first player page, its games' counts not kept yet (each game's hands replayed, then kept): ${ms(club.playerFirst)}`,
      aim(
        `commit a hand to IndexedDB (${COMMITS} hands, strict durability)`,
        `p95 ${percentile(commits, 95).toFixed(1)} ms, median ${median(commits).toFixed(1)} ms`,
        '≤ 10 ms p95',
      ),
      `app: the same commits with Chromium's relaxed durability: p95 ${percentile(relaxed, 95).toFixed(1)} ms, median ${median(relaxed).toFixed(1)} ms (what strict costs: p95 ${(percentile(commits, 95) - percentile(relaxed, 95)).toFixed(1)} ms)`,
      aim(
        "game in play's table after launch (cold start to the table)",
        `${ms(median(launched.table))}, p95 ${ms(percentile(launched.table, 95))}`,
        '≤ 600 ms',
      ),
      `app: cold start to the games list (10 games): ${ms(median(list10.cold))}`,
      `app: games list opened cold at 10 / 100 / 1,000 games: ${[list10, list100, list1000].map((l) => ms(median(l.cold))).join(' / ')}`,
      `app: games list, Back from a game, at 10 / 100 / 1,000 games: ${[list10, list100, list1000].map((l) => ms(median(l.back))).join(' / ')}`,
      `app: (load average after the timings ${load()})`,
    );
    return lines;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
