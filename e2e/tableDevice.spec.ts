import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { HandResult } from '../src/ledger';
import { expectTimeLeft, playHand, type Names } from './driver';
import { EIGHT_PLAYERS, tournamentFile, TWO_TABLES } from './tournamentFile';
import { expect, test } from './fixtures';

/**
 * A tournament table device (issue 27): a table joins from the organiser's tournament file, the
 * session clock counts down on the table (moved on by Playwright's clock, not waited for), runs
 * out under either ending, survives a reload; the four players confirm the score slip, a
 * correction clears their confirmations, and the game's file carries the table and the confirmations.
 */
const START = new Date('2027-05-01T10:00:00Z');
const MIN = 60_000;

function wroclawOpen(ending: 'finishHand' | 'oneMoreHand'): Buffer {
  return tournamentFile({
    id: 'wro-2027',
    name: 'Wrocław Open',
    names: EIGHT_PLAYERS,
    sessions: [
      TWO_TABLES,
      [
        ['p5', 'p2', 'p7', 'p4'],
        ['p1', 'p6', 'p3', 'p8'],
      ],
    ],
    ending,
  });
}

/** Session 2, table 2 of the file: its players by seat. */
const TABLE: Names = ['Anna Kowalska', 'Filip Wójcik', 'Celina Wiśniewska', 'Henryk Lewandowski'];
const draw: HandResult = { v: 1, type: 'draw', tenpai: [0], riichi: [] };

/** From the games list: the file opened, session 2 and table 2 picked, the players and the ending checked, the game started. */
async function joinTable(page: Page, ending: 'finishHand' | 'oneMoreHand', endsAt = '11:30'): Promise<void> {
  await page.getByRole('button', { name: 'Join a tournament table' }).click();
  await page
    .getByLabel('Open the tournament file')
    .setInputFiles({ name: 'wro.tournament.json', mimeType: 'application/json', buffer: wroclawOpen(ending) });
  await expect(page.getByRole('heading', { name: 'Wrocław Open' })).toBeVisible();
  await expect(
    page.getByText(ending === 'finishHand' ? 'the hand in play is finished, then the game ends.' : 'then one more hand is played.'),
  ).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Session' }).getByRole('radio', { name: 'Session 2' }).click();
  await page.getByRole('radiogroup', { name: 'Table' }).getByRole('radio', { name: 'Table 2' }).click();
  const seats = page.getByRole('region', { name: 'Seats at table 2' });
  await expect(seats.getByRole('listitem')).toHaveText([
    'East: Anna Kowalska',
    'South: Filip Wójcik',
    'West: Celina Wiśniewska',
    'North: Henryk Lewandowski',
  ]);
  // Joined as the session starts: it ends 90 minutes on, on this device's clock.
  await expect(page.getByLabel('The session ends at')).toHaveValue(endsAt);
  await page.getByRole('button', { name: 'Start the game at table 2' }).click();
  await expect(page.getByRole('heading', { name: 'East 1', level: 1 })).toBeVisible();
  for (const name of TABLE) await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
}

const timer = (page: Page) => page.getByRole('timer', { name: 'Time left in the session' });
const announcement = (page: Page) => page.getByRole('region', { name: /^East|^South/ }).getByRole('status');

/** Date.now() as the fake clock was installed at START: it runs on at the real pace from there, besides its fast-forwards. */
let installedAt = 0;
test.beforeEach(async ({ page }) => {
  installedAt = Date.now();
  await page.clock.install({ time: START });
});

/** The session clock shows `seconds` left, less the seconds the test itself took so far (the fake clock runs on as it waits). */
const expectLeft = (page: Page, seconds: number) => expectTimeLeft(timer(page), seconds, installedAt);

