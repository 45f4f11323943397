import { expect, type Locator, type Page } from '@playwright/test';
import type { PresetId } from '../src/core/rules';
import { isRed, kindOf, numberOf, suitOf, type Tile } from '../src/core/tiles';
import type { HandResult, Seat, TableState } from '../src/ledger';
import { pickerEn } from '../src/i18n/picker.en';

/** Drives the built app like a player would: role and label locators only, no sleeps. */

export type Names = readonly [string, string, string, string];
const WINDS = ['East', 'South', 'West', 'North'] as const;

/** A yaku's English name, as the app says it (src/i18n/picker.en.ts: the picker's strings, loaded with it). */
function yakuName(id: string): string {
  const name = Object.entries(pickerEn).find(([key]) => key === `yaku.${id}`)?.[1];
  if (typeof name !== 'string') throw new Error(`no yaku ${id}`);
  return name;
}

/** Table points as the app writes them in English: 32,000 and −5,000 (a real minus sign). */
export function shown(points: number): string {
  const text = Math.abs(points).toLocaleString('en-GB');
  return points < 0 ? `−${text}` : text;
}

/** Starts a game from the games list; under EMA 2025, the default, without touching the rules. */
export async function startGame(page: Page, names: Names, preset: PresetId = 'ema2025'): Promise<void> {
  await page.getByRole('button', { name: 'New game' }).click();
  for (const [seat, name] of names.entries()) await page.getByLabel(`${WINDS[seat]} seat: name`).fill(name);
  if (preset !== 'ema2025') await page.getByLabel('Rules').selectOption(preset);
  await expect(page.getByLabel('Rules')).toHaveValue(preset);
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('heading', { name: 'East 1' })).toBeVisible();
}

export async function setRiichi(page: Page, names: Names, seat: Seat, on = true): Promise<void> {
  const toggle = page.getByRole('button', { name: `Riichi: ${names[seat]}` });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', String(on));
}

/** The table's buttons for each kind of hand (the end of a game has its own). */
const ACTION: Record<Exclude<HandResult['type'], 'end'>, string> = {
  ron: 'Ron',
  tsumo: 'Tsumo',
  draw: 'Draw',
  abortive: 'Abortive draw',
  chombo: 'Chombo',
  penalty: 'Penalty',
};

async function enterValue(
  page: Page,
  name: string,
  value: { han?: number; fu?: number; yakuman?: number; yaku?: Readonly<Record<string, number>> },
): Promise<void> {
  const section = page.getByRole('dialog').getByRole('region', { name: `Value for ${name}` });
  if (value.yakuman) {
    await section.getByRole('radiogroup', { name: 'Han' }).getByRole('radio', { name: 'Yakuman' }).click();
    // Which yakuman: a yakuman by buttons is recorded with its yaku (a result without them cannot be entered).
    const yaku = Object.keys(value.yaku ?? {});
    if (yaku.length === 0) throw new Error('a yakuman needs its yaku');
    const which = section.getByRole('group', { name: 'Which yakuman?' });
    // Not exact: a yakuman the preset counts twice says so after its name.
    for (const id of yaku) await which.getByRole('checkbox', { name: yakuName(id) }).click();
    return;
  }
  const han = value.han ?? 1;
  await section
    .getByRole('radiogroup', { name: 'Han' })
    .getByRole('radio', { name: han >= 13 ? '13+ han' : `${han} han`, exact: true })
    .click();
  if (han >= 5) return;
  // Below 5 han the dialog chooses no fu (a default one recorded wrong scores): a hand without one could not be recorded.
  if (value.fu === undefined) throw new Error(`${han} han needs its fu`);
  await section
    .getByRole('radiogroup', { name: 'Fu' })
    .getByRole('radio', { name: `${value.fu} fu`, exact: true })
    .click();
}

