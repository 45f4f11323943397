import type { Locator } from '@playwright/test';
import type { HandResult } from '../src/ledger';
import { expectTimeLeft } from './driver';
import { expect, test } from './fixtures';
import { download, ledgerFinals, tab } from './tournamentViews';

/**
 * The organiser's side of a tournament (issue 27): an 8-player, 2-session tournament made from a
 * pasted list (7 players and a substitute), seated from a seed, two players swapped by hand, one
 * table's game file taken in (twice: recognised), and the standings and the EMA results CSV
 * checked against the ledger's own settlement of that game.
 */

const PASTE = [
  'First name\tLast name\tEMA number\tCountry',
  'Anna\tKowalska\t03000001\tPOL',
  'Bartek\tNowak\t03000002\tPOL',
  'Celina\tWiśniewska\t03000003\tPOL',
  'Darek\tLis\t03000004\tpol',
  'Ewa\tZając\t03000005\tPOL',
  'Filip\tMazur\t03000002\tPOL',
  'Gosia\tKrawczyk\t\tCZE',
].join('\n');

// Anna's riichi ron off the dealer, then a dealer's tsumo; the game is not over (a tournament
// counts its final results as they stand when time is called).
const HANDS: readonly HandResult[] = [
  { v: 1, type: 'ron', from: 0, wins: [{ winner: 1, han: 3, fu: 30 }], riichi: [1] },
  { v: 1, type: 'tsumo', winner: 1, han: 2, fu: 30, riichi: [] },
];

/** The names on a session's tables, table by table, in seat order. */
async function tablesOf(session: Locator): Promise<string[][]> {
  const tables = session.locator('.t-table');
  const names: string[][] = [];
  for (let i = 0; i < (await tables.count()); i++) {
    const seats = await tables.nth(i).getByRole('button').allTextContents();
    names.push(seats.map((seat) => seat.replace(/^[ESWN]\s*/, '').trim()));
  }
  return names;
}