test('finishHand: the clock survives a reload, reaches zero, the hand in play ends the game; four confirmations, a correction clears them, the file carries them', async ({
  page,
}, info) => {
  await page.goto('/#/');
  await joinTable(page, 'finishHand');
  await expect(timer(page)).toHaveText(/^1:\d\d:\d\d$/);
  await expectLeft(page, 90 * 60);
  await playHand(page, TABLE, draw);
  await page.clock.fastForward(40 * MIN);
  await expectLeft(page, 50 * 60);

  // A reload (or a killed tab) mid-session: the clock goes on from the stored end.
  await page.reload();
  await expectLeft(page, 50 * 60);
  await page.clock.fastForward(49 * MIN);
  await expectLeft(page, 60);
  await page.screenshot({ path: `e2e-output/screens/${info.project.name}-table-clock.png` });
  await page.clock.fastForward(MIN);
  await expect(timer(page)).toHaveCount(0);
  await expect(announcement(page)).toHaveText('Time! Finish this hand');
  // Time is called: the manual call is no longer offered; ending at once is.
  await expect(page.getByRole('button', { name: 'Time called' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'End now' })).toBeVisible();
  await page.reload();
  await expect(announcement(page)).toHaveText('Time! Finish this hand');

  // The hand in play is recorded: the game ends with it, the usual settlement follows.
  await playHand(page, TABLE, { v: 1, type: 'ron', from: 2, wins: [{ winner: 1, han: 3, fu: 40 }], riichi: [] });
  await expect(page.getByRole('heading', { name: 'Final results' })).toBeVisible();
  await expect(page.getByText('Time was up: the game ended before East 2.')).toBeVisible();
  const slip = page.getByRole('region', { name: 'Score slip' });
  await expect(slip).toContainText('Wrocław Open: session 2, table 2');
  await expect(slip.getByRole('status')).toHaveText('Confirmed by 0 of 4');

  // Each player taps their own seat; each confirmation is stored as it is given.
  for (const [i, name] of [TABLE[2], TABLE[0], TABLE[3]].entries()) {
    await slip.getByRole('button', { name: `Confirm: ${name}` }).click();
    await expect(slip.getByRole('button', { name: `Confirmed: ${name}` })).toHaveAttribute('aria-pressed', 'true');
    await expect(slip.getByRole('status')).toHaveText(`Confirmed by ${i + 1} of 4`);
  }
  await page.reload();
  await expect(slip.getByRole('status')).toHaveText('Confirmed by 3 of 4');
  await slip.getByRole('button', { name: `Confirm: ${TABLE[1]}` }).click();
  await expect(slip.getByRole('status')).toHaveText('All four players confirmed the results.');
  await page.screenshot({ path: `e2e-output/screens/${info.project.name}-score-slip.png`, fullPage: true });

  // A correction: the end undone, then the game ended again at once. The confirmations are gone, and the slip says so.
  await page.getByRole('button', { name: 'Undo the end' }).click();
  await expect(page.getByRole('heading', { name: 'East 2', level: 1 })).toBeVisible();
  await expect(announcement(page)).toHaveText('Time! No more hands: end the game');
  await page.getByRole('button', { name: 'End now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End the game' }).click();
  await expect(page.getByRole('heading', { name: 'Final results' })).toBeVisible();
  await expect(slip.getByRole('alert')).toHaveText(
    'The results were corrected after they were confirmed: each player confirms them again.',
  );
  await expect(slip.getByRole('status')).toHaveText('Confirmed by 0 of 4');

  // A tablet lying flat in the facing layout: each confirm button on its player's side, turned to them (East at the bottom).
  await page.evaluate(() => localStorage.setItem('tenbo.layout', 'facing'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  const turn = (name: string) =>
    slip
      .getByRole('button', { name: `Confirm: ${name}` })
      .evaluate((el) => `${getComputedStyle(el).writingMode} ${getComputedStyle(el).transform}`);
  expect(await turn(TABLE[0]), 'East, at the bottom').toBe('horizontal-tb none');
  expect(await turn(TABLE[1]), 'South, on the right').toBe('vertical-rl matrix(-1, 0, 0, -1, 0, 0)');
  expect(await turn(TABLE[2]), 'West, across').toBe('horizontal-tb matrix(-1, 0, 0, -1, 0, 0)');
  expect(await turn(TABLE[3]), 'North, on the left').toBe('vertical-rl none');
  await slip.getByRole('button', { name: `Confirm: ${TABLE[3]}` }).click();
  await expect(slip.getByRole('status')).toHaveText('Confirmed by 1 of 4');
  await slip.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `e2e-output/screens/${info.project.name}-score-slip-tablet-flat.png`, fullPage: true });
  for (const name of TABLE.slice(0, 3)) await slip.getByRole('button', { name: `Confirm: ${name}` }).click();
  await expect(slip.getByRole('status')).toHaveText('All four players confirmed the results.');
  await expect(slip.getByRole('alert')).toHaveCount(0);

  // Handed off as a file (no Web Share in a headless browser: a download), with the table and the confirmations.
  const download = page.waitForEvent('download');
  await slip.getByRole('button', { name: 'Download the game’s file' }).click();
  const record = JSON.parse(await readFile(await (await download).path(), 'utf8')) as Record<string, unknown>;
  expect(record).toMatchObject({
    players: [...TABLE],
    tournament: {
      id: 'wro-2027',
      name: 'Wrocław Open',
      session: 2,
      table: 2,
      ending: 'finishHand',
      endsAt: START.getTime() + 90 * MIN,
      playerIds: ['p1', 'p6', 'p3', 'p8'],
    },
    confirmed: [0, 1, 2, 3],
    expect: { over: true },
  });
  expect((record['hands'] as { type: string }[]).map((h) => h.type)).toEqual(['draw', 'ron', 'end']);
});

test('oneMoreHand: at zero the hand in play is finished, then one more, the last; "Time called" between hands plays only that one', async ({
  page,
}) => {
  await page.goto('/#/');
  await joinTable(page, 'oneMoreHand');
  await page.clock.fastForward(90 * MIN);
  await expect(announcement(page)).toHaveText('Time! Finish this hand, then one more');
  await playHand(page, TABLE, draw);
  await expect(announcement(page)).toHaveText('Time! One more hand: the last');
  await playHand(page, TABLE, draw);
  await expect(page.getByRole('heading', { name: 'Final results' })).toBeVisible();
  // Two draws with the dealer tenpai: East keeps the deal, two counters.
  await expect(page.getByText('Time was up: the game ended before East 1 with 2 counters.')).toBeVisible();

  // Another table of the file, time called by hand at the organiser's word, between hands.
  await page.getByRole('button', { name: 'Back' }).click();
  await joinTable(page, 'oneMoreHand', '13:00');
  await playHand(page, TABLE, draw);
  await page.getByRole('button', { name: 'Time called' }).click();
  const dialog = page.getByRole('dialog', { name: 'Time called: is a hand being played?' });
  await expect(dialog).toContainText('then one more hand is played.');
  await dialog.getByRole('button', { name: 'No: between hands' }).click();
  await expect(announcement(page)).toHaveText('Time! One more hand: the last');
  await expect(timer(page)).toHaveCount(0);
  await playHand(page, TABLE, draw);
  await expect(page.getByRole('heading', { name: 'Final results' })).toBeVisible();
});
