import type { Page } from '@playwright/test';
import { cold, idle, tapTo } from './appTimings';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const SEASON = 'Bench season';

/**
 * Issue 28's aims: a season's league table and a player's page shown in under 300 ms with 1,000
 * games in the season. A season over every night played is made once through the club's form (sum
 * of final results). Then, in a page load each run (the club's chunk and strings loaded, the page
 * idle twice): from the tap on the season on the club's home to the painted frame holding its
 * league table (its h1 is the season's name only once the table is there), and from the tap on the
 * top player's name to the painted frame holding their page (its h1 is the player's name only once
 * the figures are counted). A game's seats are counted once and kept (store/club.ts talliesOf): the
 * first run's player page counts the player's games from their hands (`playerFirst`); the later
 * ones read the kept counts (`player`, without the first run).
 */
export async function clubTimings(
  page: Page,
  url: string,
): Promise<{ league: number[]; player: number[]; playerFirst: number; games: number; playerGames: number }> {
  const times = { league: [] as number[], player: [] as number[] };
  await cold(page, url, 'list', '#/club/new-season');
  await page.getByLabel('Name').fill(SEASON);
  await page.getByRole('button', { name: 'Save the season' }).click();
  await page.getByRole('heading', { name: SEASON }).waitFor();
  const games = Number(
    /^([\d,]+) games/.exec(await page.getByText(/^[\d,]+ games · [\d,]+ nights?$/).innerText())?.[1]?.replace(/,/g, '') ?? NaN,
  );
  let playerGames = NaN;
  for (let run = 0; run < RUNS; run++) {
    await cold(page, url, 'list', '#/club');
    await page.getByRole('button', { name: new RegExp(`^${SEASON}`) }).waitFor();
    await idle(page);
    times.league.push(await tapTo(page, { heading: SEASON }, () => page.getByRole('button', { name: new RegExp(`^${SEASON}`) }).click()));
    const top = page.getByRole('table', { name: 'League table' }).getByRole('rowheader').first();
    const name = await top.locator('.player-name').innerText();
    playerGames = Number(/(\d+) games/.exec(await top.innerText())?.[1] ?? NaN);
    times.player.push(await tapTo(page, { heading: name }, () => top.getByRole('button').click()));
  }
  const [playerFirst = NaN, ...player] = times.player;
  return { league: times.league, player, playerFirst, games, playerGames };
}
