import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import config from '../playwright.config';

/**
 * A whole browser on a profile of its own (a persistent user-data-dir, with settings a test may
 * choose), that a test can kill as an OS does: SIGKILL to the browser's process group, no shutdown, nothing flushed. Launched here
 * and reached over CDP, because a persistent context launched by Playwright does not give the
 * browser's process.
 */

const launchOptions = config.use?.launchOptions ?? {};
const executable = launchOptions.executablePath ?? '/usr/bin/chromium';
const args = launchOptions.args ?? [];
/** The phone the e2e projects use (playwright.config.ts): the same layout as the other specs. */
const VIEWPORT = { width: 360, height: 740 } as const;

/** A profile and the browsers launched on it; `remove` kills any still running, then deletes the profile. */
export interface Profile {
  readonly dir: string;
  readonly running: RunningBrowser[];
  remove(): Promise<void>;
}

/** A new profile; `preferences` are what the browser's settings would write (its Default/Preferences file). */
export function newProfile(preferences?: object): Profile {
  const dir = mkdtempSync(join(tmpdir(), 'tenbo-profile-'));
  if (preferences) {
    mkdirSync(join(dir, 'Default'));
    writeFileSync(join(dir, 'Default', 'Preferences'), JSON.stringify(preferences));
  }
  const running: RunningBrowser[] = [];
  return {
    dir,
    running,
    async remove() {
      for (const browser of running.splice(0)) await browser.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RunningBrowser {
  readonly browser: Browser;
  readonly page: Page;
  /** SIGKILL to every process of the browser; resolves once the browser's own process is gone (at once when it is gone already). */
  kill(): Promise<void>;
}

/** The DevTools endpoint Chromium prints on stderr as it starts. */
function endpointOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${seen.slice(-500)}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(seen);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${seen.slice(-500)}`)));
  });
}

/** Chromium on `profile`, headless, with the e2e projects' flags; a page at the phone's size. */
export async function launchOn(profile: Profile): Promise<RunningBrowser> {
  // Its own process group: the kill reaches the renderer and the storage service too.
  const child = spawn(executable, ['--headless', '--remote-debugging-port=0', `--user-data-dir=${profile.dir}`, ...args, 'about:blank'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let gone = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => (gone = true));
  const browser = await chromium.connectOverCDP(await endpointOf(child));
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium has no default context');
  const page = context.pages()[0] ?? (await context.newPage());
  await page.setViewportSize(VIEWPORT);
  const running: RunningBrowser = {
    browser,
    page,
    async kill() {
      if (gone) return;
      if (child.pid === undefined) throw new Error('Chromium has no pid');
      process.kill(-child.pid, 'SIGKILL');
      await exited;
    },
  };
  profile.running.push(running);
  return running;
}
