import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PRESETS } from '../src/core/rules';
import { replay, settle, type HandResult } from '../src/ledger';
import { importFiles, playHand, shown, startGame, type Names } from './driver';
import { expect, test } from './fixtures';

/**
 * A club season from two phones (issue 28): three games, two played on one phone and one on the
 * other; the first phone's games come to the second in a file; two spellings of one player are
 * merged; the league table and a player page show the figures the ledger gives; the season file
 * takes all of it back to the first phone.
 */

interface Game {
  readonly players: Names;
  readonly hands: readonly HandResult[];
}

// Tenhou ends a game when a player goes below zero: a yakuman dealt in ends it in one hand.
const rules = PRESETS.tenhou;
const ON_PHONE_A: readonly Game[] = [
  // Łukasz deals and wins a kokushi off Celina (48,000): Celina is far below zero.
  {
    players: ['Łukasz', 'Ola', 'Bartek', 'Celina'],
    hands: [{ v: 1, type: 'ron', from: 3, wins: [{ winner: 0, yakuman: 1, yaku: { kokushi: 1 } }], riichi: [1] }],
  },
  // "lukasz", typed in a hurry: the same player as Łukasz without a merge (case and diacritics).
  {
    players: ['Anna', 'Bartek', 'Celina', 'lukasz'],
    hands: [{ v: 1, type: 'ron', from: 1, wins: [{ winner: 3, yakuman: 1, yaku: { daisangen: 1 } }], riichi: [] }],
  },
];
// Aleksandra is Ola: two spellings the organiser merges.
const ON_PHONE_B: Game = {
  players: ['Aleksandra', 'Anna', 'Łukasz', 'Bartek'],
  hands: [{ v: 1, type: 'ron', from: 2, wins: [{ winner: 1, yakuman: 1, yaku: { daisangen: 1 } }], riichi: [] }],
};
const ALL = [...ON_PHONE_A, ON_PHONE_B];
const PLAYER = {
  Łukasz: 'Łukasz',
  lukasz: 'Łukasz',
  Ola: 'Aleksandra',
  Aleksandra: 'Aleksandra',
  Anna: 'Anna',
  Bartek: 'Bartek',
  Celina: 'Celina',
} as const;

/** Each seat's final result by the ledger's settlement. */
function finalsOf(game: Game): number[] {
  const replayed = replay(rules, game.hands);
  if (!replayed.ok || !replayed.final.over) throw new Error('each game ends in its one hand');
  return [...settle(replayed.final, rules)].sort((a, b) => a.seat - b.seat).map((r) => r.final);
}

/** The season's totals by player, added up here from the ledger's finals (not by the app's league). */
function totals(): Map<string, { total: number; games: number }> {
  const by = new Map<string, { total: number; games: number }>();
  for (const game of ALL) {
    finalsOf(game).forEach((final, seat) => {
      const player = PLAYER[game.players[seat] as keyof typeof PLAYER];
      const was = by.get(player) ?? { total: 0, games: 0 };
      by.set(player, { total: was.total + final, games: was.games + 1 });
    });
  }
  return by;
}

const signed = (points: number) => (points > 0 ? `+${shown(points)}` : shown(points));

