import { writeFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import type { HandResult } from '../src/ledger';
import { cameraBrowser, codeShots, type Camera } from './camera';
import { expectTimeLeft, playHand, type Names } from './driver';
import { expect, test } from './fixtures';
import { download, ledgerFinals, tab } from './tournamentViews';

/**
 * Issue 27's cross-device flow, end to end with cameras faked from files: an organiser makes an
 * 8-player, 2-session tournament and shows session 1's join codes; two table devices join by
 * scanning them, each plays a short game that time ends, gets four confirmations and shows its
 * hand-off codes; the organiser's camera reads both (and one a second time: already in), and the
 * standings and the EMA results CSV match the final results the tables showed.
 *
 * One camera browser plays every code (Chromium's fake camera file is fixed at its launch, but it
 * is read again each time a page starts the camera): the tables and the organiser's second device
 * are contexts of it, and the file is rewritten before each scan. The organiser starts on `page`
 * and moves to the camera device with the tournament file, as an organiser with a laptop would.
 */

const PASTE = [
  'First name\tLast name\tEMA number\tCountry',
  'Anna\tKowalska\t03000001\tPOL',
  'Bartek\tNowak\t03000002\tPOL',
  'Celina\tWiśniewska\t03000003\tPOL',
  'Darek\tLis\t03000004\tPOL',
  'Ewa\tZając\t03000005\tPOL',
  'Filip\tMazur\t03000006\tPOL',
  'Gosia\tKrawczyk\t03000007\tCZE',
  'Henryk\tLewandowski\t03000008\tDEU',
].join('\n');

/** Two short games, a few hands each, ended by time called between hands. */
const GAMES: readonly (readonly HandResult[])[] = [
  [
    { v: 1, type: 'ron', from: 0, wins: [{ winner: 1, han: 3, fu: 30 }], riichi: [1] },
    { v: 1, type: 'draw', tenpai: [2], riichi: [] },
  ],
  [
    { v: 1, type: 'tsumo', winner: 0, han: 2, fu: 30, riichi: [] },
    { v: 1, type: 'ron', from: 3, wins: [{ winner: 2, han: 4, fu: 30 }], riichi: [0] },
    { v: 1, type: 'draw', tenpai: [0, 1], riichi: [] },
  ],
];

const WINDS = ['East', 'South', 'West', 'North'] as const;

/** A number as the app writes it (+12,300, −4,500, 0) read back. */
function pointsOf(text: string): number {
  return Number(text.replace(/[,\s]/g, '').replace('−', '-'));
}

/** A new device (a context of its own storage) in the camera browser, at the phone's size. */
async function device(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number } | null | undefined,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: viewport ?? { width: 360, height: 740 },
    serviceWorkers: 'block',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await page.goto('/');
  return page;
}

/**
 * A table device joins by its camera (already playing the table's code): the four players in their
 * seats as the organiser's code lists them; then the game plays, time is called between hands, the
 * game ends; four confirmations; each seat's final result as the table shows it, and the hand-off codes.
 */
async function playTable(
  table: Page,
  number: number,
  seated: Names,
  hands: readonly HandResult[],
  clockStartedAfter: number,
): Promise<{ finals: number[]; texts: string[]; shots: Buffer[] }> {
  await table.getByRole('button', { name: 'Join a tournament table' }).click();
  await table.getByRole('button', { name: 'Scan the organiser’s code' }).click();
  const seats = table.getByRole('region', { name: `Seats at table ${number}` });
  await expect(seats.getByRole('listitem')).toHaveText(
    seated.map((name, seat) => `${WINDS[seat]}: ${name}`),
    { timeout: 30_000 },
  );
  await expect(seats).toContainText(`Flow Open: session 1, table ${number}`);
  await table.getByRole('button', { name: `Start the game at table ${number}` }).click();
  await expect(table.getByRole('heading', { name: 'East 1', level: 1 })).toBeVisible();
  // The session ends an hour after the organiser started its clock, however long the joins took.
  await expectTimeLeft(table.getByRole('timer', { name: 'Time left in the session' }), 60 * 60, clockStartedAfter);
  for (const hand of hands) await playHand(table, seated, hand);

  // The organiser calls time between hands; under the default ending (finishHand) the game ends with the call.
  await table.getByRole('button', { name: 'Time called' }).click();
  await table
    .getByRole('dialog', { name: 'Time called: is a hand being played?' })
    .getByRole('button', { name: 'No: between hands' })
    .click();
  await expect(table.getByRole('heading', { name: 'Final results' })).toBeVisible();

  const slip = table.getByRole('region', { name: 'Score slip' });
  await expect(slip).toContainText(`Flow Open: session 1, table ${number}`);
  for (const name of seated) await slip.getByRole('button', { name: `Confirm: ${name}` }).click();
  await expect(slip.getByRole('status')).toHaveText('All four players confirmed the results.');

  const texts: string[] = [];
  for (const name of seated)
    texts.push(
      (
        (await table
          .getByRole('row', { name: new RegExp(name) })
          .getByRole('cell')
          .nth(1)
          .textContent()) ?? ''
      ).trim(),
    );
  const finals = texts.map(pointsOf);
  for (const final of finals) expect(Number.isFinite(final), `a final result read: ${texts.join(' ')}`).toBe(true);
  // The table shows the ledger's settlement of the hands played.
  expect(finals).toEqual(ledgerFinals(hands));
  return { finals, texts, shots: await codeShots(table) };
}

