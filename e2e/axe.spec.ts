import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { en } from '../src/i18n/en';
import { pl } from '../src/i18n/pl';
import { chartsEn } from '../src/i18n/charts.en';
import { chartsPl } from '../src/i18n/charts.pl';
import { clubEn } from '../src/i18n/club.en';
import { clubPl } from '../src/i18n/club.pl';
import { pickerEn } from '../src/i18n/picker.en';
import { pickerPl } from '../src/i18n/picker.pl';
import { tableDeviceEn } from '../src/i18n/tableDevice.en';
import { tableDevicePl } from '../src/i18n/tableDevice.pl';
import { tournamentEn } from '../src/i18n/tournament.en';
import { tournamentPl } from '../src/i18n/tournament.pl';
import { playHand, startGame, type Names } from './driver';
import { expect, test } from './fixtures';
import { HANCHAN } from './hanchan.hands';
import { EIGHT_PLAYERS, tournamentFile, TWO_TABLES } from './tournamentFile';

/**
 * Issue 33: axe-core (WCAG 2.0/2.1/2.2 A and AA, and best practice) over every screen and dialog, in
 * English and Polish, on a 360x740 phone and an 800x1280 tablet. Any violation of serious or critical
 * impact fails, and so does any target-size or color-contrast hit, whatever its impact. One page
 * load: each state is reached by taps (or a hash route) and audited at both sizes in turn.
 */