/** Fills the hand dialog for `result` (opened from the table, or already open when editing). */
export async function fillHand(page: Page, names: Names, result: HandResult): Promise<void> {
  const dialog = page.getByRole('dialog');
  switch (result.type) {
    case 'ron':
      for (const win of result.wins)
        await dialog.getByRole('group', { name: 'Who won?' }).getByRole('checkbox', { name: names[win.winner], exact: true }).click();
      await dialog
        .getByRole('radiogroup', { name: 'Who discarded?' })
        .getByRole('radio', { name: names[result.from], exact: true })
        .click();
      for (const win of result.wins) await enterValue(page, names[win.winner], win);
      break;
    case 'tsumo':
      await dialog.getByRole('radiogroup', { name: 'Who won?' }).getByRole('radio', { name: names[result.winner], exact: true }).click();
      await enterValue(page, names[result.winner], result);
      break;
    case 'draw':
      for (const seat of result.tenpai)
        await dialog.getByRole('group', { name: 'Who was tenpai?' }).getByRole('checkbox', { name: names[seat], exact: true }).click();
      break;
    case 'chombo':
      await dialog
        .getByRole('radiogroup', { name: 'Who made the chombo?' })
        .getByRole('radio', { name: names[result.offender], exact: true })
        .click();
      break;
    case 'penalty':
      await dialog.getByRole('radiogroup', { name: 'Who?' }).getByRole('radio', { name: names[result.player], exact: true }).click();
      await dialog.getByLabel('Points (negative takes points away)').fill(String(result.points));
      break;
    case 'abortive':
      throw new Error('EMA 2025 has no abortive draws');
    case 'end':
      throw new Error('the end of a game is not entered in the hand dialog (endGameForTime)');
  }
}

/** Records one hand through the UI: riichi toggles on the table, then the dialog. */
export async function playHand(
  page: Page,
  names: Names,
  result: HandResult,
  expectedDeltas?: readonly number[],
  beforeConfirm?: () => Promise<void>,
): Promise<void> {
  if ('riichi' in result) for (const seat of result.riichi ?? []) await setRiichi(page, names, seat);
  if (result.type === 'end') throw new Error('the end of a game is not a hand (endGameForTime)');
  await page
    .getByRole('navigation', { name: 'How the hand ended' })
    .getByRole('button', { name: ACTION[result.type], exact: true })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await fillHand(page, names, result);
  if (expectedDeltas) {
    // The preview before confirming shows the ledger's deltas for this hand.
    const preview = dialog.getByRole('region', { name: 'Who pays what' });
    for (const [seat, delta] of expectedDeltas.entries()) {
      await expect(preview.getByRole('listitem').filter({ hasText: names[seat] })).toContainText(
        delta > 0 ? `+${shown(delta)}` : shown(delta),
      );
    }
  }
  await beforeConfirm?.();
  // A penalty is not a hand: its button says what it records.
  await dialog.getByRole('button', { name: result.type === 'penalty' ? 'Record penalty' : 'Record hand' }).click();
  await expect(dialog).toBeHidden();
}

const ROUND = { E: 'East', S: 'South', W: 'West', N: 'North' } as const;

