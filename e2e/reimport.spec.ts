import type { Page } from '@playwright/test';
import { PRESETS } from '../src/core/rules';
import { replay, settle, type HandResult } from '../src/ledger';
import { importFiles, shown, type Names } from './driver';
import { expect, test } from './fixtures';
import { HANCHAN } from './hanchan.hands';

/**
 * A game exported from a table's tablet, imported on the organiser's phone, then corrected (or
 * played on) at the table and exported again: the phone is told the file holds another version
 * of the game, and replaces its copy with it on one tap; the copy stays among the deleted games.
 */

const PLAYERS: Names = ['Ola', 'Piotr', 'Ewa', 'Darek'];
const rules = PRESETS.ema2025;

function recordText(id: string, players: Names, hands: readonly HandResult[]): string {
  return JSON.stringify({ id, format: 'riichi-record/1', rules: 'ema2025', players, hands });
}

function importFile(page: Page, name: string, text: string): Promise<void> {
  return importFiles(page, { name, mimeType: 'application/octet-stream', buffer: Buffer.from(text) });
}

/** Each seat's final result, written as the games list and the standings write it: +30,300, −5,000. */
function finalsOf(hands: readonly HandResult[]): string[] {
  const replayed = replay(rules, hands);
  if (!replayed.ok) throw new Error(replayed.message);
  return [...settle(replayed.final, rules)]
    .sort((a, b) => a.seat - b.seat)
    .map((r) => (r.final > 0 ? `+${shown(r.final)}` : shown(r.final)));
}

// Hand 3 as the tablet first had it: Darek's part of the double ron at 2 han instead of 3.
const third = HANCHAN[2];
if (third?.type !== 'ron') throw new Error('hand 3 of the hanchan is a ron');
const FIRST_TRY: readonly HandResult[] = HANCHAN.map((hand, i) =>
  i === 2 ? { ...third, wins: third.wins.map((w) => (w.winner === 3 ? { ...w, han: 2 } : w)) } : hand,
);

test('a corrected version of an imported game replaces it on one tap: the list and the standings show the new results, the old game is among the deleted ones', async ({
  page,
}) => {
  const before = finalsOf(FIRST_TRY);
  const after = finalsOf(HANCHAN);
  expect(after, 'the correction changes the results').not.toEqual(before);
  const card = page.getByRole('list', { name: 'Games' }).getByRole('listitem');
  await page.goto('/');

  await importFile(page, 'game.json', recordText('table-3', PLAYERS, FIRST_TRY));
  await expect(page.getByRole('status').filter({ hasText: 'Game imported.' })).toBeVisible();
  await expect(card).toHaveCount(1);
  for (const [seat, name] of PLAYERS.entries()) await expect(card).toContainText(`${name} ${before[seat]}`);

  // The tablet's corrected export: the same game, hand 3 differs. Nothing is stored until the player says so.
  await importFile(page, 'game.json', recordText('table-3', PLAYERS, HANCHAN));
  const offer = page.getByRole('status').filter({ hasText: 'This file holds another version of a game already on this device' });
  await expect(offer).toContainText(`(${PLAYERS.join(', ')}): hand 3 differs.`);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(card).toHaveCount(1);
  for (const [seat, name] of PLAYERS.entries()) await expect(card).toContainText(`${name} ${before[seat]}`);

  await offer.getByRole('button', { name: 'Replace with this version' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Game replaced with the version in the file; the earlier version is among the deleted games.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replace with this version' })).toHaveCount(0);
  await expect(card).toHaveCount(1);
  for (const [seat, name] of PLAYERS.entries()) await expect(card).toContainText(`${name} ${after[seat]}`);

  // The copy it replaced can be brought back: nothing was lost.
  await page.getByText('Deleted games (1)').click();
  await expect(page.getByRole('list', { name: 'Deleted games' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: `Restore: ${PLAYERS.join(', ')}` })).toBeVisible();

  // Either file again is a game already here: the new one in the list, the old one among the deleted.
  await importFile(page, 'game.json', recordText('table-3', PLAYERS, HANCHAN));
  await expect(page.getByRole('alert')).toHaveText(
    `This game is already on this device (${PLAYERS.join(', ')}): it was not imported again.`,
  );
  await importFile(page, 'game.json', recordText('table-3', PLAYERS, FIRST_TRY));
  await expect(page.getByRole('alert')).toHaveText(
    `This game is already on this device, among the deleted games (${PLAYERS.join(', ')}): restore it from there instead of importing it again.`,
  );
  await expect(page.getByRole('button', { name: 'Replace with this version' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Standings' }).click();
  await expect(page.getByText('Finished games counted: 1.')).toBeVisible();
  const table = page.getByRole('table');
  for (const [seat, name] of PLAYERS.entries()) {
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
    await expect(row.getByRole('cell').last()).toHaveText(after[seat]!);
  }
});

test('games pulled early from a JSON Lines file are replaced by their finished versions with one button for all', async ({ page }) => {
  const others: Names = ['Ala', 'Bob', 'Cyd', 'Dan'];
  const early = [recordText('table-1', PLAYERS, HANCHAN.slice(0, 5)), recordText('table-2', others, HANCHAN.slice(0, 9))].join('\n');
  const finished = [recordText('table-1', PLAYERS, HANCHAN), recordText('table-2', others, HANCHAN)].join('\n');
  const games = page.getByRole('list', { name: 'Games' }).getByRole('listitem');
  await page.goto('/');

  await importFile(page, 'night.records.jsonl', early);
  await expect(page.getByRole('status').filter({ hasText: '2 games imported.' })).toBeVisible();
  await expect(games.filter({ hasText: 'Finished' })).toHaveCount(0);

  await importFile(page, 'night.records.jsonl', finished);
  const offer = page.getByRole('status').filter({ hasText: '2 lines hold other versions of games already on this device:' });
  await expect(offer).toContainText(`Line 1: the file has ${HANCHAN.length} hands, this device 5 (${PLAYERS.join(', ')}).`);
  await expect(offer).toContainText(`Line 2: the file has ${HANCHAN.length} hands, this device 9 (${others.join(', ')}).`);
  await offer.getByRole('button', { name: 'Replace all 2 games with the versions in the file' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: '2 games replaced with their versions in the file; the earlier ones are among the deleted games.' }),
  ).toBeVisible();
  await expect(games).toHaveCount(2);
  await expect(games.filter({ hasText: 'Finished' })).toHaveCount(2);
  await expect(page.getByText('Deleted games (2)')).toBeVisible();
});
