import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PRESETS } from '../src/core/rules';
import { replay, settle, type HandResult } from '../src/ledger';
import { importFiles, playHand, shown, startGame, type Names } from './driver';
import { expect, test } from './fixtures';
import { HANCHAN } from './hanchan.hands';

/**
 * An organiser's evening: the games played at the tables are taken from each tablet in one file,
 * from the standings, and imported on the organiser's device, several files at once; the
 * standings' games also go out game by game in a spreadsheet, with the final results' numbers.
 */

interface Game {
  readonly players: Names;
  readonly hands: readonly HandResult[];
}

// Tenhou ends a game when a player goes below zero: a yakuman dealt in ends it in a hand or two.
const rules = PRESETS.tenhou;
const GAMES: readonly Game[] = [
  {
    players: ['Ola', 'Piotr', 'Ewa', 'Darek'],
    hands: [
      // A penalty after uma: its own column in the game-by-game file.
      { v: 1, type: 'penalty', player: 3, points: -2000 },
      { v: 1, type: 'draw', tenpai: [0], riichi: [] },
      // Piotr's riichi stick goes to Ola with the dealer's yakuman; Darek is far below zero.
      { v: 1, type: 'ron', from: 3, wins: [{ winner: 0, yakuman: 1, yaku: { kokushi: 1 } }], riichi: [1] },
    ],
  },
  {
    players: ['Ala', 'Bartek', 'Celina', 'Zenon'],
    hands: [{ v: 1, type: 'ron', from: 1, wins: [{ winner: 2, yakuman: 1, yaku: { daisangen: 1 } }], riichi: [] }],
  },
];

/** Each seat's final result by the ledger's settlement. */
function finalsOf(game: Game): number[] {
  const replayed = replay(rules, game.hands);
  if (!replayed.ok) throw new Error(replayed.message);
  if (!replayed.final.over) throw new Error('the game is over');
  return [...settle(replayed.final, rules)].sort((a, b) => a.seat - b.seat).map((r) => r.final);
}

/** A final as the final results and the games list write it: +87,300, −17,000. */
function signed(points: number): string {
  return points > 0 ? `+${shown(points)}` : shown(points);
}

/** The lines of a downloaded CSV file, without its byte order mark. */
async function csvLines(page: Page, button: string): Promise<string[]> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^tenbo-games-\d{4}-\d{2}-\d{2}\.csv$/);
  return (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
}

/** Each game's number, seat, player, penalties and final in the game-by-game CSV (no name here holds a comma). */
function finalsInCsv(lines: readonly string[]): string[][] {
  return lines.slice(1).map((line) => {
    const [game, , , , seat, player, , , penalty, final] = line.split(',');
    return [game ?? '', seat ?? '', player ?? '', penalty ?? '', final ?? ''];
  });
}

const WINDS = ['East', 'South', 'West', 'North'] as const;
const EXPECTED_CSV = GAMES.flatMap((game, i) => {
  const finals = finalsOf(game);
  const penalty = (seat: number) =>
    game.hands.reduce((sum, hand) => sum + (hand.type === 'penalty' && hand.player === seat ? hand.points : 0), 0);
  return game.players.map((name, seat) => [String(i + 1), WINDS[seat]!, name, String(penalty(seat)), String(finals[seat])]);
});

test('two games exported from the standings in one file come back on another device with the same final results, also game by game in a spreadsheet', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await page.goto('/');
  for (const game of GAMES) {
    await startGame(page, game.players, 'tenhou');
    for (const hand of game.hands) await playHand(page, game.players, hand);
    await expect(page.getByRole('heading', { name: 'Final results' })).toBeVisible();
    // The final results show the ledger's settlement: the numbers the files must carry.
    const finals = finalsOf(game);
    for (const [seat, name] of game.players.entries()) {
      await expect(
        page
          .getByRole('row', { name: new RegExp(name) })
          .getByRole('cell')
          .nth(1),
      ).toHaveText(signed(finals[seat]!));
    }
    await page.getByRole('button', { name: 'Back' }).click();
  }
  // A game still in play is not in the file: its result is not known yet.
  await startGame(page, ['Kasia', 'Tomek', 'Ula', 'Wojtek'], 'tenhou');
  await page.getByRole('button', { name: 'Back' }).click();

  await page.getByRole('button', { name: 'Standings' }).click();
  await expect(page.getByText('Finished games counted: 2.')).toBeVisible();
  await expect(
    page.getByText('The file holds the finished games counted here, for another device to import. Games still in play are not in it'),
  ).toBeVisible();
  await page.screenshot({ path: `e2e-output/screens/${testInfo.project.name}-standings-exports.png`, fullPage: true });
  const played = await csvLines(page, 'Download game by game (CSV)');
  expect(played[0]).toBe('Game,Started,Imported,Rules,Seat,Player,Score,Place,Penalties,Final');
  expect(finalsInCsv(played)).toEqual(EXPECTED_CSV);
  // Played here: when each game started, nothing imported.
  for (const line of played.slice(1)) expect(line).toMatch(/^\d,\d{4}-\d{2}-\d{2} \d{2}:\d{2},,Tenhou,/);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export 2 game records in one file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^tenbo-games-\d{4}-\d{2}-\d{2}\.records\.jsonl$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const records = (await readFile(file, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { format: string; players: string[] });
  expect(records.map((r) => [r.format, r.players])).toEqual(GAMES.map((game) => ['riichi-record/1', game.players]));

  // Back on this device the file's games are the games here.
  await page.getByRole('button', { name: 'Back' }).click();
  await importFiles(page, file);
  await expect(page.getByRole('alert')).toContainText('2 lines were not imported:');
  await expect(page.getByRole('alert')).toContainText(`Line 1: this game is already on this device (${GAMES[0]!.players.join(', ')}).`);
  await expect(page.getByRole('list', { name: 'Games' }).getByRole('listitem')).toHaveCount(3);

  // The organiser's device (its own storage) takes them in with the same results.
  const other = await browser.newContext({ baseURL, viewport: testInfo.project.use.viewport });
  try {
    const there = await other.newPage();
    await there.goto('/');
    await importFiles(there, file);
    await expect(there.getByRole('status').filter({ hasText: '2 games imported.' })).toBeVisible();
    await expect(there.getByRole('list', { name: 'Games' }).getByRole('listitem')).toHaveCount(2);
    for (const game of GAMES) {
      const card = there.getByRole('listitem', { name: game.players.join(', ') });
      const finals = finalsOf(game);
      for (const [seat, name] of game.players.entries()) await expect(card).toContainText(`${name} ${signed(finals[seat]!)}`);
    }
    await there.getByRole('button', { name: 'Standings' }).click();
    await expect(there.getByText('Finished games counted: 2.')).toBeVisible();
    const imported = await csvLines(there, 'Download game by game (CSV)');
    expect(finalsInCsv(imported)).toEqual(EXPECTED_CSV);
    // A record carries no date: the games say when they were imported, not when they started.
    for (const line of imported.slice(1)) expect(line).toMatch(/^\d,,\d{4}-\d{2}-\d{2} \d{2}:\d{2},Tenhou,/);
  } finally {
    await other.close();
  }
});

