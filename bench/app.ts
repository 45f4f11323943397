/**
 * The table app's benchmarks: the built app's initial JS (gzip) and the time to commit a hand
 * to IndexedDB in Chromium (median and p95 over 200 hands) through the real storage service, on a
 * profile on disk, with the strict durability the app's writes of games have (db.ts).
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { HandResult } from '../src/ledger';
import type { BenchHook } from '../src/store/benchHook';

// npm runs scripts from the project root (the bench is bundled into node_modules/.tmp, so its own folder is no guide).
const ROOT = process.cwd();
const DIST = join(ROOT, 'dist');
const HANDS = 200;
const HANDS_PER_GAME = 20;

/** Scripts and module preloads the built index.html makes the browser fetch before the app runs. */
export function initialScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) if (m[1]) urls.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g)) if (m[1]) urls.add(m[1]);
  return [...urls];
}

function initialJsGzip(): { bytes: number; files: number } {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const files = initialScripts(html);
  const bytes = files.reduce((sum, url) => sum + gzipSync(readFileSync(join(DIST, url.replace(/^\//, ''))), { level: 9 }).length, 0);
  return { bytes, files: files.length };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
};

function serveDist(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(DIST, path.endsWith('/') ? 'index.html' : path);
    if (!file.startsWith(DIST) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    ok({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
  }));
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** A hand that keeps the game going (the dealer is tenpai and repeats) so games reach 20 hands. */
const DRAW: HandResult = { v: 1, type: 'draw', tenpai: [0, 2], riichi: [] };

async function commitTimes(url: string): Promise<number[]> {
  // A profile on disk, as a phone's: a context of Playwright's own keeps IndexedDB in memory, where
  // a commit never waits for the disk (the strict durability of the app's writes would cost nothing).
  const profile = mkdtempSync(join(tmpdir(), 'tenbo-bench-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/?bench`);
    await page.waitForFunction(() => 'window' in globalThis && window.__tenboBench !== undefined);
    return await page.evaluate(
      async ({ hands, perGame, draw }) => {
        const hook = window.__tenboBench as BenchHook;
        const times: number[] = [];
        let gameId = '';
        for (let i = 0; i < hands; i++) {
          if (i % perGame === 0) gameId = (await hook.createGame({ players: ['A', 'B', 'C', 'D'], presetId: 'ema2025', overrides: {} })).id;
          const start = performance.now();
          // Every hand is a draw with nobody tenpai and no riichi: the table seen is i % perGame hands in.
          const written = await hook.recordHand(gameId, draw, { hands: i % perGame, pendingRiichi: [] });
          times.push(performance.now() - start);
          if (!written.ok) throw new Error(written.refusal.message);
        }
        return times;
      },
      { hands: HANDS, perGame: HANDS_PER_GAME, draw: DRAW },
    );
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

export async function benchApp(): Promise<string[]> {
  execSync('npx vite build', { cwd: ROOT, stdio: 'ignore' });
  const size = initialJsGzip();
  const { server, url } = await serveDist();
  try {
    const times = (await commitTimes(url)).sort((a, b) => a - b);
    return [
      `app: initial JS ${(size.bytes / 1024).toFixed(1)} KiB gzip (${size.files} files from dist/index.html)`,
      `app: commit a hand to IndexedDB (Chromium, ${times.length} hands in games of ${HANDS_PER_GAME}): median ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`,
    ];
  } finally {
    server.close();
  }
}
