import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { PRESETS } from '../src/core/rules';
import { parseRecord, recordRules, replay, replayRecord, settle, type HandResult, type SeatResult } from '../src/ledger';
import { expect, test } from './fixtures';
import { HANCHAN } from './hanchan.hands';
import { importFiles, wordsCut, type Names } from './driver';

/** In view whole, give or take a pixel: boxes end on fractions of a pixel on a phone. */
const WHOLE = 0.99;

type Part = 'score' | 'sticks' | 'returnPoints' | 'oka' | 'uma' | 'penalty';
/** The breakdown of a final, in the order the table gives it. */
const PARTS: readonly Part[] = ['score', 'sticks', 'returnPoints', 'oka', 'uma', 'penalty'];
/** The parts written with a plus on a gain, like the final: all but the table score. */
const SIGNED: ReadonlySet<Part> = new Set<Part>(['sticks', 'returnPoints', 'oka', 'uma', 'penalty']);

interface Words {
  readonly locale: string;
  readonly player: string;
  readonly final: string;
  readonly parts: Readonly<Record<Part, string>>;
}
/** What the table calls things, in each language ("Punkty", not "Wynik", beside "Wynik końcowy"). */
const EN: Words = {
  locale: 'en-GB',
  player: 'Player',
  final: 'Final',
  parts: { score: 'Score', sticks: 'Sticks', returnPoints: 'Return', oka: 'Oka', uma: 'Uma', penalty: 'Penalties' },
};
const PL: Words = {
  locale: 'pl-PL',
  player: 'Gracz',
  final: 'Wynik końcowy',
  parts: { score: 'Punkty', sticks: 'Patyczki', returnPoints: 'Zwrot', oka: 'Oka', uma: 'Uma', penalty: 'Kary' },
};

/** Points as the app writes them: grouped in the language's way, a real minus sign, a plus where asked. */
function written(points: number, words: Words, signed: boolean): string {
  const text = Math.abs(points).toLocaleString(words.locale, { useGrouping: 'always' });
  return points < 0 ? `−${text}` : signed && points > 0 ? `+${text}` : text;
}

/** A game as the app would settle it, and its record to import. */
interface Game {
  readonly record: object;
  readonly players: Names;
  readonly results: readonly SeatResult[];
}

/** The golden record with a chombo (../shared/vectors): the offender ends 1st on the table, yet with −500. */
function chomboGame(): Game {
  const lines = readFileSync(new URL('../../shared/vectors/golden.records.jsonl', import.meta.url), 'utf8').split('\n');
  const line = lines.find((text) => text.includes('"id":"golden-r-020"'));
  if (!line) throw new Error('golden-r-020 is missing from golden.records.jsonl');
  const parsed = parseRecord(JSON.parse(line));
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  const replayed = replayRecord(parsed.record);
  if (!replayed.ok) throw new Error(replayed.message);
  const [a, b, c, d] = parsed.record.players;
  if (a === undefined || b === undefined || c === undefined || d === undefined) throw new Error('golden-r-020 has four players');
  return { record: JSON.parse(line), players: [a, b, c, d], results: settle(replayed.final, recordRules(parsed.record)) };
}

/** The e2e hanchan (leftover sticks, a chombo) for players with long names. */
function longNamesGame(players: Names): Game {
  const rules = PRESETS.ema2025;
  const replayed = replay(rules, HANCHAN);
  if (!replayed.ok) throw new Error(replayed.message);
  return {
    record: { format: 'riichi-record/1', rules: 'ema2025', players, hands: HANCHAN },
    players,
    results: settle(replayed.final, rules),
  };
}

/** A Tenhou hanchan: oka (20,000 to 1st) beside the uma, a mangan and eight draws nobody was tenpai in. */
function okaGame(): Game {
  const rules = PRESETS.tenhou;
  const draw: HandResult = { v: 1, type: 'draw', tenpai: [], riichi: [] };
  const hands: HandResult[] = [
    { v: 1, type: 'ron', from: 3, wins: [{ winner: 0, han: 5 }], riichi: [] },
    ...Array.from({ length: 8 }, () => draw),
  ];
  const players: Names = ['Filip', 'Ewa', 'Gosia', 'Henryk'];
  const replayed = replay(rules, hands);
  if (!replayed.ok) throw new Error(replayed.message);
  if (!replayed.final.over) throw new Error('the Tenhou hanchan is over');
  return { record: { format: 'riichi-record/1', rules: 'tenhou', players, hands }, players, results: settle(replayed.final, rules) };
}

/** Imports the game's record from the games list; a finished game opens on its final results. */
async function openFinal(page: Page, game: Game): Promise<void> {
  await page.goto('/');
  await importFiles(page, { name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(game.record)) });
  await expect(page.getByRole('status').filter({ hasText: 'Game imported.' })).toBeVisible();
  await page.getByRole('button', { name: `View: ${game.players.join(', ')}` }).click();
  await expect(page.getByRole('heading', { name: 'Final results' })).toBeVisible();
}