/** The table screen shows exactly this ledger state (scores, round, counters, sticks). */
export async function expectTable(page: Page, names: Names, state: TableState): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${ROUND[state.round]} ${state.hand}`);
  for (const [seat, name] of names.entries()) {
    await expect(
      page.getByRole('region', { name, exact: true }).getByText(shown(state.scores[seat as Seat]), { exact: true }),
    ).toBeVisible();
  }
  const center = page.getByRole('region', { name: `${ROUND[state.round]} ${state.hand}`, exact: true });
  await expect(center).toContainText(`Counters: ${state.honba}`);
  await expect(center).toContainText(`Riichi sticks: ${state.sticks}`);
}

/** The games list's import field (it takes one file or several, by path or as contents): the one place its label is written. */
export function importFiles(page: Page, files: Parameters<Locator['setInputFiles']>[0]): Promise<void> {
  return page.getByLabel('Import game records').setInputFiles(files);
}

/** From the games list: a game of these players and hands imported as an EMA 2025 record, and its table opened. */
export async function openImportedGame(page: Page, players: Names, hands: readonly HandResult[]): Promise<void> {
  // The games list itself: `/` is a launch, which reopens the table of a game opened before.
  await page.goto('/#/');
  await importFiles(page, {
    name: 'game.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ format: 'riichi-record/1', rules: 'ema2025', players, hands })),
  });
  await page
    .getByRole('listitem', { name: players.join(', ') })
    .getByRole('button', { name: 'Resume' })
    .click();
}

/** Words that a line break cuts in two (a text may wrap between words, or end in "…"): a name must never break inside a word. */
export function wordsCut(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const cut: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) cut.push(word[0]);
      }
    }
    return cut;
  });
}

/** Tile names in each language: Polish as Polish players say them (the seeds' "7 bambusów", "4 kółek"). */
const TILE_WORDS = {
  en: {
    suits: { m: 'man', p: 'pin', s: 'sou' },
    red: (n: number, suit: string) => `red ${n} ${suit}`,
    honours: ['East', 'South', 'West', 'North', 'White dragon', 'Green dragon', 'Red dragon'],
  },
  pl: {
    suits: { m: 'cyfr', p: 'kółek', s: 'bambusów' },
    red: (n: number, suit: string) => `czerwona ${n} ${suit}`,
    honours: ['Wschód', 'Południe', 'Zachód', 'Północ', 'Biały smok', 'Zielony smok', 'Czerwony smok'],
  },
} as const;

/** A tile's name on the picker's grid ("red 5 man", "White dragon"; "czerwona 5 cyfr" in Polish). */
export function nameOf(tile: Tile, lang: 'en' | 'pl' = 'en'): string {
  const words = TILE_WORDS[lang];
  const kind = kindOf(tile);
  const suit = suitOf(kind);
  if (suit === 'z') return words.honours[numberOf(kind) - 1]!;
  return isRed(tile) ? words.red(numberOf(kind), words.suits[suit]) : `${numberOf(kind)} ${words.suits[suit]}`;
}

/**
 * A tile on the picker's grid: named as the tile, then the count of it entered ("2 pin (1 entered)",
 * the badge's number, issue 33), so the name is matched from its start, up to that count.
 */
export function gridTile(grid: Locator, tile: Tile, lang: 'en' | 'pl' = 'en'): Locator {
  const name = nameOf(tile, lang).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return grid.getByRole('button', { name: new RegExp(`^${name}( \\(|$)`) });
}

/**
 * Counts a player's taps: every click of a tap-count test goes through `tap`, so the count is every
 * tap the path took (the picker's budget, issue 29), not only the taps a test meant to count.
 */
export class Taps {
  count = 0;
  constructor(private readonly page: Page) {}
  async tap(locator: Locator): Promise<void> {
    await locator.click();
    this.count += 1;
  }
  /** A tile on the picker's grid. */
  async tile(tile: Tile): Promise<void> {
    await this.tap(gridTile(this.page.getByRole('group', { name: 'Tiles' }), tile));
  }
  /** The one button of that name on the page. */
  async button(name: string): Promise<void> {
    await this.tap(this.page.getByRole('button', { name, exact: true }));
  }
}

/** Bartek's ron on Anna, 3 han, its fu not chosen yet: half a hand (a game of Anna, Bartek, Celina, Darek). */
export async function halfEnteredRon(page: Page) {
  await page.getByRole('navigation', { name: 'How the hand ended' }).getByRole('button', { name: 'Ron', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Ron', exact: true });
  await dialog.getByRole('group', { name: 'Who won?' }).getByRole('checkbox', { name: 'Bartek', exact: true }).click();
  await dialog.getByRole('radiogroup', { name: 'Who discarded?' }).getByRole('radio', { name: 'Anna', exact: true }).click();
  await dialog
    .getByRole('region', { name: 'Value for Bartek' })
    .getByRole('radiogroup', { name: 'Han' })
    .getByRole('radio', { name: '3 han', exact: true })
    .click();
  return dialog;
}

/**
 * The seconds a session clock shows, written as src/tournament/clock.ts writes them (h:mm:ss from
 * an hour, m:ss under it, no leading zero); NaN for any other text ("60:00", "01:30:00").
 */
export async function secondsShown(timer: Locator): Promise<number> {
  const match = /^(?:([1-9]\d*):([0-5]\d)|([1-5]?\d)):([0-5]\d)$/.exec((await timer.textContent()) ?? '');
  if (!match) return Number.NaN;
  const [, hours = '0', hourMinutes, minutes, seconds] = match;
  return Number(hours) * 3600 + Number(hourMinutes ?? minutes) * 60 + Number(seconds);
}

/**
 * A session clock shows `seconds` left, less the time that really went by since `since`: the
 * test's Date.now() at a moment the clock, its fast-forwards apart, showed `seconds` or more (just
 * before the clock's start was taken, or when a fake clock, which runs on at the real pace, was
 * installed). The real time is measured, not guessed: a fixed margin (a minute, 30 s) is a race
 * with a slow machine, which takes longer to get here. The clock shows whole seconds rounded up and
 * is read again each second, so it never shows less than that.
 */
export async function expectTimeLeft(timer: Locator, seconds: number, since: number): Promise<void> {
  await expect.poll(() => secondsShown(timer)).toBeLessThanOrEqual(seconds);
  const shownNow = await secondsShown(timer);
  const gone = (Date.now() - since) / 1000;
  expect(shownNow, `${seconds} s less the ${gone.toFixed(1)} s gone by at most`).toBeGreaterThanOrEqual(seconds - gone);
}
