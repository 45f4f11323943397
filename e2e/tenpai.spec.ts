import { join } from 'node:path';
import { findWaits } from '../src/core';
import { PRESETS } from '../src/core/rules';
import { parseTiles, tileToString, type Tile } from '../src/core/tiles';
import { fold, initialTable, type HandResult } from '../src/ledger';
import { expectTable, shown, startGame, type Names } from './driver';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * An exhaustive draw where the scorekeeper checks tenpai claims with the tile picker: the
 * verdict sets the seat's tenpai toggle and the table moves as the ledger's fold says.
 */

const NAMES: Names = ['Ola', 'Piotr', 'Rysia', 'Staś'];
const rules = PRESETS.ema2025;
const SUITS: Record<string, string> = { m: 'man', p: 'pin', s: 'sou' };
const HONOURS = ['East', 'South', 'West', 'North', 'White dragon', 'Green dragon', 'Red dragon'];

function tiles(text: string): Tile[] {
  const parsed = parseTiles(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.tiles;
}

/** A tile on the grid, by its name and then the count entered ("4 pin (1 entered)"). */
function tileOnGrid(grid: Locator, mpsz: string): Locator {
  return grid.getByRole('button', { name: new RegExp(`^${nameOf(mpsz)}( \\(|$)`) });
}

/** The grid's name for a (non-red) tile: "4 pin", "East". */
function nameOf(mpsz: string): string {
  const [n, suit] = [mpsz[0]!, mpsz[1]!];
  return suit === 'z' ? HONOURS[Number(n) - 1]! : `${n} ${SUITS[suit]}`;
}

function singles(text: string): string[] {
  // "456p23m" → ["4p", "5p", "6p", "2m", "3m"]
  return [...text.matchAll(/(\d+)([mpsz])/g)].flatMap(([, digits, suit]) => [...digits!].map((d) => `${d}${suit}`));
}

/** What the core says of a closed 13-tile hand in East 1 (no riichi, no dora): a ron is the strict case for a yaku. */
function waitsOf(hand: string, seatWind: 'E' | 'S') {
  const waits = findWaits(
    { concealed: tiles(hand), melds: [], seatWind, roundWind: 'E', doraIndicators: [], uraIndicators: [], flags: [], honba: 0 },
    rules,
  );
  if (!waits.ok) throw new Error(waits.message);
  return waits;
}

// 456p 888s 345s 22p 23m: waits on 1m (no yaku on a ron) and 4m (tanyao); EMA counts it tenpai.
const TENPAI_HAND = '456p888s345s22p23m';
const NOTEN_HAND = '1247m135p13s9s12z9p';

test('exhaustive draw: check a tenpai claim by taps, mark it, and the table matches the ledger', async ({ page }, info) => {
  await page.goto('/');
  await startGame(page, NAMES);
  const state = initialTable(rules);
  await expectTable(page, NAMES, state);

  await page.getByRole('navigation', { name: 'How the hand ended' }).getByRole('button', { name: 'Draw', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Exhaustive draw' });
  await expect(dialog).toBeVisible();
  const tenpaiToggle = (name: string) =>
    dialog.getByRole('group', { name: 'Who was tenpai?' }).getByRole('checkbox', { name, exact: true });

  // Piotr claims tenpai: his 13 tiles, tapped in the picker.
  if (info.project.name === 'phone')
    await dialog.screenshot({ path: join(info.project.outputDir, 'tenpai-screens', 'phone-draw-dialog.png') });
  await dialog.getByRole('button', { name: 'Piotr: check tiles…' }).click();
  const picker = page.getByRole('dialog', { name: 'Tenpai check: Piotr' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Record this hand' })).toHaveCount(0);
  const grid = picker.getByRole('group', { name: 'Tiles' });
  for (const tile of singles(TENPAI_HAND)) await tileOnGrid(grid, tile).click();

  const waits = waitsOf(TENPAI_HAND, 'S');
  expect(waits.tenpai, 'the test hand is tenpai by the core').toBe(true);
  const result = picker.getByTestId('picker-result');
  const waitNames = waits.waits.map((w) => nameOf(tileToString(w.tile)));
  const noYaku = waits.waits.filter((w) => !w.hasYaku).map((w) => nameOf(tileToString(w.tile)));
  expect(noYaku.length, 'the test hand has a wait without a yaku').toBeGreaterThan(0);
  await expect(result.getByRole('heading')).toHaveText(`Tenpai on ${waitNames.join(', ')} (no yaku on ${noYaku.join(', ')}).`);
  await expect(result.getByRole('list', { name: 'Waits' }).getByRole('listitem')).toHaveCount(waits.waits.length);
  await expect(picker.getByRole('button', { name: 'Mark noten' })).toBeDisabled();
  if (info.project.name === 'phone')
    await page.screenshot({ path: join(info.project.outputDir, 'tenpai-screens', 'phone-tenpai-check.png') });
  await picker.getByRole('button', { name: 'Mark tenpai' }).click();
  await expect(picker).toBeHidden();
  await expect(tenpaiToggle('Piotr')).toHaveAttribute('aria-checked', 'true');

  // Ola was toggled tenpai by mistake; her tiles say noten and "Mark noten" takes the toggle back.
  await tenpaiToggle('Ola').click();
  await expect(tenpaiToggle('Ola')).toHaveAttribute('aria-checked', 'true');
  await dialog.getByRole('button', { name: 'Ola: check tiles…' }).click();
  expect(waitsOf(NOTEN_HAND, 'E').tenpai, 'the test hand is noten by the core').toBe(false);
  const olaPicker = page.getByRole('dialog', { name: 'Tenpai check: Ola' });
  for (const tile of singles(NOTEN_HAND)) await tileOnGrid(olaPicker.getByRole('group', { name: 'Tiles' }), tile).click();
  await expect(olaPicker.getByTestId('picker-result').getByRole('heading')).toHaveText('Noten: no tile completes this hand.');
  await expect(olaPicker.getByRole('button', { name: 'Mark tenpai' })).toBeDisabled();
  await olaPicker.getByRole('button', { name: 'Mark noten' }).click();
  await expect(olaPicker).toBeHidden();
  await expect(tenpaiToggle('Ola')).toHaveAttribute('aria-checked', 'false');

  // The ledger's fold of the same draw: one tenpai, 1000 from each noten player.
  const draw: HandResult = { v: 1, type: 'draw', tenpai: [1], riichi: [] };
  const folded = fold(state, draw, rules);
  if (!folded.ok) throw new Error(folded.message);
  expect(folded.outcome.deltas).toEqual([-1000, 3000, -1000, -1000]);
  const preview = dialog.getByRole('region', { name: 'Who pays what' });
  for (const [seat, delta] of folded.outcome.deltas.entries()) {
    await expect(preview.getByRole('listitem').filter({ hasText: NAMES[seat] })).toContainText(
      delta > 0 ? `+${shown(delta)}` : shown(delta),
    );
  }
  await dialog.getByRole('button', { name: 'Record hand' }).click();
  await expect(dialog).toBeHidden();
  await expectTable(page, NAMES, folded.state);
});