const record = (id: string, players: Names, hands: readonly HandResult[], rulesId = 'ema2025') =>
  JSON.stringify({ id, format: 'riichi-record/1', rules: rulesId, players, hands });
const file = (name: string, text: string) => ({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(text) });

test('several files imported at once: each file says what came in, what did not and why; one button replaces the games they hold other versions of', async ({
  page,
}, testInfo) => {
  const first: Names = ['Ola', 'Piotr', 'Ewa', 'Darek'];
  const second: Names = ['Ala', 'Bartek', 'Celina', 'Zenon'];
  const games = page.getByRole('list', { name: 'Games' }).getByRole('listitem');
  const report = (name: string) =>
    page
      .getByRole('status')
      .or(page.getByRole('alert'))
      .filter({ has: page.getByText(name, { exact: true }) });
  await page.goto('/');

  // Tables 1 and 2 sent their games early; table 2's file holds table 1's game too; table 3's is another tool's.
  await importFiles(page, [
    file('table-1.json', record('table-1', first, HANCHAN.slice(0, 5))),
    file(
      'table-2.records.jsonl',
      [record('table-2', second, HANCHAN.slice(0, 9)), record('table-1', first, HANCHAN.slice(0, 5))].join('\n'),
    ),
    file('table-3.json', record('table-3', first, HANCHAN, 'ema1999')),
  ]);
  await expect(page.getByRole('status').filter({ hasText: '2 games imported from 3 files.' })).toBeVisible();
  await expect(report('table-1.json')).toHaveRole('status');
  await expect(report('table-1.json')).toContainText('Game imported.');
  await expect(report('table-2.records.jsonl')).toHaveRole('alert');
  await expect(report('table-2.records.jsonl')).toContainText('1 game imported.');
  await expect(report('table-2.records.jsonl')).toContainText(`Line 2: this game is already on this device (${first.join(', ')}).`);
  await expect(report('table-3.json')).toHaveRole('alert');
  await expect(report('table-3.json')).toContainText(
    'This file is not a game record Tenbō can read: it was played under rules Tenbō does not know (ema1999).',
  );
  await expect(games).toHaveCount(2);
  await page.screenshot({ path: `e2e-output/screens/${testInfo.project.name}-import-files.png`, fullPage: true });

  // The finished games, a file a table: both are other versions of the games here, replaced on one tap.
  await importFiles(page, [
    file('table-1.json', record('table-1', first, HANCHAN)),
    file('table-2.json', record('table-2', second, HANCHAN)),
  ]);
  await expect(report('table-1.json')).toContainText(
    `This file holds another version of a game already on this device (${first.join(', ')}): the file has ${HANCHAN.length} hands, this device 5.`,
  );
  await expect(report('table-2.json')).toContainText(`(${second.join(', ')}): the file has ${HANCHAN.length} hands, this device 9.`);
  await expect(page.getByRole('status').filter({ hasText: '0 games imported from 2 files.' })).toBeVisible();
  await expect(games.filter({ hasText: 'Finished' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Replace all 2 games with the versions in the files' }).click();
  for (const name of ['table-1.json', 'table-2.json']) {
    await expect(report(name)).toContainText('Game replaced with the version in the file; the earlier version is among the deleted games.');
  }
  await expect(page.getByRole('button', { name: /^Replace/ })).toHaveCount(0);
  await expect(games).toHaveCount(2);
  await expect(games.filter({ hasText: 'Finished' })).toHaveCount(2);
  await expect(page.getByText('Deleted games (2)')).toBeVisible();
});
