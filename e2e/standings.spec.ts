import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PRESETS } from '../src/core/rules';
import { replay, settle } from '../src/ledger';
import { importFiles, shown, type Names } from './driver';
import { expect, test } from './fixtures';
import { HANCHAN } from './hanchan.hands';

const rules = PRESETS.ema2025;

/** Imports a game as a record and waits until the games list shows it (`count` games in all). */
async function importGame(page: Page, players: Names, hands: typeof HANCHAN, count: number): Promise<void> {
  const record = { format: 'riichi-record/1', rules: 'ema2025', players, hands };
  await importFiles(page, { name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await expect(page.getByRole('list', { name: 'Games' }).getByRole('listitem')).toHaveCount(count);
}

/** The seat of a player in a game, whatever the case the name was written in. */
function seatOf(players: Names, name: string): number {
  return players.findIndex((n) => n.toLowerCase() === name.toLowerCase());
}

test('standings add up the final results of the finished games, player by player, and download as a spreadsheet', async ({ page }) => {
  const replayed = replay(rules, HANCHAN);
  if (!replayed.ok) throw new Error(replayed.message);
  expect(replayed.final.over, 'the hand list ends the game').toBe(true);
  const finals = settle(replayed.final, rules).map((r) => r.final);
  const places = settle(replayed.final, rules).map((r) => r.place);

  // The same hanchan twice, the second time with the players on other seats ("ola" is Ola, and the
  // latest spelling shows), and a game still in play, which counts for nothing yet.
  const first: Names = ['ola', 'Piotr', 'Ewa', 'Darek'];
  const second: Names = ['Darek', 'Ola', 'Piotr', 'Ewa'];
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Standings' })).toHaveCount(0);
  await importGame(page, first, HANCHAN, 1);
  await importGame(page, second, HANCHAN, 2);
  await importGame(page, ['Ola', 'Piotr', 'Ewa', 'Zenon'], HANCHAN.slice(0, 2), 3);

  await page.getByRole('button', { name: 'Standings' }).click();
  await expect(page.getByRole('heading', { name: 'Standings' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Tonight' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Finished games counted: 2.')).toBeVisible();

  const expected = (['Ola', 'Piotr', 'Ewa', 'Darek'] as const).map((name) => {
    const seats = [seatOf(first, name), seatOf(second, name)];
    return { name, total: finals[seats[0]!]! + finals[seats[1]!]!, places: seats.map((seat) => places[seat]!) };
  });
  expected.sort((a, b) => b.total - a.total);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(1 + 4);
  for (const [i, player] of expected.entries()) {
    const row = table.getByRole('row').nth(i + 1);
    await expect(row.getByRole('rowheader')).toContainText(player.name);
    await expect(row.getByRole('rowheader')).toContainText('Games: 2');
    const total = row.getByRole('cell').last();
    await expect(total).toHaveText(player.total > 0 ? `+${shown(player.total)}` : shown(player.total));
    await expect(total).toHaveAttribute('data-sign', player.total > 0 ? 'positive' : player.total < 0 ? 'negative' : 'zero');
    const counts = [1, 2, 3, 4].map((place) => player.places.filter((p) => p === place).length);
    await expect(
      row.getByRole('cell', { name: `1st: ${counts[0]}, 2nd: ${counts[1]}, 3rd: ${counts[2]}, 4th: ${counts[3]}` }),
    ).toBeVisible();
  }
  await expect(table).not.toContainText('Zenon');

  // The organiser takes the night's standings away as a file.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as a spreadsheet (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^tenbo-standings-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('#,Player,Games,Total,1st,2nd,3rd,4th,Average place');
  expect(lines.slice(1).map((line) => line.split(',').slice(1, 4))).toEqual(expected.map((p) => [p.name, '2', String(p.total)]));

  // Every game kept on the device: the same two here.
  await page.getByRole('radio', { name: 'All games' }).click();
  await expect(page.getByRole('radio', { name: 'All games' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Finished games counted: 2.')).toBeVisible();

  // In Polish, with the decimal comma.
  await page.getByRole('radio', { name: 'PL' }).click();
  await expect(page.getByRole('heading', { name: 'Ranking' })).toBeVisible();
  await expect(table.getByRole('row').nth(1).getByRole('rowheader')).toContainText(/Gry: 2 · średnie miejsce: \d,\d\d/);
});

test('a record imported twice is one game: the second import says so and the standings count it once', async ({ page }) => {
  const replayed = replay(rules, HANCHAN);
  if (!replayed.ok) throw new Error(replayed.message);
  const finals = settle(replayed.final, rules);
  const players: Names = ['Ola', 'Piotr', 'Ewa', 'Darek'];
  const record = JSON.stringify({ id: 'club-night-7', format: 'riichi-record/1', rules: 'ema2025', players, hands: HANCHAN });
  const importRecord = () => importFiles(page, { name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(record) });
  await page.goto('/');
  await importRecord();
  await expect(page.getByRole('status').filter({ hasText: 'Game imported.' })).toBeVisible();
  await importRecord();
  await expect(page.getByRole('alert')).toHaveText(
    'This game is already on this device (Ola, Piotr, Ewa, Darek): it was not imported again.',
  );
  await expect(page.getByRole('list', { name: 'Games' }).getByRole('listitem')).toHaveCount(1);

  // A JSON Lines file with the game in it again: that line is named, the new game comes in.
  const other = JSON.stringify({
    id: 'club-night-8',
    format: 'riichi-record/1',
    rules: 'ema2025',
    players: ['Ala', 'Bob', 'Cyd', 'Dan'],
    hands: HANCHAN,
  });
  await importFiles(page, { name: 'club-night.jsonl', mimeType: 'application/octet-stream', buffer: Buffer.from(`${other}\n${record}\n`) });
  await expect(page.getByRole('status').filter({ hasText: '1 game imported.' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('1 line was not imported:');
  await expect(page.getByRole('alert')).toContainText('Line 2: this game is already on this device (Ola, Piotr, Ewa, Darek).');

  await page.getByRole('button', { name: 'Standings' }).click();
  await expect(page.getByText('Finished games counted: 2.')).toBeVisible();
  const ola = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /Ola/ }) });
  await expect(ola.getByRole('rowheader')).toContainText('Games: 1');
  const total = finals.find((r) => r.seat === 0)!.final;
  await expect(ola.getByRole('cell').last()).toHaveText(total > 0 ? `+${shown(total)}` : shown(total));
});

test.describe('a club night that goes on past midnight', () => {
  test.use({ timezoneId: 'Europe/Warsaw' });

  test('tonight’s standings keep the games finished before midnight, and start afresh at 06:00', async ({ page }) => {
    const standings = async () => {
      await page.getByRole('button', { name: 'Standings' }).click();
      await expect(page.getByRole('heading', { name: 'Standings' })).toBeVisible();
    };
    // An imported game is finished when it is imported: one at 21:15, one at 00:40.
    await page.clock.setFixedTime(new Date('2026-11-22T21:15:00+01:00'));
    await page.goto('/');
    await importGame(page, ['Ola', 'Piotr', 'Ewa', 'Darek'], HANCHAN, 1);
    await page.clock.setFixedTime(new Date('2026-11-23T00:40:00+01:00'));
    await importGame(page, ['Darek', 'Ola', 'Piotr', 'Ewa'], HANCHAN, 2);

    await page.clock.setFixedTime(new Date('2026-11-23T01:10:00+01:00'));
    await standings();
    await expect(page.getByRole('radio', { name: 'Tonight' })).toHaveAttribute('aria-checked', 'true');
    await expect(
      page.getByText('Games that finished since Sun 22 Nov, 06:00: a club night that goes on past midnight counts as one.'),
    ).toBeVisible();
    await expect(page.getByText('Finished games counted: 2.')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download as a spreadsheet (CSV)' }).click();
    expect((await download).suggestedFilename()).toBe('tenbo-standings-2026-11-22.csv');

    // The next morning the night is over: every game is shown until one finishes.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.clock.setFixedTime(new Date('2026-11-23T07:00:00+01:00'));
    await standings();
    await expect(page.getByRole('radio', { name: 'All games' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('radio', { name: 'Tonight' }).click();
    await expect(page.getByText('Games that finished since Mon 23 Nov, 06:00', { exact: false })).toBeVisible();
    await expect(page.getByText('No game has finished tonight.')).toBeVisible();

    await page.getByRole('radio', { name: 'PL' }).click();
    await expect(page.getByRole('radio', { name: 'Dzisiejszy wieczór' })).toHaveAttribute('aria-checked', 'true');
    await expect(
      page.getByText('Gry zakończone od pon., 23 lis, 06:00: wieczór klubowy, który trwa po północy, liczy się jako jeden.'),
    ).toBeVisible();
  });
});

test('the final results of a game lead to the standings, and their Back returns to the final results', async ({ page }) => {
  const players: Names = ['Ola', 'Piotr', 'Ewa', 'Darek'];
  await page.goto('/');
  await importGame(page, players, HANCHAN, 1);
  await page.getByRole('button', { name: `View: ${players.join(', ')}` }).click();
  await expect(page.getByRole('heading', { name: 'Final results' })).toBeVisible();
  await page.getByRole('button', { name: 'Standings' }).click();
  await expect(page.getByRole('heading', { name: 'Standings' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(1 + 4);
  // The screen's own Back goes where the phone's Back would: to the game just looked at.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Final results' })).toBeVisible();
  // Opened from the list, the standings go back to the list.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Standings' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('list', { name: 'Games' })).toBeVisible();
});