test('two tables join by the organiser’s codes, play, confirm and hand off by QR codes to the organiser’s camera; standings and the EMA CSV match the tables', async ({
  page,
  baseURL,
}, info) => {
  test.skip(info.project.name !== 'phone', 'the cross-device flow runs once, on phones');
  const viewport = info.project.use.viewport;

  // The organiser: an 8-player, 2-session tournament from a pasted list, seated, session 1's clock started.
  await page.goto('/');
  await page.getByRole('button', { name: 'Tournament', exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill('Flow Open');
  await page.getByLabel('Sessions', { exact: true }).fill('2');
  await page.getByLabel('Minutes per session').fill('60');
  await page.getByRole('button', { name: 'Create the tournament' }).click();
  await page.getByLabel('Paste a list from a spreadsheet').fill(PASTE);
  await page.getByRole('button', { name: 'Add the pasted players' }).click();
  await expect(page.getByRole('heading', { name: '8 players' })).toBeVisible();
  await tab(page, 'Seating');
  await page.getByRole('button', { name: 'Generate the seating' }).click();
  await tab(page, 'Sessions');
  const session1 = page.getByRole('region', { name: 'Session 1' });
  const clockStartedAfter = Date.now();
  await session1.getByRole('button', { name: 'Start the clock' }).click();
  await session1.getByRole('button', { name: 'Join codes' }).click();

  // Each table's join code, screenshot, and its players by seat as the organiser's screen lists them.
  const joins: Buffer[][] = [];
  const seating: Names[] = [];
  for (const number of [1, 2]) {
    await session1
      .getByRole('group', { name: 'Join codes' })
      .getByRole('button', { name: `Table ${number}`, exact: true })
      .click();
    const figure = page.getByRole('figure', { name: `Join code of table ${number}` });
    const caption = figure.locator(':scope > figcaption');
    await expect(caption).toHaveText(new RegExp(`^Table ${number}: `));
    const names = ((await caption.textContent()) ?? '').replace(/^Table \d+: /, '').split(' · ');
    const [east = '', south = '', west = '', north = '', ...more] = names;
    expect(more, 'four players at a table').toEqual([]);
    seating.push([east, south, west, north]);
    joins.push(await codeShots(page));
  }
  expect(new Set(seating.flat()).size).toBe(8);
  await tab(page, 'Standings');
  const file = await download(page, 'Download the tournament file');
  const tournamentFile = info.outputPath(file.name);
  await writeFile(tournamentFile, file.text);

  let camera: Camera | null = null;
  try {
    camera = await cameraBrowser(joins[0]!);
    // The tables: each scans its own code, plays, ends, confirms and shows its hand-off codes.
    const played: { finals: number[]; texts: string[]; shots: Buffer[] }[] = [];
    for (const [i, hands] of GAMES.entries()) {
      camera.show(joins[i]!);
      const table = await device(camera.browser, baseURL, viewport);
      played.push(await playTable(table, i + 1, seating[i]!, hands, clockStartedAfter));
    }

    // The organiser's own camera device: the tournament file opened, each table's hand-off scanned.
    const organiser = await device(camera.browser, baseURL, viewport);
    await organiser.getByRole('button', { name: 'Tournament', exact: true }).click();
    await organiser.getByLabel('Open a tournament file').setInputFiles(tournamentFile);
    await organiser.getByRole('button', { name: /^Flow Open/ }).click();
    await tab(organiser, 'Sessions');
    const lines = organiser.locator('.t-lines');
    for (const [i, game] of played.entries()) {
      camera.show(game.shots);
      await organiser.getByRole('button', { name: 'Scan a table’s result' }).click();
      await expect(lines).toContainText(`Session 1, table ${i + 1}: game in.`, { timeout: 30_000 });
    }
    // The same game scanned again: recognised, not counted twice.
    await organiser.getByRole('button', { name: 'Scan a table’s result' }).click();
    await expect(lines).toContainText('Session 1, table 2: this game is already in.', { timeout: 30_000 });
    await expect(organiser.getByRole('region', { name: 'Session 1' })).not.toContainText('Tables still playing');

    // The expected standings and CSV from the finals the tables showed.
    const everyone = PASTE.split('\n')
      .slice(1)
      .map((line) => {
        const [first = '', last = '', ema = '', country = ''] = line.split('\t');
        return { first, last, ema, country, name: `${first} ${last}`, games: 0, points: 0, text: '' };
      });
    played.forEach((game, t) =>
      seating[t]!.forEach((name, seat) =>
        Object.assign(
          everyone.find((p) => p.name === name)!,
          { games: 1, points: game.finals[seat]!, text: game.texts[seat]! },
        ),
      ),
    );
    const rows = [...everyone].sort((x, y) => y.points - x.points || (x.last < y.last ? -1 : x.last > y.last ? 1 : 0));
    const placeOf = (points: number) => rows.findIndex((other) => other.points === points) + 1;

    await tab(organiser, 'Standings');
    const standings = organiser.locator('.t-standings tbody tr');
    await expect(standings).toHaveCount(8);
    for (const [i, row] of rows.entries()) {
      await expect(standings.nth(i).getByRole('cell')).toHaveText([String(placeOf(row.points)), row.name, '1', row.text]);
    }
    for (const number of [1, 2]) await expect(organiser.getByText(`Session 1, table ${number}: adds up to zero`)).toBeVisible();
    const csv = await download(organiser, 'Download the EMA results (CSV)');
    expect(csv.text).toBe(
      [
        'place,first,last,ema,country,games,points',
        ...rows.map((row) => [placeOf(row.points), row.first, row.last, row.ema, row.country, row.games, row.points].join(',')),
      ].join('\n') + '\n',
    );
  } finally {
    await camera?.close();
  }
});
