import { PRESETS } from '../src/core/rules';
import { replay, type HandResult } from '../src/ledger';
import { expectTable, playHand, startGame, type Names } from './driver';
import { expect, test } from './fixtures';

const NAMES: Names = ['Ada', 'Bob', 'Cyd', 'Dee'];
const hands: HandResult[] = [
  { v: 1, type: 'ron', from: 3, wins: [{ winner: 1, han: 3, fu: 40 }], riichi: [1] },
  { v: 1, type: 'draw', tenpai: [0], riichi: [] },
];

test('after the service worker took over, the app reloads and records hands with no network', async ({ page, context }) => {
  await page.goto('/');
  const newGame = page.getByRole('button', { name: 'New game' });
  const before = await newGame.boundingBox();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect(page.getByRole('status')).toHaveText(/Ready to work offline\./);
  // The news comes at the bottom: nothing on the list moves under a thumb about to tap (and the
  // screen's title is at the top, whenever the worker finished installing).
  expect(await newGame.boundingBox()).toEqual(before);
  expect((await page.getByRole('heading', { name: 'Games', level: 1 }).boundingBox())!.y).toBeLessThan(60);
  // The first visit installs the worker; the next load is served by it.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await startGame(page, NAMES);
  const [firstHand, secondHand] = hands;
  if (!firstHand || !secondHand) throw new Error('two hands expected');
  await playHand(page, NAMES, firstHand);

  await context.setOffline(true);
  await page.reload();
  const afterFirst = replay(PRESETS.ema2025, [firstHand]);
  if (!afterFirst.ok) throw new Error(afterFirst.message);
  await expectTable(page, NAMES, afterFirst.final);
  // The hand dialog is a lazily loaded chunk: it must come from the precache too.
  await playHand(page, NAMES, secondHand);
  const afterBoth = replay(PRESETS.ema2025, hands);
  if (!afterBoth.ok) throw new Error(afterBoth.message);
  await expectTable(page, NAMES, afterBoth.final);
  await page.getByRole('button', { name: 'Hands' }).click();
  await expect(page.getByRole('listitem', { name: 'Hand 2' })).toBeVisible();
  await context.setOffline(false);
});