type Lang = 'en' | 'pl';
// The picker's, the club's, the organiser's and the table device's words are in their own files (they load with those parts).
const WORDS = {
  en: { ...en, ...pickerEn, ...chartsEn, ...clubEn, ...tournamentEn, ...tableDeviceEn },
  pl: { ...pl, ...pickerPl, ...chartsPl, ...clubPl, ...tournamentPl, ...tableDevicePl },
} as const;
/** The app's own words for `key` in `lang`, with its {placeholders} filled. */
function w(lang: Lang, key: keyof (typeof WORDS)['en'], vars: Record<string, string | number> = {}): string {
  const text = WORDS[lang][key];
  if (typeof text !== 'string') throw new Error(`${key} is a plural`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}

const SIZES = [
  { width: 360, height: 740 },
  { width: 800, height: 1280 },
] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** Hit at any impact: the issue's own measures (a touch target, a contrast). */
const ALWAYS_FAIL = new Set(['target-size', 'color-contrast']);

const PLAYERS: Names = ['Alice', 'Bob', 'Carol', 'Dave'];
const FINISHED: Names = ['Anna', 'Bartek', 'Celina', 'Darek'];

interface Audit {
  states: number;
  /** Every violation seen, by impact, over every state audited (nodes counted). */
  byImpact: Record<string, number>;
  failures: string[];
}

/** A state audited at both sizes (the language is the state's own). */
async function audit(page: Page, found: Audit, state: string, within?: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // A modal dialog alone: the screen under it is inert, and audited on its own.
    const builder = new AxeBuilder({ page })
      .withTags(TAGS)
      .options({ resultTypes: ['violations'] })
      .setLegacyMode();
    const result = await (within ? builder.include(within) : builder).analyze();
    found.states += 1;
    for (const v of result.violations) {
      const impact = v.impact ?? 'none';
      found.byImpact[impact] = (found.byImpact[impact] ?? 0) + v.nodes.length;
      if (impact === 'serious' || impact === 'critical' || ALWAYS_FAIL.has(v.id)) {
        found.failures.push(
          `${state} @${size.width}: ${v.id} (${impact}) ×${v.nodes.length}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
        );
      }
    }
  }
  await page.setViewportSize(SIZES[0]);
}

function toLanguage(page: Page, from: Lang, to: Lang): Promise<void> {
  return page
    .getByRole('radiogroup', { name: w(from, 'app.language') })
    .getByRole('radio', { name: to.toUpperCase(), exact: true })
    .click();
}

/** A JSON Lines file: a finished game (the first time; a duplicate after that) and a line that is no JSON: the import report. */
function importReport(page: Page, lang: Lang): Promise<void> {
  const record = JSON.stringify({ format: 'riichi-record/1', rules: 'ema2025', players: FINISHED, hands: HANCHAN });
  return page
    .getByLabel(w(lang, 'games.import'))
    .setInputFiles({ name: 'club-night.jsonl', mimeType: 'application/octet-stream', buffer: Buffer.from(`${record}\n{"format":`) });
}

function action(page: Page, lang: Lang, key: 'table.ron' | 'table.tsumo' | 'table.draw' | 'table.chombo' | 'table.penalty'): Locator {
  return page.getByRole('navigation', { name: w(lang, 'table.actions') }).getByRole('button', { name: w(lang, key), exact: true });
}

/** Every dialog of the table: opened, audited, closed (Escape, or Cancel with a hand entered: the offer to bring it back). */
async function tableDialogs(page: Page, lang: Lang, found: Audit): Promise<void> {
  const dialog = page.getByRole('dialog').first();
  await action(page, lang, 'table.ron').click();
  await dialog
    .getByRole('group', { name: w(lang, 'hand.winners') })
    .getByRole('checkbox', { name: 'Bob', exact: true })
    .click();
  await dialog
    .getByRole('radiogroup', { name: w(lang, 'hand.discarder') })
    .getByRole('radio', { name: 'Carol', exact: true })
    .click();
  const value = dialog.getByRole('region', { name: w(lang, 'hand.value', { name: 'Bob' }) });
  await value.getByRole('radiogroup', { name: 'Han' }).getByRole('radio', { name: '3 han', exact: true }).click();
  await value.getByRole('radiogroup', { name: 'Fu' }).getByRole('radio', { name: '30 fu', exact: true }).click();
  await audit(page, found, `${lang} ron`, '.dialog');

  await value.getByRole('button', { name: w(lang, 'hand.tiles') }).click();
  const picker = page.getByTestId('picker');
  const grid = picker.getByRole('group', { name: w(lang, 'picker.grid') });
  await expect(grid).toBeVisible();
  await audit(page, found, `${lang} picker, empty`, '.pk-dialog');
  // 123m 456p 789s 11z 22z 2z, and the winning tile chosen: the hand tiles, the slot, the result.
  for (const index of [0, 1, 2, 12, 13, 14, 24, 25, 26, 27, 27, 28, 28, 28]) {
    await grid.getByRole('button').nth(index).click();
  }
  await audit(page, found, `${lang} picker, a hand`, '.pk-dialog');
  await picker.getByRole('button', { name: w(lang, 'picker.cancel'), exact: true }).click();
  await expect(picker).toBeHidden();
  await dialog.getByRole('button', { name: w(lang, 'app.cancel'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await audit(page, found, `${lang} table, the cancelled hand's toast`);

  for (const key of ['table.tsumo', 'table.draw', 'table.chombo', 'table.penalty'] as const) {
    await action(page, lang, key).click();
    await expect(dialog).toBeVisible();
    await audit(page, found, `${lang} ${key}`, '.dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}

test('axe finds nothing serious, no small target and no low contrast on any screen or dialog, in English and Polish, on a phone and a tablet', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'phone', 'the test sets both sizes itself');
  // One page load for some 70 audits: a minute on two quiet cores, more than the default two under load.
  test.slow();
  const found: Audit = { states: 0, byImpact: {}, failures: [] };
  await page.goto('/');
  await startGame(page, PLAYERS);
  const table = new URL(page.url()).hash;
  await page.goto('/#/');
  await importReport(page, 'en');
  await page.getByRole('button', { name: w('en', 'games.viewOf', { names: FINISHED.join(', ') }) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const end = new URL(page.url()).hash;

  for (const lang of ['en', 'pl'] as const) {
    await page.goto('/#/');
    if (lang === 'pl') await toLanguage(page, 'en', 'pl');
    await importReport(page, lang);
    await expect(page.getByRole('alert')).toBeVisible();
    await audit(page, found, `${lang} games list, the import report`);
    await page.getByRole('button', { name: w(lang, 'games.new') }).click();
    await audit(page, found, `${lang} setup`);

    await page.goto(`/${table}`);
    await expect(action(page, lang, 'table.ron')).toBeVisible();
    await audit(page, found, `${lang} table, list`);
    await tableDialogs(page, lang, found);
    const facing = page.getByRole('button', { name: w(lang, 'table.layout.facing') });
    await facing.click();
    await audit(page, found, `${lang} table, facing`);
    await facing.click();

    await page.goto(`/${table}/hands`);
    await audit(page, found, `${lang} hands list`);
    await page.goto(`/${end}`);
    await audit(page, found, `${lang} final results`);
    await page.goto('/#/standings');
    await audit(page, found, `${lang} standings`);
    await page.goto('/#/calculator');
    const grid = page.getByRole('group', { name: w(lang, 'picker.grid') });
    // 123456789m 12345p: fourteen tiles that make no hand, said in the danger colour.
    for (let index = 0; index < 14; index++) await grid.getByRole('button').nth(index).click();
    await expect(page.getByRole('heading', { name: w(lang, 'picker.invalid') })).toBeVisible();
    await audit(page, found, `${lang} calculator, a hand that cannot be scored`);
    await page.goto('/#/');
    if (lang === 'pl') await toLanguage(page, 'pl', 'en');
  }
  console.log(
    `axe: ${found.states} states audited; violations by impact (nodes): ${JSON.stringify(found.byImpact)}; failing: ${found.failures.length}`,
  );
  expect(found.failures).toEqual([]);
});

/** The organiser's tournament file: eight players, one session of two tables. */
const AXE_OPEN = tournamentFile({
  id: 'axe-open',
  name: 'Axe Open',
  names: EIGHT_PLAYERS,
  sessions: [TWO_TABLES],
});

/** A table device: joined from the file (table 1 in English, table 2 in Polish), the clock, time called, the game ended, the score slip. */
async function tableDevice(page: Page, lang: Lang, found: Audit): Promise<void> {
  const table = lang === 'en' ? 1 : 2;
  await page.getByRole('button', { name: w(lang, 'games.join') }).click();
  await page
    .getByLabel(w(lang, 'join.fromFile'))
    .setInputFiles({ name: 'axe.tournament.json', mimeType: 'application/json', buffer: AXE_OPEN });
  await page
    .getByRole('radiogroup', { name: w(lang, 'join.sessions') })
    .getByRole('radio', { name: w(lang, 'join.session', { n: 1 }) })
    .click();
  await page
    .getByRole('radiogroup', { name: w(lang, 'join.tables') })
    .getByRole('radio', { name: w(lang, 'join.table', { n: table }) })
    .click();
  await expect(page.getByRole('region', { name: w(lang, 'join.seats', { table }) })).toBeVisible();
  await audit(page, found, `${lang} join, a table chosen`);
  await page.getByRole('button', { name: w(lang, 'join.start', { table }) }).click();
  await expect(page.getByRole('timer', { name: w(lang, 'clock.left') })).toBeVisible();
  await audit(page, found, `${lang} table device, the session clock`);
  // A hand played (the driver speaks English): a game ends only after its first hand.
  if (lang !== 'en') await toLanguage(page, lang, 'en');
  await playHand(
    page,
    table === 1
      ? ['Anna Kowalska', 'Bartek Nowak', 'Celina Wiśniewska', 'Darek Lis']
      : ['Ewa Zając', 'Filip Wójcik', 'Gosia Kamińska', 'Henryk Lewandowski'],
    { v: 1, type: 'draw', tenpai: [0], riichi: [] },
  );
  if (lang !== 'en') await toLanguage(page, 'en', lang);
  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: w(lang, 'timeCall.button') }).click();
  await expect(dialog).toBeVisible();
  await audit(page, found, `${lang} time called`, '.dialog');
  await dialog.getByRole('button', { name: w(lang, 'timeCall.midHand') }).click();
  await page.getByRole('button', { name: w(lang, 'timeCall.endNow') }).click();
  await expect(dialog.getByRole('button', { name: w(lang, 'endGame.confirm') })).toBeVisible();
  await audit(page, found, `${lang} end the game`, '.dialog');
  await dialog.getByRole('button', { name: w(lang, 'endGame.confirm') }).click();
  await expect(page.getByRole('region', { name: w(lang, 'slip.title') })).toBeVisible();
  await audit(page, found, `${lang} final results, the score slip`);
}

const PASTED = [
  'First name\tLast name',
  'Anna\tKowalska',
  'Bartek\tNowak',
  'Celina\tWiśniewska',
  'Darek\tLis',
  'Ewa\tZając',
  'Filip\tWójcik',
  'Gosia\tKamińska',
  'Henryk\tLewandowski',
].join('\n');

/** The organiser's screens: made in English (players pasted, seated), then every view by its route in each language. */
async function organiser(page: Page, lang: Lang, found: Audit, made: { id?: string }): Promise<void> {
  await page.getByRole('button', { name: w(lang, 'games.tournament'), exact: true }).click();
  await expect(page.getByRole('button', { name: w(lang, 'tournament.create') })).toBeVisible();
  await audit(page, found, `${lang} tournaments, a new one`);
  if (!made.id) {
    await page.getByLabel(w(lang, 'tournament.name'), { exact: true }).fill('Axe Open');
    await page.getByLabel(w(lang, 'tournament.sessions'), { exact: true }).fill('2');
    await page.getByRole('button', { name: w(lang, 'tournament.create') }).click();
    await page.getByLabel(w(lang, 'players.paste')).fill(PASTED);
    await page.getByRole('button', { name: w(lang, 'players.read') }).click();
    await expect(page.getByRole('heading', { name: '8 players' })).toBeVisible();
    made.id = new URL(page.url()).hash.split('/')[2];
    await page
      .getByRole('navigation', { name: w(lang, 'tournament.views') })
      .getByRole('button', { name: w(lang, 'tournament.tab.seating') })
      .click();
    await page.getByRole('button', { name: w(lang, 'seating.generate') }).click();
    await expect(page.locator('.t-figures')).toBeVisible();
  }
  for (const view of ['players', 'seating', 'sessions', 'standings', 'big', 'seatingSheet', 'playerSheets', 'resultsSheet']) {
    await page.goto(`/#/tournament/${made.id}/${view}`);
    await expect(page.getByText('Axe Open').first()).toBeVisible();
    await audit(page, found, `${lang} tournament, ${view}`);
  }
}

/** The club: its home, a new season's form, the league table and a player page with their charts, the players. */
async function club(page: Page, lang: Lang, found: Audit, made: { league?: string; player?: string }): Promise<void> {
  await page.goto('/#/');
  await page.getByRole('button', { name: w(lang, 'games.club'), exact: true }).click();
  await page.getByRole('button', { name: w(lang, 'club.season.new') }).click();
  await expect(page.getByRole('button', { name: w(lang, 'club.season.save') })).toBeVisible();
  await audit(page, found, `${lang} club, a new season`);
  if (!made.league) {
    await page.getByLabel(w(lang, 'club.season.name'), { exact: true }).fill('Autumn');
    await page.getByRole('button', { name: w(lang, 'club.season.save') }).click();
    await expect(page.getByRole('button', { name: /^Anna/ }).first()).toBeVisible();
    made.league = new URL(page.url()).hash;
    await page.getByRole('button', { name: /^Anna/ }).first().click();
    await expect(page.locator('figure').first()).toBeVisible();
    made.player = new URL(page.url()).hash;
  }
  await page.goto(`/${made.league}`);
  await expect(page.locator('figure svg').first()).toBeVisible();
  await audit(page, found, `${lang} club, the league table`);
  await page.goto(`/${made.player}`);
  await expect(page.locator('figure svg').first()).toBeVisible();
  await audit(page, found, `${lang} club, a player page`);
  await page.goto('/#/club');
  await expect(page.getByRole('heading', { level: 1, name: w(lang, 'club.title') })).toBeVisible();
  await audit(page, found, `${lang} club, its home`);
  await page.goto('/#/club/players');
  await expect(page.getByRole('heading', { level: 1, name: w(lang, 'club.players.title') })).toBeVisible();
  await audit(page, found, `${lang} club, the players`);
}

test('axe finds nothing serious, no small target and no low contrast on the table device, the organiser\u2019s and the club\u2019s screens, in English and Polish, on a phone and a tablet', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'phone', 'the test sets both sizes itself');
  // One page load for some 70 audits: a minute on two quiet cores, more than the default two under load.
  test.slow();
  const found: Audit = { states: 0, byImpact: {}, failures: [] };
  const made = {};
  await page.goto('/');
  await importReport(page, 'en');
  for (const lang of ['en', 'pl'] as const) {
    await page.goto('/#/');
    if (lang === 'pl') await toLanguage(page, 'en', 'pl');
    await tableDevice(page, lang, found);
    await page.goto('/#/');
    await organiser(page, lang, found, made);
    await club(page, lang, found, made);
    await page.goto('/#/');
    if (lang === 'pl') await toLanguage(page, 'pl', 'en');
  }
  console.log(
    `axe (tournament, table device, club): ${found.states} states audited; violations by impact (nodes): ${JSON.stringify(found.byImpact)}; failing: ${found.failures.length}`,
  );
  expect(found.failures).toEqual([]);
});
