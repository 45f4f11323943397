import { PRESETS } from '../src/core/rules';
import { rateGames } from '../src/club/rating';
import { replay, settle, type Scores } from '../src/ledger';
import { importFiles, shown, type Names } from './driver';
import { expect, test } from './fixtures';
import { HANCHAN } from './hanchan.hands';

const rules = PRESETS.ema2025;
const PLAYERS: Names = ['Anna', 'Bartek', 'Celina', 'Darek'];

/** The table scores after the last hand, by the ledger folding the same hands. */
function lastScores(): Scores {
  const replayed = replay(rules, HANCHAN);
  if (!replayed.ok) throw new Error(replayed.message);
  return replayed.final.scores;
}

test('a game’s hands screen shows its scores hand by hand as a chart, summed up in words that match the scores, in English and Polish', async ({
  page,
}) => {
  await page.goto('/');
  const record = { format: 'riichi-record/1', rules: 'ema2025', players: PLAYERS, hands: HANCHAN };
  await importFiles(page, { name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await page.getByRole('button', { name: `View: ${PLAYERS.join(', ')}` }).click();
  await page.getByRole('button', { name: 'Hands', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Hands', level: 1 })).toBeVisible();
  // The list still opens on the latest hand, with its Edit in view: the chart is below it.
  await expect(page.getByRole('button', { name: `Edit Hand ${HANCHAN.length}` })).toBeInViewport();

  const chart = page.getByRole('figure', { name: 'Scores hand by hand' });
  await expect(chart.getByRole('img', { name: 'Scores hand by hand' })).toBeVisible();
  const scores = lastScores();
  const order = [0, 1, 2, 3].sort((a, b) => scores[b]! - scores[a]! || a - b);
  const leader = order[0]!;
  const last = order.map((seat) => `${PLAYERS[seat]} ${shown(scores[seat]!)}`).join(', ');
  const summary = chart.getByRole('paragraph');
  await expect(summary).toContainText(`After hand ${HANCHAN.length}, ${PLAYERS[leader]} leads with ${shown(scores[leader]!)}.`);
  await expect(summary).toContainText(`Last: ${last}.`);
  // The picture is described by the same words.
  await expect(chart.getByRole('img')).toHaveAccessibleDescription(/^After hand/);
  // A line per player, each named in the legend with its last score.
  await expect(chart.locator('polyline')).toHaveCount(4);
  for (const [seat, name] of PLAYERS.entries())
    await expect(chart.getByRole('listitem', { includeHidden: true }).nth(seat)).toHaveText(`${name}${shown(scores[seat]!)}`);

  await page.getByRole('radio', { name: 'PL', exact: true }).click();
  const wykres = page.getByRole('figure', { name: 'Punkty rozdanie po rozdaniu' });
  await expect(wykres.getByRole('paragraph')).toContainText(`Po rozdaniu ${HANCHAN.length} prowadzi ${PLAYERS[leader]}:`);
  await expect(wykres.getByText('Rozdanie', { exact: true })).toBeVisible();
  // The value axis in thousands, as Polish writes them.
  await expect(wykres.getByText('30 tys.', { exact: true })).toBeVisible();
});

/** Six games among six players over four club nights (imported at those times: a record has no date). */
const SEASON: { at: string; players: Names }[] = [
  { at: '2026-11-06T21:00:00', players: ['Anna', 'Bartek', 'Celina', 'Darek'] },
  { at: '2026-11-13T21:00:00', players: ['Ewa', 'Anna', 'Filip', 'Celina'] },
  { at: '2026-11-13T23:00:00', players: ['Darek', 'Ewa', 'Bartek', 'Filip'] },
  { at: '2026-11-20T21:00:00', players: ['Celina', 'Darek', 'Anna', 'Ewa'] },
  { at: '2026-11-27T21:00:00', players: ['Bartek', 'Filip', 'Ewa', 'Anna'] },
  { at: '2026-11-27T22:30:00', players: ['Filip', 'Celina', 'Darek', 'Bartek'] },
];

/** A rating as the app writes it in English: one decimal, a real minus sign. */
function rating(value: number): string {
  const text = Math.abs(value).toFixed(1);
  return value < 0 && Number(text) > 0 ? `−${text}` : text;
}

test('the league table shows the top players’ ratings night by night and a player page their rating and places, each summed up in words that match the figures', async ({
  page,
}) => {
  const replayed = replay(rules, HANCHAN);
  if (!replayed.ok) throw new Error(replayed.message);
  const finals = settle(replayed.final, rules).map((r) => r.final);
  await page.clock.install({ time: new Date(SEASON[0]!.at) });
  await page.goto('/');
  for (const [i, game] of SEASON.entries()) {
    await page.clock.setSystemTime(new Date(game.at));
    const record = { id: `night-game-${i}`, format: 'riichi-record/1', rules: 'ema2025', players: game.players, hands: HANCHAN };
    await importFiles(page, { name: `game-${i}.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
    await expect(page.getByRole('list', { name: 'Games' }).getByRole('listitem')).toHaveCount(i + 1);
  }
  await page.getByRole('button', { name: 'Club' }).click();
  await page.getByRole('button', { name: 'New season' }).click();
  await page.getByLabel('Name').fill('Autumn');
  await page.getByRole('button', { name: 'Save the season' }).click();

  // The ratings the app should show: openskill over the same games in the order played.
  const ratings = rateGames(
    SEASON.map((game, i) => ({
      id: `night-game-${i}`,
      night: game.at.slice(0, 10),
      endedAt: Date.parse(game.at),
      players: game.players,
      finals,
    })),
    (name) => name.toLowerCase(),
  );
  const top = ratings.players.slice(0, 5);
  // The chart has a point a night: each player's rating after their last game of the night.
  const charted = top.flatMap((p) => p.history.filter((point, i) => p.history[i + 1]?.night !== point.night).map((point) => point.ordinal));
  const nights = page.getByRole('figure', { name: 'Top players’ ratings night by night' });
  await expect(nights.getByRole('paragraph')).toHaveText(
    `After the night of 27 Nov, ${top[0]!.name} leads with ${rating(top[0]!.ordinal)}. ` +
      `Ratings ranged from ${rating(Math.min(...charted))} to ${rating(Math.max(...charted))}. ` +
      `Last: ${top.map((p) => `${p.name} ${rating(p.ordinal)}`).join(', ')}.`,
  );
  await expect(nights.locator('polyline')).toHaveCount(5);
  for (const label of ['6 Nov', '13 Nov', '20 Nov', '27 Nov']) await expect(nights.getByText(label, { exact: true })).toBeVisible();

  // Ewa's page: her rating after her four games, and her places from the final results.
  await page.getByRole('button', { name: /^Ewa/ }).click();
  const ewa = ratings.players.find((p) => p.key === 'ewa')!;
  const places = SEASON.filter((g) => g.players.includes('Ewa')).map((g) => {
    const mine = finals[g.players.indexOf('Ewa')]!;
    return 1 + finals.filter((f) => f > mine).length;
  });
  const count = (place: number) => places.filter((p) => p === place).length;
  const ratingChart = page.getByRole('figure', { name: 'Rating game by game' });
  await expect(ratingChart.getByRole('paragraph')).toContainText(
    `Rating ${rating(ewa.ordinal)} (μ ${rating(ewa.mu)}, σ ${rating(ewa.sigma)}) after ${places.length} rated games`,
  );
  const placesChart = page.getByRole('figure', { name: 'Places game by game' });
  await expect(placesChart.getByRole('paragraph')).toContainText(
    `Places: 1st ${count(1)}, 2nd ${count(2)}, 3rd ${count(3)}, 4th ${count(4)} times`,
  );
  await expect(placesChart.getByRole('paragraph')).toContainText(`place in the last game: ${places.at(-1)}.`);
});
