import type { Page } from '@playwright/test';
import { scoreHand } from '../src/core';
import { parseMeld, type HandInput } from '../src/core/hand';
import { PRESETS } from '../src/core/rules';
import { isRed, kindOf, parseTiles, type Tile } from '../src/core/tiles';
import { replay, type HandResult, type Seat } from '../src/ledger';
import { expectTable, setRiichi, startGame, Taps, type Names } from './driver';
import { expect, test } from './fixtures';

/**
 * The tile picker's tap budget (issue 29), counted on the common paths from the table's Ron or Tsumo
 * to the recorded hand: a tap per tile and per indicator, two per call, and beyond those five for a
 * ron (Ron, winner, discarder, open the picker, record) and four for a tsumo: no mode taps at all.
 * Every tap goes through the counter; the recorded hand is checked against the core and the ledger.
 */

const NAMES: Names = ['Ola', 'Piotr', 'Rysia', 'Staś'];
const rules = PRESETS.ema2025;
const WIND = ['E', 'S', 'W', 'N'] as const;

interface Path {
  readonly win: 'ron' | 'tsumo';
  readonly winner: Seat;
  readonly from?: Seat;
  /** Declared on the table before the hand ends (not a tap of this path). */
  readonly riichi?: boolean;
  readonly calls?: readonly string[];
  /** The concealed tiles, the winning tile last. */
  readonly tiles: string;
  readonly dora: string;
  readonly ura?: string;
}

function tilesOf(text: string): Tile[] {
  const parsed = parseTiles(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.tiles;
}

function callOf(text: string) {
  const parsed = parseMeld(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.meld;
}

/** The aim: one tap per tile and per indicator, two per call, five more for a ron and four for a tsumo. */
function aim(path: Path): number {
  const indicators = tilesOf(path.dora).length + (path.ura ? tilesOf(path.ura).length : 0);
  return tilesOf(path.tiles).length + indicators + 2 * (path.calls?.length ?? 0) + (path.win === 'ron' ? 5 : 4);
}

/** The hand as the ledger records it: its value from the core, on the first hand of a game. */
function resultOf(path: Path): HandResult {
  const all = tilesOf(path.tiles);
  const input: HandInput = {
    concealed: all.slice(0, -1),
    winTile: all[all.length - 1]!,
    melds: (path.calls ?? []).map(callOf),
    win: path.win,
    seatWind: WIND[path.winner],
    roundWind: 'E',
    doraIndicators: tilesOf(path.dora),
    uraIndicators: path.ura ? tilesOf(path.ura) : [],
    flags: path.riichi ? ['riichi'] : [],
    honba: 0,
  };
  const scored = scoreHand(input, rules);
  if (!scored.ok) throw new Error(scored.message);
  const { han, fu } = scored.best;
  const value = han >= 5 ? { han } : { han, fu };
  const riichi = path.riichi ? [path.winner] : [];
  return path.win === 'ron'
    ? { v: 1, type: 'ron', from: path.from!, wins: [{ winner: path.winner, ...value }], riichi }
    : { v: 1, type: 'tsumo', winner: path.winner, ...value, riichi };
}

/** Plays the path from the table's button to the recorded hand, every tap counted; the count. */
async function play(page: Page, path: Path): Promise<number> {
  await page.goto('/');
  await startGame(page, NAMES);
  if (path.riichi) await setRiichi(page, NAMES, path.winner);
  const taps = new Taps(page);
  const action = path.win === 'ron' ? 'Ron' : 'Tsumo';
  await taps.tap(page.getByRole('navigation', { name: 'How the hand ended' }).getByRole('button', { name: action, exact: true }));
  const dialog = page.getByRole('dialog', { name: action });
  if (path.win === 'ron') {
    await taps.tap(dialog.getByRole('group', { name: 'Who won?' }).getByRole('checkbox', { name: NAMES[path.winner], exact: true }));
    await taps.tap(dialog.getByRole('radiogroup', { name: 'Who discarded?' }).getByRole('radio', { name: NAMES[path.from!], exact: true }));
  } else {
    await taps.tap(dialog.getByRole('radiogroup', { name: 'Who won?' }).getByRole('radio', { name: NAMES[path.winner], exact: true }));
  }
  await taps.tap(dialog.getByRole('region', { name: `Value for ${NAMES[path.winner]}` }).getByRole('button', { name: 'Tiles…' }));
  const picker = page.getByRole('dialog', { name: 'Hand calculator' });
  for (const text of path.calls ?? []) {
    const call = callOf(text);
    await taps.button(call.kind === 'chi' ? 'Chi' : 'Pon');
    await taps.tile(call.kind === 'chi' ? Math.min(...call.tiles.map(kindOf)) : (call.tiles.find(isRed) ?? call.tiles[0]!));
  }
  for (const tile of tilesOf(path.tiles)) await taps.tile(tile);
  // Dora and ura in turn, as a scorer reads them off the wall: the lit button says where each goes.
  const ura = path.ura ? tilesOf(path.ura) : [];
  for (const [i, tile] of tilesOf(path.dora).entries()) {
    await expect(picker.getByRole('button', { name: 'Dora indicators', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await taps.tile(tile);
    if (ura[i] === undefined) continue;
    await expect(picker.getByRole('button', { name: 'Ura indicators', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await taps.tile(ura[i]);
  }
  await taps.button('Record this hand');
  await expect(dialog).toBeHidden();
  const replayed = replay(rules, [resultOf(path)]);
  if (!replayed.ok) throw new Error(replayed.message);
  await expectTable(page, NAMES, replayed.final);
  return taps.count;
}

test('a closed riichi pinfu tanyao ron with a dora and an ura indicator: 21 taps from Ron to the recorded hand', async ({ page }, info) => {
  // Piotr's riichi, 234m 567p 34678s 22p won on 5s from Ola; dora indicator 1m (2m is dora), ura indicator 8s.
  const path: Path = { win: 'ron', winner: 1, from: 0, riichi: true, tiles: '234m567p34678s22p5s', dora: '1m', ura: '8s' };
  const count = await play(page, path);
  info.annotations.push({ type: 'taps', description: `riichi pinfu tanyao ron, dora and ura: ${count}` });
  expect(aim(path)).toBe(21);
  expect(count).toBe(aim(path));
});

test('a tsumo: a tap per tile and indicator, and four more', async ({ page }, info) => {
  // Rysia's closed ittsu, 123456789m 23p 55s drawing 4p; dora indicator 9s.
  const path: Path = { win: 'tsumo', winner: 2, tiles: '123456789m23p55s4p', dora: '9s' };
  const count = await play(page, path);
  info.annotations.push({ type: 'taps', description: `tsumo: ${count}` });
  expect(count).toBe(aim(path));
});

test('a ron with a pon and a chi: two taps a call', async ({ page }, info) => {
  // Piotr's pon of white dragons and chi 345p, 234m 678s 5s5s won on 5s from Staś; dora indicator 1p.
  const path: Path = { win: 'ron', winner: 1, from: 3, calls: ['p555z', 'c345p'], tiles: '234m678s5s5s', dora: '1p' };
  const count = await play(page, path);
  info.annotations.push({ type: 'taps', description: `ron with a pon and a chi: ${count}` });
  expect(count).toBe(aim(path));
});