async function toPolish(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'PL', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Wyniki końcowe' })).toBeVisible();
}

function rowOf(table: Locator, name: string): Locator {
  return table.getByRole('row', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
}

/**
 * The cell of `row` under the column header `header`. The player's column is the row header, not
 * a cell, so the cells after it come one place earlier. Columns a phone leaves out count too.
 */
async function cellUnder(table: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = await table.getByRole('columnheader', { includeHidden: true }).allTextContents();
  const column = headers.map((text) => text.trim()).indexOf(header);
  expect(column, `a column headed "${header}" after the players' (headers: ${headers.join(' | ')})`).toBeGreaterThan(1);
  return row.getByRole('cell', { includeHidden: true }).nth(column - 1);
}

/** Everything from the table up to the page that is wider than its box: what would scroll sideways. */
function sidewaysOverflow(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const wider: string[] = [];
    for (let box: Element | null = element; box; box = box.parentElement) {
      if (box.scrollWidth > box.clientWidth + 1) wider.push(`${box.tagName.toLowerCase()} ${box.scrollWidth}px in ${box.clientWidth}px`);
    }
    return wider;
  });
}

/** A number shown whole: in the viewport, not clipped by its own box, nothing painted over its middle. */
async function expectReadable(cell: Locator, what: string): Promise<void> {
  await expect(cell, what).toBeInViewport({ ratio: WHOLE });
  const state = await cell.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return { clipped: element.scrollWidth > element.clientWidth + 1, covered: !element.contains(top) };
  });
  expect(state, `${what}: not clipped, not covered`).toEqual({ clipped: false, covered: false });
}

/**
 * Every number behind every final is on screen as it opens: each player's final and each part of
 * its breakdown, with no sideways scroll anywhere. A phone may leave out a part that is zero for
 * everybody in the game; a tablet shows the whole table.
 */
async function expectEveryNumberInView(page: Page, game: Game, words: Words, phone: boolean): Promise<void> {
  const table = page.getByRole('table');
  expect(await sidewaysOverflow(table), 'nothing scrolls sideways').toEqual([]);
  for (const result of game.results) {
    const name = game.players[result.seat] ?? '';
    const row = rowOf(table, name);
    await expect(row.getByRole('rowheader'), name).toBeInViewport({ ratio: WHOLE });
    const final = await cellUnder(table, row, words.final);
    await expect(final).toHaveText(written(result.final, words, true));
    await expectReadable(final, `${name}: ${words.final}`);
    for (const part of PARTS) {
      const cell = await cellUnder(table, row, words.parts[part]);
      await expect(cell).toHaveText(written(result[part], words, SIGNED.has(part)));
      if (phone && game.results.every((r) => r[part] === 0)) continue;
      await expectReadable(cell, `${name}: ${words.parts[part]}`);
    }
  }
}

/** The cell's text colour and the colour behind it (the nearest ancestor with a background), as rgb(). */
function colours(cell: Locator): Promise<{ text: string; background: string }> {
  return cell.evaluate((element) => {
    let behind: Element | null = element;
    while (behind && /^(transparent|rgba\(\d+, \d+, \d+, 0\))$/.test(getComputedStyle(behind).backgroundColor))
      behind = behind.parentElement;
    return { text: getComputedStyle(element).color, background: behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)' };
  });
}

/** WCAG contrast ratio of two rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/** A final's colour follows its sign, a loss unlike a gain, both readable on the felt (WCAG AA). */
async function expectFinalsColouredBySign(page: Page, game: Game, words: Words): Promise<void> {
  const table = page.getByRole('table');
  const gain = game.results.find((r) => r.final > 0);
  const loss = game.results.find((r) => r.final < 0);
  if (!gain || !loss) throw new Error('the game must end with a gain and a loss');
  const gained = await cellUnder(table, rowOf(table, game.players[gain.seat] ?? ''), words.final);
  const lost = await cellUnder(table, rowOf(table, game.players[loss.seat] ?? ''), words.final);
  await expect(gained).toHaveAttribute('data-sign', 'positive');
  await expect(lost).toHaveAttribute('data-sign', 'negative');
  const [won, fell] = [await colours(gained), await colours(lost)];
  expect(fell.text, 'a loss and a gain in different colours').not.toBe(won.text);
  expect(contrast(won.text, won.background)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(fell.text, fell.background)).toBeGreaterThanOrEqual(4.5);
}

/**
 * The chombo explains a final its place does not: the penalty sits in its player's row and
 * stands out from the plain numbers around it, in the colour of a loss.
 */
