import type { Locator, Page } from '@playwright/test';
import { expectTimeLeft, importFiles, playHand, startGame, wordsCut, type Names } from './driver';
import { expect, test } from './fixtures';
import { HANCHAN } from './hanchan.hands';
import type { HandResult } from '../src/ledger';
import { PRESET_IDS } from '../src/core/rules';

/** A whole game in Polish on a phone, with long Polish names: nothing a player must read is cut. */
const NAMES: Names = ['Łucja Wiśniewska', 'Żaneta Szczęśniak', 'Grzegorz Brzęczyszczykiewicz', 'Bożena Żółtowska'];
const PHONE = { width: 360, height: 740 };
const SMALL = { width: 320, height: 640 };

async function toPolish(page: Page): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'PL', exact: true }).click();
  await expect(page.getByRole('radiogroup', { name: 'Język' })).toBeVisible();
}

/** A new game at this size with the long names, on the table in Polish. */
async function polishTable(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.goto('/');
  await startGame(page, NAMES);
  await toPolish(page);
}

// Every test here sets the sizes it checks (a phone's, a phone on its side, the tablets'): once is enough.
test.beforeEach(({ page }, info) => {
  void page;
  test.skip(info.project.name !== 'phone', 'each test sets its own sizes');
});

/** Text that runs past the border, or is cut by it, makes the box scroll. */
function textInside(control: Locator): Promise<boolean> {
  return control.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1);
}

/** The control is what a finger at its centre hits, where it is now (nothing scrolled). */
function hitAtCentre(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
}

/** Scrolled into view, the control itself is what a finger at its centre hits. */
async function tappable(control: Locator): Promise<boolean> {
  await control.scrollIntoViewIfNeeded();
  return hitAtCentre(control);
}

/** The box of `inner` lies inside the box of `outer` (a pixel of rounding either way). */
async function within(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!a || !b) return false;
  return a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;
}

for (const [size, tenpai] of [
  [PHONE, [0, 2]],
  [SMALL, [0, 1, 2]],
] as const) {
  test(`a draw at ${size.width}x${size.height} in Polish: the footer shows every tenpai player's amount whole, the check buttons hold their names`, async ({
    page,
  }, info) => {
    await polishTable(page, size);
    await page.getByRole('navigation', { name: 'Jak skończyło się rozdanie' }).getByRole('button', { name: 'Remis', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Remis (koniec muru)' });
    for (const seat of tenpai)
      await dialog.getByRole('group', { name: 'Kto miał tenpai?' }).getByRole('checkbox', { name: NAMES[seat], exact: true }).click();
    const summary = dialog.getByTestId('hand-summary');
    const amount = tenpai.length === 2 ? /^\+1\s500/ : /^\+1\s000/;
    // Names may be shortened, numbers never: each player's amount is in the footer, in its box.
    await expect(summary.getByText(amount)).toHaveCount(tenpai.length);
    for (const shown of await summary.getByText(amount).all()) {
      await expect(shown).toBeInViewport({ ratio: 1 });
      expect(await within(shown, summary), 'the amount lies inside the summary').toBe(true);
      expect(await textInside(shown), 'the amount is whole').toBe(true);
    }
    expect(await textInside(summary), 'nothing of the summary is cut off').toBe(true);
    for (const seat of tenpai) await expect(summary).toContainText(NAMES[seat].split(' ')[0] ?? '');
    // The footer stays compact (a whole preview there took 300 of 740 px).
    const foot = await dialog.getByRole('button', { name: 'Zapisz rozdanie' }).locator('xpath=..').boundingBox();
    expect(foot?.height ?? Infinity).toBeLessThan(size.height / 3.5);

    // "Grzegorz Brzęczyszczykiewicz: sprawdź kamienie…" stays inside its button.
    const checks = dialog.getByRole('group', { name: 'Nie masz pewności? Sprawdź kamienie' });
    for (const name of NAMES) {
      const check = checks.getByRole('button', { name: `${name}: sprawdź kamienie…` });
      await expect(check).toBeVisible();
      expect(await textInside(check), `${name}: the text stays inside the button`).toBe(true);
    }
    await page.screenshot({ path: `e2e-output/screens/${info.project.name}-fit-draw-${size.width}.png` });
    await dialog.getByRole('button', { name: 'Zapisz rozdanie' }).click();
    await expect(dialog).toBeHidden();
  });
}

const RON: HandResult = { v: 1, type: 'ron', from: 2, wins: [{ winner: 1, han: 3, fu: 40 }], riichi: [] };
const ACTIONS = ['Ron', 'Tsumo', 'Remis', 'Chombo', 'Kara'];

/** Every control of the table in Polish: the riichi toggles, the hand actions, the last row. */
function tableControls(page: Page): { riichi: Locator[]; actions: Locator[]; lastRow: Locator[] } {
  const nav = page.getByRole('navigation', { name: 'Jak skończyło się rozdanie' });
  return {
    riichi: NAMES.map((name) => page.getByRole('button', { name: `Riichi: ${name}` })),
    actions: ACTIONS.map((name) => nav.getByRole('button', { name, exact: true })),
    lastRow: [
      page.getByRole('button', { name: 'Cofnij ostatnie rozdanie' }),
      page.getByRole('button', { name: 'Rozdania', exact: true }),
      page.getByRole('button', { name: 'Wokół stołu' }),
    ],
  };
}

/** RON entered and recorded in Polish. */
async function polishRon(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Jak skończyło się rozdanie' }).getByRole('button', { name: 'Ron', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Ron', exact: true });
  await dialog.getByRole('group', { name: 'Kto wygrał?' }).getByRole('checkbox', { name: NAMES[1], exact: true }).click();
  await dialog.getByRole('radiogroup', { name: 'Kto odrzucił?' }).getByRole('radio', { name: NAMES[2], exact: true }).click();
  const value = dialog.getByRole('region', { name: `Wartość ręki: ${NAMES[1]}` });
  await value.getByRole('radiogroup', { name: 'Han' }).getByRole('radio', { name: '3 han', exact: true }).click();
  await value.getByRole('radiogroup', { name: 'Fu' }).getByRole('radio', { name: '40 fu', exact: true }).click();
  await dialog.getByRole('button', { name: 'Zapisz rozdanie' }).click();
  await expect(dialog).toBeHidden();
}

