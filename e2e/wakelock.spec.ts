import { startGame, type Names } from './driver';
import { expect, test } from './fixtures';

/**
 * The screen stays awake during a game. Headless Chromium cannot hold a real screen lock, so
 * the browser's Screen Wake Lock API is replaced by a recorder before the app loads (our own
 * code runs as it is); the test reads what the app asked of it.
 */
test('a game keeps the screen awake, and leaving the table lets it sleep', async ({ page }) => {
  await page.addInitScript(() => {
    const log: string[] = [];
    Object.defineProperty(window, '__wakeLockLog', { value: log });
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async (type: string) => {
          log.push(`request ${type}`);
          return { release: async () => void log.push('release') };
        },
      },
    });
  });
  const wakeLog = () => page.evaluate(() => (window as unknown as { __wakeLockLog: string[] }).__wakeLockLog.join(', '));
  const names: Names = ['Ada', 'Bob', 'Cyd', 'Dee'];

  await page.goto('/');
  expect(await wakeLog()).toBe('');
  await startGame(page, names);
  await expect.poll(wakeLog).toBe('request screen');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect.poll(wakeLog).toBe('request screen, release');
});
