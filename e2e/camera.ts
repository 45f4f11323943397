import { chromium, expect, type Browser, type Page } from '@playwright/test';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import config from '../playwright.config';
import { y4mOf, type VideoSize } from './y4m';

/**
 * A camera for the e2e, faked from files (issue 27 "Playwright, in Chromium, with real cameras
 * faked from files"): the QR codes a page shows, screenshot one by one, become a y4m video that a
 * second Chromium plays as its camera. Chromium's flags are per browser launch, so each camera is a
 * browser of its own.
 */
export const VIDEO: VideoSize = { width: 640, height: 480, fps: 5 };
/** Video frames each code is held for: 0.8 s at 5 frames a second, as long as the QR view shows one (devices/QrSequence.tsx FRAME_MS). */
const HOLD = 4;

/**
 * Screenshots of every code of the QR view on `page` (devices/QrSequence.tsx): its count read from
 * "Code k of n", paused, then each code in turn with Next. One code ("Scan this code") is one shot.
 */
export async function codeShots(page: Page): Promise<Buffer[]> {
  const code = page.getByRole('img', { name: /^QR code \d+ of \d+$/ });
  await expect(code).toBeVisible();
  const count = Number(/of (\d+)$/.exec((await code.getAttribute('aria-label')) ?? '')?.[1]);
  if (count > 1) await page.getByRole('button', { name: 'Pause', exact: true }).click();
  // Paused wherever the loop stood: from that code on, each in turn (the scanner takes them in any order).
  const shots: Buffer[] = [];
  for (let k = 1; k <= count; k++) {
    const shown = await code.getAttribute('aria-label');
    // The scale of CSS pixels: a phone's device pixels would make a code bigger than the video.
    shots.push(await code.screenshot({ scale: 'css' }));
    if (k < count) {
      await page.getByRole('button', { name: 'Next code' }).click();
      await expect(code).not.toHaveAttribute('aria-label', shown ?? '');
    }
  }
  if (count > 1) await page.getByRole('button', { name: 'Play', exact: true }).click();
  return shots;
}

export interface Camera {
  readonly browser: Browser;
  /**
   * Puts other codes before the camera: the video file is replaced whole, and Chromium reads it
   * again the next time a page starts the camera (a scanner opened anew).
   */
  show(shots: readonly Buffer[], order?: readonly number[]): void;
  close(): Promise<void>;
}

/** A Chromium whose camera plays `shots` in the order given (indices into shots; a code may come twice), looping. */
export async function cameraBrowser(shots: readonly Buffer[], order: readonly number[] = shots.map((_, i) => i)): Promise<Camera> {
  const dir = mkdtempSync(join(tmpdir(), 'tenbo-camera-'));
  const file = join(dir, 'codes.y4m');
  // Written aside, then renamed over the camera's file: a rename swaps the whole file at once, where a
  // write in place truncates it first, so a camera still open, or one opened as the write goes, could
  // read a short or half-written video (a scan missing its codes until the test's timeout).
  const next = join(dir, 'next.y4m');
  const show = (codes: readonly Buffer[], sequence: readonly number[] = codes.map((_, i) => i)) => {
    writeFileSync(
      next,
      y4mOf(
        sequence.map((i) => codes[i]!),
        VIDEO,
        HOLD,
      ),
    );
    renameSync(next, file);
  };
  show(shots, order);
  const launch = config.use?.launchOptions ?? {};
  const browser = await chromium.launch({
    ...launch,
    args: [
      ...(launch.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
    ],
  });
  return {
    browser,
    show,
    async close() {
      await browser.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