async function play(page: Page, games: readonly Game[]): Promise<void> {
  for (const game of games) {
    await startGame(page, game.players, 'tenhou');
    for (const hand of game.hands) await playHand(page, game.players, hand);
    await expect(page.getByRole('heading', { name: 'Final results' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
  }
}

/** The league table's rows as shown: place, player, total. */
async function leagueRows(page: Page): Promise<string[][]> {
  const rows = page.getByRole('table', { name: 'League table' }).getByRole('row');
  await expect(rows).toHaveCount(totals().size + 1);
  return (await rows.all())
    .slice(1)
    .map(async (row) => [
      await row.getByRole('cell').nth(0).innerText(),
      await row.getByRole('rowheader').locator('.player-name').innerText(),
      await row.getByRole('cell').nth(1).innerText(),
    ])
    .reduce(async (all, row) => [...(await all), await row], Promise.resolve([] as string[][]));
}

function expectedRows(): string[][] {
  const sorted = [...totals()].sort((a, b) => b[1].total - a[1].total);
  return sorted.map(([name, t]) => [String(1 + sorted.filter(([, o]) => o.total > t.total).length), name, signed(t.total)]);
}

test('three games on two phones: one phone’s file imported on the other, two spellings merged, the league table and a player page; the season file back on the first phone', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await page.goto('/');
  await play(page, ON_PHONE_A);
  await page.getByRole('button', { name: 'Standings' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export 2 game records in one file' }).click();
  const recordsFile = testInfo.outputPath('phone-a.records.jsonl');
  await (await downloading).saveAs(recordsFile);
  await page.getByRole('button', { name: 'Back' }).click();

  const phoneB = await browser.newContext({
    baseURL,
    viewport: testInfo.project.use.viewport,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: testInfo.project.use.deviceScaleFactor,
  });
  try {
    const there = await phoneB.newPage();
    await there.goto('/');
    await play(there, [ON_PHONE_B]);
    await importFiles(there, recordsFile);
    await expect(there.getByRole('status').filter({ hasText: '2 games imported.' })).toBeVisible();

    // The players: "lukasz" is Łukasz already; Ola and Aleksandra are merged by hand.
    await there.getByRole('button', { name: 'Club' }).click();
    await there.getByRole('button', { name: 'Players' }).click();
    await there.getByLabel('Find a player').fill('lukasz');
    const players = there
      .getByRole('list')
      .filter({ has: there.getByRole('button', { name: /^Rename/ }) })
      .getByRole('listitem');
    await expect(players).toHaveCount(1);
    await expect(players).toContainText('3 games');
    await there.getByLabel('Find a player').fill('');
    await there.getByRole('button', { name: 'Merge…: Ola' }).click();
    await there.getByRole('button', { name: 'Into this one: merge Ola into Aleksandra' }).click();
    await expect(there.getByRole('status').filter({ hasText: 'Ola merged into Aleksandra.' })).toBeVisible();
    await expect(players).toHaveCount(totals().size);
    await expect(players.filter({ hasText: 'Aleksandra' })).toContainText('2 games');
    // A wrong merge is split again, and the split undone.
    await there.getByRole('button', { name: 'Split off "Ola"' }).click();
    await expect(players).toHaveCount(totals().size + 1);
    await there.getByRole('button', { name: 'Undo the last change' }).click();
    await expect(players).toHaveCount(totals().size);
    await there.getByRole('button', { name: 'Back' }).click();

    // A season over every night so far, summed.
    await there.getByRole('button', { name: 'New season' }).click();
    await there.getByLabel('Name').fill('Jesień 2026');
    await there.getByRole('button', { name: 'Save the season' }).click();
    await expect(there.getByRole('heading', { name: 'Jesień 2026' })).toBeVisible();
    await expect(there.getByText('3 games · 1 night')).toBeVisible();
    expect(await leagueRows(there)).toEqual(expectedRows());
    await there.screenshot({ path: `e2e-output/screens/${testInfo.project.name}-club-league.png`, fullPage: true });

    const csv = there.waitForEvent('download');
    await there.getByRole('button', { name: 'Download the table (CSV)' }).click();
    const lines = (await readFile(await (await csv).path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Place,Player,Games,Total,Average place,Trend');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 4))).toEqual(
      expectedRows().map(([place, name]) => [place!, name!, String(totals().get(name!)!.games), String(totals().get(name!)!.total)]),
    );

    // Łukasz's page: three games under two spellings; two wins (48,000 and 32,000) and one deal-in.
    await there.getByRole('button', { name: /^Łukasz/ }).click();
    await expect(there.getByRole('heading', { name: 'Łukasz' })).toBeVisible();
    const figure = (name: string) => there.getByRole('listitem').filter({ has: there.getByText(name, { exact: true }) });
    await expect(figure('Games')).toContainText('3');
    await expect(figure('Hands')).toContainText('3');
    await expect(figure('Win rate')).toContainText('66.7%');
    await expect(figure('Deal-in rate')).toContainText('33.3%');
    await expect(figure('Average win')).toContainText('40,000');
    await expect(figure('Biggest hand')).toContainText('48,000');
    // A rate's definition one tap away.
    await figure('Win rate').getByText('Win rate').click();
    await expect(figure('Win rate')).toContainText('Hands won, of the hands played');
    // Everyone Łukasz sat with, the merged Aleksandra once: a row each, under the header.
    const opponents = new Set(
      ALL.flatMap((game) => game.players.map((name) => PLAYER[name as keyof typeof PLAYER])).filter((name) => name !== 'Łukasz'),
    );
    await expect(there.getByRole('table', { name: 'Head to head' }).getByRole('row')).toHaveCount(opponents.size + 1);
    await expect(there.getByRole('table', { name: 'Games' }).getByRole('row')).toHaveCount(3 + 1);
    await there.screenshot({ path: `e2e-output/screens/${testInfo.project.name}-club-player.png`, fullPage: true });

    // The season file takes the season, its games and the merge to phone A.
    await there.getByRole('button', { name: 'Back' }).click();
    const seasonDownload = there.waitForEvent('download');
    await there.getByRole('button', { name: 'Export the season file' }).click();
    const seasonFile = testInfo.outputPath('season.json');
    await (await seasonDownload).saveAs(seasonFile);

    await page.getByRole('button', { name: 'Club' }).click();
    await page.getByLabel('Import a season file').setInputFiles(seasonFile);
    // The import's report (the page's one live region for toasts stays beside it, empty).
    const report = page.getByRole('status').filter({ hasText: 'Season "Jesień 2026" imported.' });
    await expect(report).toContainText('1 new game.');
    await expect(report).toContainText('2 games were already on this device.');
    await page.getByRole('button', { name: /^Jesień 2026/ }).click();
    expect(await leagueRows(page)).toEqual(expectedRows());
  } finally {
    await phoneB.close();
  }
});