test('after Undo on a 360 px phone in Polish, the four buttons of the last row hold their labels whole, on screen, 44 px targets', async ({
  page,
}, info) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await startGame(page, NAMES);
  await playHand(page, NAMES, RON);
  await toPolish(page);
  await page.getByRole('button', { name: 'Cofnij ostatnie rozdanie' }).click();
  await expect(page.getByRole('status')).toContainText('Ostatnie rozdanie cofnięte.');
  const row = [
    page.getByRole('button', { name: 'Cofnij ostatnie rozdanie' }),
    page.getByRole('button', { name: 'Przywróć cofnięte rozdanie' }),
    page.getByRole('button', { name: 'Rozdania', exact: true }),
    page.getByRole('button', { name: 'Wokół stołu' }),
  ];
  for (const button of row) {
    await expect(button).toBeInViewport({ ratio: 1 });
    const box = await button.boundingBox();
    expect(box?.height ?? 0, 'a 44 px target').toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0, 'a 44 px target').toBeGreaterThanOrEqual(44);
    expect(await textInside(button), `${await button.textContent()}: the label is whole`).toBe(true);
    expect(await wordsCut(button), 'no word of the label cut in two').toEqual([]);
  }
  await page.screenshot({ path: `e2e-output/screens/${info.project.name}-fit-undo.png` });
});