async function expectPenaltyBesideOffender(page: Page, game: Game, words: Words): Promise<void> {
  const table = page.getByRole('table');
  const offender = game.results.find((r) => r.penalty < 0);
  const loss = game.results.find((r) => r.final < 0);
  if (!offender || !loss) throw new Error('the game must have a penalty and a loss');
  const row = rowOf(table, game.players[offender.seat] ?? '');
  const penalty = await cellUnder(table, row, words.parts.penalty);
  await expect(penalty).toHaveText(written(offender.penalty, words, true));
  await expectReadable(penalty, `${game.players[offender.seat]}: ${words.parts.penalty}`);
  const [rowBox, cellBox] = [await row.boundingBox(), await penalty.boundingBox()];
  if (!rowBox || !cellBox) throw new Error('the row and its penalty have boxes');
  expect(cellBox.y, 'the penalty is in its player’s row').toBeGreaterThanOrEqual(rowBox.y - 1);
  expect(cellBox.y + cellBox.height, 'the penalty is in its player’s row').toBeLessThanOrEqual(rowBox.y + rowBox.height + 1);
  const plain = await colours(await cellUnder(table, row, words.parts.score));
  const lost = await colours(await cellUnder(table, rowOf(table, game.players[loss.seat] ?? ''), words.final));
  expect((await colours(penalty)).text, 'the penalty in the colour of a loss').toBe(lost.text);
  expect(lost.text, 'unlike the plain numbers').not.toBe(plain.text);
}

test('the final of a chombo game adds up on screen: every number behind it in view, in English and Polish', async ({ page }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const game = chomboGame();
  await openFinal(page, game);
  await expectEveryNumberInView(page, game, EN, phone);
  await expectPenaltyBesideOffender(page, game, EN);
  await expectFinalsColouredBySign(page, game, EN);
  await page.screenshot({ path: `e2e-output/screens/${testInfo.project.name}-final-chombo-en.png` });

  await toPolish(page);
  await expectEveryNumberInView(page, game, PL, phone);
  await expectPenaltyBesideOffender(page, game, PL);
  await expectFinalsColouredBySign(page, game, PL);
  await page.screenshot({ path: `e2e-output/screens/${testInfo.project.name}-final-chombo-pl.png` });
});

test('long names wrap between words and leave every number of the final in view, in Polish', async ({ page }, testInfo) => {
  const game = longNamesGame(['Włodzimierz Przemysław', 'Bartholomew', 'Małgorzata', 'Konstantynopolitańczyk']);
  await openFinal(page, game);
  await toPolish(page);
  await expectEveryNumberInView(page, game, PL, testInfo.project.name === 'phone');
  await expectPenaltyBesideOffender(page, game, PL);
  const table = page.getByRole('table');
  for (const name of game.players)
    expect(await wordsCut(rowOf(table, name).getByRole('rowheader')), `${name}: no word cut in two`).toEqual([]);
  await page.screenshot({ path: `e2e-output/screens/${testInfo.project.name}-final-long-names-pl.png` });
});

test('the Polish title wraps between its words and leaves the language switch beside it', async ({ page }) => {
  await openFinal(page, chomboGame());
  await toPolish(page);
  const heading = page.getByRole('heading', { name: 'Wyniki końcowe' });
  const [title, languages] = [await heading.boundingBox(), await page.getByRole('radiogroup', { name: 'Język' }).boundingBox()];
  if (!title || !languages) throw new Error('the title and the language switch have boxes');
  // One row: the switch is beside the title, not on a line under it.
  expect(languages.y, 'the switch starts above the title’s bottom').toBeLessThan(title.y + title.height);
  expect(languages.x, 'the switch is right of the title').toBeGreaterThanOrEqual(title.x + title.width);
  expect(await wordsCut(heading), 'no word of the title cut in two').toEqual([]);
});

test('oka carries its plus like uma: every part added to the table score is signed', async ({ page }, testInfo) => {
  const game = okaGame();
  expect(
    game.results.some((r) => r.oka > 0),
    'someone is paid oka',
  ).toBe(true);
  await openFinal(page, game);
  await expectEveryNumberInView(page, game, EN, testInfo.project.name === 'phone');
  await toPolish(page);
  await expectEveryNumberInView(page, game, PL, testInfo.project.name === 'phone');
  await page.screenshot({ path: `e2e-output/screens/${testInfo.project.name}-final-oka-pl.png` });
});

test('the same players can sit down again on other seats: the setup comes filled in with them and the rules', async ({ page }) => {
  const game = okaGame();
  await openFinal(page, game);
  await page.getByRole('button', { name: 'Same players, other seats' }).click();
  const winds = ['East', 'South', 'West', 'North'] as const;
  for (const [seat, wind] of winds.entries()) await expect(page.getByLabel(`${wind} seat: name`)).toHaveValue(game.players[seat]!);
  await expect(page.getByRole('combobox', { name: 'Rules' })).toHaveValue('tenhou');
  await page.getByRole('button', { name: 'Random seating' }).click();
  const seated = await Promise.all(winds.map((wind) => page.getByLabel(`${wind} seat: name`).inputValue()));
  expect([...seated].sort()).toEqual([...game.players].sort());
  await page.getByRole('button', { name: 'Start game' }).click();
  for (const name of game.players) await expect(page.getByRole('button', { name: `Riichi: ${name}` })).toBeVisible();
});