test('an organiser makes an 8-player tournament from a pasted list, seats it, swaps two players, takes in a table’s game and gets the standings and the EMA results', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Tournament', exact: true }).click();
  await expect(page.getByText('No tournament on this device yet.')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Test Open');
  await page.getByLabel('Sessions', { exact: true }).fill('2');
  await page.getByLabel('Minutes per session').fill('60');
  // The ending in words.
  await page.getByRole('radio', { name: 'the hand in play is finished, then one more' }).click();
  await page.getByRole('button', { name: 'Create the tournament' }).click();
  await expect(page.getByText('EMA 2025 · 2 × 60 min · time called: the hand in play is finished, then one more')).toBeVisible();

  // The players, pasted: 7 of them, two with the same EMA number; a substitute makes 8.
  await page.getByLabel('Paste a list from a spreadsheet').fill(PASTE);
  await page.getByRole('button', { name: 'Add the pasted players' }).click();
  await expect(page.getByRole('status').filter({ hasText: '7 players added.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '7 players' })).toBeVisible();
  await expect(page.getByText('Same EMA number: Bartek Nowak, Filip Mazur')).toBeVisible();
  await expect(page.getByText('7 players: 1 substitute is needed for whole tables of four.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a substitute' }).click();
  await expect(page.getByRole('heading', { name: '8 players' })).toBeVisible();
  await expect(page.getByText('Darek Lis')).toBeVisible();
  await expect(page.getByText('Substitute 1')).toBeVisible();
  await expect(page.getByText(/substitute is needed/)).toHaveCount(0);

  // The seating: generated from a seed, then two players of session 2 swapped by hand.
  await tab(page, 'Seating');
  await page.getByLabel('Seed').fill('5');
  await page.getByRole('button', { name: 'Generate the seating' }).click();
  const figures = page.locator('.t-figures');
  // 8 players over 2 sessions meet again at least 4 times: a second session splits each table of the first.
  await expect(figures).toHaveText(/^Repeated meetings: \d+ · winds off balance by: 0$/);
  const session1 = page.getByRole('region', { name: 'Session 1' });
  const session2 = page.getByRole('region', { name: 'Session 2' });
  const before = await tablesOf(session2);
  expect(before.flat().sort()).toHaveLength(8);
  const [a, b] = [before[0]![0]!, before[1]![0]!];
  await session2.getByRole('button', { name: a }).click();
  await expect(page.getByText(`Swap ${a} with…`)).toBeVisible();
  await session2.getByRole('button', { name: b }).click();
  await expect(page.getByText(`${a} and ${b} swapped in session 2.`)).toBeVisible();
  await expect
    .poll(() => tablesOf(session2))
    .toEqual([
      [b, ...before[0]!.slice(1)],
      [a, ...before[1]!.slice(1)],
    ]);
  await expect(figures).toHaveText(/^Repeated meetings: \d+ · winds off balance by: 0$/);
  const table1 = (await tablesOf(session1))[0]!;

  // Session 1, table 1 hands in its game: a file written by a table that typed the names in.
  await tab(page, 'Sessions');
  await expect(page.getByRole('region', { name: 'Session 1' })).toContainText('Tables still playing: 1, 2');
  // Each table's join code, for the table devices to scan.
  await page.getByRole('region', { name: 'Session 1' }).getByRole('button', { name: 'Join codes' }).click();
  const code = page.getByRole('figure', { name: 'Join code of table 1' });
  await expect(code.locator('svg').first()).toBeVisible();
  await expect(code).toContainText(`Table 1: ${table1.join(' · ')}`);
  await page.getByRole('region', { name: 'Session 1' }).getByRole('button', { name: 'Hide the codes' }).click();
  const file = testInfo.outputPath('table1.json');
  const record = { id: 'table-1-game', format: 'riichi-record/1', rules: 'ema2025', players: table1, hands: HANDS };
  await import('node:fs/promises').then((fs) => fs.writeFile(file, JSON.stringify(record)));
  const results = page.getByLabel('Import tables’ game files');
  await results.setInputFiles(file);
  await expect(page.getByText('Session 1, table 1: game in.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Session 1' })).toContainText('Tables still playing: 2');
  await results.setInputFiles(file);
  await expect(page.getByText('Session 1, table 1: this game is already in.')).toBeVisible();
  // Four who never sat together: refused, nothing written.
  const strangers = testInfo.outputPath('strangers.json');
  await import('node:fs/promises').then((fs) =>
    fs.writeFile(strangers, JSON.stringify({ ...record, id: 'x', players: [table1[0], table1[1], table1[2], before[1]![1]] })),
  );
  await results.setInputFiles(strangers);
  await expect(page.getByText(/did not sit together at any table\. Nothing was written\./)).toBeVisible();

  // Session 1 is locked now; session 2 may still change.
  await tab(page, 'Seating');
  await expect(session1.getByRole('heading', { level: 2 })).toContainText('Locked: a result is in');
  await expect(session1.getByRole('button', { name: table1[0] })).toBeDisabled();

  // The standings and the EMA results CSV against the ledger's settlement of that game.
  const finals = ledgerFinals(HANDS);
  const everyone: Record<string, { first: string; last: string; ema: string; country: string; games: number; points: number }> = {};
  for (const line of PASTE.split('\n').slice(1)) {
    const [first = '', last = '', ema = '', country = ''] = line.split('\t');
    everyone[`${first} ${last}`] = { first, last, ema, country: country.toUpperCase(), games: 0, points: 0 };
  }
  everyone['Substitute 1'] = { first: 'Substitute', last: '1', ema: '', country: '', games: 0, points: 0 };
  table1.forEach((name, seat) => Object.assign(everyone[name]!, { games: 1, points: finals[seat]! }));
  const rows = Object.values(everyone).sort((x, y) => y.points - x.points || (x.last < y.last ? -1 : x.last > y.last ? 1 : 0));
  const expected = ['place,first,last,ema,country,games,points'];
  rows.forEach((row, i) => {
    const place = rows.findIndex((other) => other.points === row.points) + 1;
    expected.push([place, row.first, row.last, row.ema, row.country, row.games, row.points].join(','));
    expect(place).toBeLessThanOrEqual(i + 1);
  });

  await tab(page, 'Sessions');
  const clockStartedAfter = Date.now();
  await page.getByRole('region', { name: 'Session 1' }).getByRole('button', { name: 'Start the clock' }).click();
  await expect(page.getByRole('region', { name: 'Session 1' }).getByRole('button', { name: 'Start again' })).toBeVisible();
  await tab(page, 'Standings');
  const standings = page.locator('.t-standings tbody tr');
  await expect(standings).toHaveCount(8);
  const top = rows[0]!;
  await expect(standings.first()).toContainText(`${top.first} ${top.last}`);
  await expect(page.getByText('Session 1, table 1: adds up to zero')).toBeVisible();
  const csv = await download(page, 'Download the EMA results (CSV)');
  expect(csv.name).toBe('Test-Open.results.csv');
  expect(csv.text).toBe(expected.join('\n') + '\n');

  // The tournament file, whole: the game is in it, at its session and table.
  const exported = await download(page, 'Download the tournament file');
  expect(exported.name).toBe('Test-Open.tournament.json');
  expect(JSON.parse(exported.text)).toMatchObject({
    format: 'riichi-tournament/1',
    name: 'Test Open',
    ending: 'oneMoreHand',
    games: [{ session: 1, table: 1 }],
  });

  // The file taken to the big screen's computer (a 1280x720 projector): the tournament comes back
  // whole, its clock running, and the big screen shows it.
  const moved = testInfo.outputPath('moved.tournament.json');
  await import('node:fs/promises').then((fs) => fs.writeFile(moved, exported.text));
  const projector = await browser.newContext({ baseURL, viewport: { width: 1280, height: 720 } });
  try {
    const big = await projector.newPage();
    await big.goto('/#/tournaments');
    await big.getByLabel('Open a tournament file').setInputFiles(moved);
    await expect(big.getByText('Test Open is on this device now.')).toBeVisible();
    await big.getByRole('button', { name: /^Test Open/ }).click();
    await tab(big, 'Standings');
    await expect(big.locator('.t-standings tbody tr').first()).toContainText(`${top.first} ${top.last}`);
    await tab(big, 'Sessions');
    await big.getByRole('region', { name: 'Session 1' }).getByRole('button', { name: 'Big screen' }).click();
    await expect(big.getByRole('heading', { name: 'Test Open: session 1' })).toBeVisible();
    // The clock runs from its start on the organiser's device, however long the move took.
    await expectTimeLeft(big.getByRole('timer'), 60 * 60, clockStartedAfter);
    const tables = big.getByRole('region', { name: 'Tables' }).getByRole('listitem');
    await expect(tables.first()).toContainText('✓ in');
    await expect(tables.nth(1)).toContainText('playing');
    await expect(big.getByRole('region', { name: 'Standings' }).getByRole('row')).toHaveCount(9);
    expect(await big.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await big.screenshot({ path: 'e2e-output/screens/tournament-big-screen.png' });
  } finally {
    await projector.close();
  }
});