for (const size of [PHONE, SMALL, { width: 740, height: 360 }]) {
  test(`at ${size.width}x${size.height} in Polish, a toast leaves the round whole and the table's buttons tappable, its own button too, and no dialog under it`, async ({
    page,
  }, info) => {
    await polishTable(page, size);
    // A hand recorded: "Zapisano rozdanie 1. Ron: …" with Cofnij, for 8 s.
    await polishRon(page);
    const toast = page.getByRole('status').filter({ hasText: 'Zapisano rozdanie 1.' });
    await expect(toast).toBeVisible();
    const { riichi, actions, lastRow } = tableControls(page);
    // The round is whole at the top (the page scrolled to make room for the toast cut "Wschód 2" in half).
    const round = page.getByRole('heading', { name: 'Wschód 2', level: 1 });
    await expect(round).toBeInViewport({ ratio: 1 });
    expect(await hitAtCentre(round), 'the round is not under anything').toBe(true);
    // The hand actions and the last row are uncovered as they are, nothing scrolled by hand.
    for (const control of [...actions, ...lastRow]) {
      await expect(control).toBeInViewport({ ratio: 1 });
      expect(await hitAtCentre(control), `${await control.textContent()} is not under the toast`).toBe(true);
    }
    // The toast's own button first: the toast goes after 8 s.
    const undo = toast.getByRole('button', { name: 'Cofnij', exact: true });
    expect(await tappable(undo), 'the toast’s own Cofnij can be tapped').toBe(true);
    expect(await textInside(undo)).toBe(true);
    await page.screenshot({ path: `e2e-output/screens/${info.project.name}-fit-toast-${size.width}.png` });
    for (const control of riichi) expect(await tappable(control), `${await control.getAttribute('aria-label')} can be tapped`).toBe(true);

    // A hand begun and cancelled: "Anulowano wpisywanie rozdania." with Przywróć.
    await page.getByRole('navigation', { name: 'Jak skończyło się rozdanie' }).getByRole('button', { name: 'Tsumo', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'Tsumo', exact: true });
    await dialog.getByRole('radiogroup', { name: 'Kto wygrał?' }).getByRole('radio', { name: NAMES[0], exact: true }).click();
    await dialog.getByRole('button', { name: 'Anuluj' }).click();
    const offer = page.getByRole('status').filter({ hasText: 'Anulowano wpisywanie rozdania.' });
    await expect(offer).toBeVisible();
    for (const control of [...actions, ...lastRow]) {
      await expect(control).toBeInViewport({ ratio: 1 });
      expect(await hitAtCentre(control), `${await control.textContent()} is not under the toast`).toBe(true);
    }
    await page.screenshot({ path: `e2e-output/screens/${info.project.name}-fit-cancel-${size.width}.png` });

    // A dialog opened while a toast shows is above it: its Record button is what a tap hits.
    await actions[2]!.click();
    dialog = page.getByRole('dialog', { name: 'Remis (koniec muru)' });
    await dialog.getByRole('group', { name: 'Kto miał tenpai?' }).getByRole('checkbox', { name: NAMES[0], exact: true }).click();
    await dialog.getByRole('button', { name: 'Zapisz rozdanie' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Zapisano rozdanie 2.' })).toBeVisible();
    await actions[0]!.click();
    dialog = page.getByRole('dialog', { name: 'Ron', exact: true });
    await expect(dialog).toBeVisible();
    expect(await tappable(dialog.getByRole('button', { name: 'Zapisz rozdanie' }))).toBe(true);
    expect(await tappable(dialog.getByRole('button', { name: 'Anuluj' }))).toBe(true);
  });
}

test('the standings on a 360 px phone in Polish: long names wrap between words only, every total whole', async ({ page }, info) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const record = { format: 'riichi-record/1', rules: 'ema2025', players: NAMES, hands: HANCHAN };
  await importFiles(page, { name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await expect(page.getByRole('list', { name: 'Games' }).getByRole('listitem')).toHaveCount(1);
  await toPolish(page);
  await page.getByRole('button', { name: 'Ranking' }).click();
  await page.getByRole('radio', { name: 'Wszystkie gry' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(1 + 4);
  for (const name of NAMES) {
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
    const header = row.getByRole('rowheader');
    expect(await wordsCut(header), `${name}: no word cut in two`).toEqual([]);
    const total = row.getByRole('cell').last();
    expect(await wordsCut(total), `${name}: the total whole`).toEqual([]);
    await expect(total).toBeInViewport({ ratio: 1 });
    expect(await textInside(total)).toBe(true);
    // The name takes the column's room: at least its first word shows whole.
    const first = name.split(' ')[0] ?? name;
    const nameBox = await header.boundingBox();
    expect(nameBox?.width ?? 0, 'the name column gets the room').toBeGreaterThan(first.length * 9);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing scrolls sideways').toBe(true);
  await page.screenshot({ path: `e2e-output/screens/${info.project.name}-fit-standings.png`, fullPage: true });
});

test('the table on a 360 px phone: a long two-word name takes a line a word at a readable face, whole', async ({ page }, info) => {
  await polishTable(page, PHONE);
  // "Grzegorz Brzęczyszczykiewicz" has a word longer than a half-width seat: it alone ends in "…".
  for (const name of [NAMES[0], NAMES[1], NAMES[3]]) {
    const shown = page.getByRole('region', { name, exact: true }).getByTitle(name, { exact: true });
    await expect(shown).toHaveText(name);
    expect(await textInside(shown), `${name} is whole`).toBe(true);
    expect(await wordsCut(shown), `${name}: no word cut in two`).toEqual([]);
    // A line a word, each as wide as the box at most: a word cut by "…" would add a line box.
    const lines = await shown.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return [...range.getClientRects()].map((rect) => rect.width <= el.clientWidth + 0.5);
    });
    expect(lines, `${name}: a line a word, inside the box`).toEqual([true, true]);
    const size = await shown.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size, `${name}: a face read across the table`).toBeGreaterThanOrEqual(14);
  }
  await page.screenshot({ path: `e2e-output/screens/${info.project.name}-fit-table-names.png` });
});

test('the final results at 800 px in Polish: the long names whole where the numbers leave the room', async ({ page }, info) => {
  await page.setViewportSize({ width: 800, height: 1280 });
  await page.goto('/');
  const record = { format: 'riichi-record/1', rules: 'ema2025', players: NAMES, hands: HANCHAN };
  await importFiles(page, { name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await page.getByRole('button', { name: `View: ${NAMES.join(', ')}` }).click();
  await toPolish(page);
  await expect(page.getByRole('heading', { name: 'Wyniki końcowe' })).toBeVisible();
  for (const name of NAMES) {
    const header = page.getByRole('table').getByRole('rowheader', { name, exact: true });
    expect(await wordsCut(header), `${name}: no word cut in two`).toEqual([]);
    // The name's box (its cell's content): a word cut by "…" would add a line box or run past it.
    const lines = await header.evaluate((cell) => {
      const el = cell.firstElementChild ?? cell;
      const range = document.createRange();
      range.selectNodeContents(el);
      return [...range.getClientRects()].map((rect) => rect.width <= el.clientWidth + 0.5);
    });
    expect(lines.length, `${name}: a line a word at most`).toBeLessThanOrEqual(name.split(' ').length);
    expect(lines.every(Boolean), `${name}: each line inside the column`).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing scrolls sideways').toBe(true);
  await page.screenshot({ path: `e2e-output/screens/${info.project.name}-fit-final-800.png` });
});

/**
 * The controls of the table not wholly on the screen, or not what a finger at their centre hits (a
 * toast over them), and the riichi buttons outside their seat: none, on every table. One call
 * for the whole screen, so a check is cheap enough to make at every size, in every layout.
 */
function tableProblems(page: Page, mayLieUnderToast: string | null): Promise<string[]> {
  return page.evaluate((exempt) => {
    const problems: string[] = [];
    const whole = (r: DOMRect) => r.top >= -0.5 && r.left >= -0.5 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5;
    const controls = [...document.querySelectorAll<HTMLElement>('main button, main h1')].filter((el) => el.getClientRects().length > 0);
    for (const el of controls) {
      const name = el.getAttribute('aria-label') ?? el.textContent ?? '?';
      const r = el.getBoundingClientRect();
      if (!whole(r)) problems.push(`${name}: off the screen (${Math.round(r.top)}..${Math.round(r.bottom)} of ${innerHeight})`);
      else if (!el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)) && !(exempt && el.matches(exempt)))
        problems.push(`${name}: covered`);
    }
    for (const seat of document.querySelectorAll('main .seat')) {
      const [s, b] = [seat.getBoundingClientRect(), seat.querySelector('.riichi')?.getBoundingClientRect()];
      if (b && (b.left < s.left - 0.5 || b.right > s.right + 0.5 || b.top < s.top - 0.5 || b.bottom > s.bottom + 0.5))
        problems.push(`${seat.getAttribute('aria-label')}: riichi outside the seat`);
    }
    return problems;
  }, mayLieUnderToast);
}

const PENALTIES: readonly HandResult[] = [
  { v: 1, type: 'draw', tenpai: [], riichi: [] },
  { v: 1, type: 'penalty', player: 2, points: -20000 },
  { v: 1, type: 'penalty', player: 1, points: -8000 },
  { v: 1, type: 'draw', tenpai: [0], riichi: [] },
];
/**
 * A game of every preset, and house rules with both abortive draws and chombo (six hand actions,
 * as EMA 2008's): each on its tallest table, with penalties on the seat opposite and a side seat
 * and a hand undone (Redo on the table, Time up offered).
 */
const TALLEST = [
  ...PRESET_IDS.map((rules) => ({ rules })),
  { rules: 'ema2025', overrides: { abortiveDraws: ['kyuushu', 'suufon', 'suucha', 'suukaikan'] } },
].map((game, i) =>
  JSON.stringify({ format: 'riichi-record/1', ...game, players: [...NAMES.slice(0, 3), `${NAMES[3]} ${i + 1}`], hands: PENALTIES }),
);
const TABLET_UPRIGHT = { width: 800, height: 1280 };
const ON_ITS_SIDE = { width: 740, height: 360 };
const SIZES = [PHONE, ON_ITS_SIDE, TABLET_UPRIGHT, { width: 1280, height: 800 }, { width: 1024, height: 768 }];

/** Every size, both layouts, both languages: what tableProblems finds on the table shown, said where. */
async function tableProblemsEverywhere(page: Page, what: string, problems: string[]): Promise<void> {
  for (const lang of ['en', 'pl'] as const) {
    await page.getByRole('radio', { name: lang.toUpperCase(), exact: true }).click();
    for (const layout of ['list', 'facing'] as const) {
      const toggle = page.getByRole('button', { name: lang === 'en' ? 'Facing' : 'Wokół stołu' });
      if ((await toggle.getAttribute('aria-pressed')) !== String(layout === 'facing')) await toggle.click();
      for (const size of SIZES) {
        await page.setViewportSize(size);
        // A phone on its side keeps the language switch at the bottom of its column, where a toast stands while it shows.
        for (const problem of await tableProblems(page, size === ON_ITS_SIDE ? '.lang button' : null))
          problems.push(`${what}, ${lang}, ${layout}, ${size.width}x${size.height}: ${problem}`);
      }
    }
  }
  await page.getByRole('radio', { name: 'EN', exact: true }).click();
  await page.setViewportSize(PHONE);
}

test('every table, under every preset, in both layouts and languages, holds every control on screen and uncovered: a phone upright and on its side, the tablets', async ({
  page,
}) => {
  await page.goto('/#/');
  await importFiles(page, { name: 'tables.records.jsonl', mimeType: 'application/octet-stream', buffer: Buffer.from(TALLEST.join('\n')) });
  const games = page.getByRole('list', { name: 'Games' }).getByRole('listitem');
  await expect(games).toHaveCount(TALLEST.length);
  const problems: string[] = [];
  const checkEverywhere = (what: string) => tableProblemsEverywhere(page, what, problems);
  for (let i = 0; i < TALLEST.length; i += 1) {
    const game = page.getByRole('list', { name: 'Games' }).getByRole('listitem', { name: new RegExp(` ${i + 1}$`) });
    await game.getByRole('button', { name: 'Resume' }).click();
    await page.getByRole('button', { name: 'Undo last hand' }).click();
    await expect(page.getByRole('button', { name: 'Redo the undone hand' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Time up' })).toBeVisible();
    const rules = (JSON.parse(TALLEST[i] ?? '{}') as { rules: string }).rules;
    await checkEverywhere(`game ${i + 1} (${rules}) after an undo`);
    if (i === TALLEST.length - 1) {
      // Six hand actions, and the longest toast: a hand recorded between long names, in three lines.
      const players: Names = [NAMES[0], NAMES[1], NAMES[2], `${NAMES[3]} ${i + 1}`];
      await playHand(page, players, RON);
      await expect(page.getByRole('status').filter({ hasText: `Ron: ${NAMES[1]} (3 han 40 fu) from ${NAMES[2]}` })).toBeVisible();
      await checkEverywhere(`game ${i + 1} (${rules}) after a hand`);
    }
    await page.getByRole('button', { name: 'Back' }).click();
  }
  expect(problems).toEqual([]);
});

test('a tournament table, its session clock running and once time is called, holds every control on screen and uncovered at every size, in both layouts and languages', async ({
  page,
}) => {
  await page.goto('/#/');
  // The tallest table (six hand actions) at a tournament: the clock in the middle, Time called in the last row.
  const endsFrom = Date.now();
  const record = {
    ...(JSON.parse(TALLEST[TALLEST.length - 1] ?? '{}') as object),
    tournament: { id: 'open', name: 'Open', session: 1, table: 1, ending: 'oneMoreHand', endsAt: endsFrom + 90 * 60_000 },
  };
  await importFiles(page, { name: 'table.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await page.getByRole('list', { name: 'Games' }).getByRole('button', { name: 'Resume' }).click();
  await expectTimeLeft(page.getByRole('timer', { name: 'Time left in the session' }), 90 * 60, endsFrom);
  const problems: string[] = [];
  await tableProblemsEverywhere(page, 'the clock running', problems);
  // Time called with a hand in play: the longest words the centre says ("Dokończcie to rozdanie i jeszcze jedno").
  await page.getByRole('button', { name: 'Time called' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes: finish it' }).click();
  await expect(page.getByRole('region', { name: /^East/ }).getByRole('status')).toHaveText('Time! Finish this hand, then one more');
  await tableProblemsEverywhere(page, 'time called', problems);
  expect(problems).toEqual([]);
});
