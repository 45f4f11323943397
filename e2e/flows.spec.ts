import { readFileSync } from 'node:fs';
import { PRESETS } from '../src/core/rules';
import { replay, withPendingRiichi, type HandResult, type TableState } from '../src/ledger';
import { expectTable, fillHand, importFiles, playHand, setRiichi, shown, startGame, type Names } from './driver';
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';

const NAMES: Names = ['Ola', 'Piotr', 'Rysia', 'Staś'];
const rules = PRESETS.ema2025;

function finalOf(hands: readonly HandResult[]): TableState {
  const replayed = replay(rules, hands);
  if (!replayed.ok) throw new Error(replayed.message);
  return replayed.final;
}

const first: HandResult = { v: 1, type: 'ron', from: 1, wins: [{ winner: 0, han: 2, fu: 30 }], riichi: [] };
const second: HandResult = { v: 1, type: 'tsumo', winner: 2, han: 1, fu: 40, riichi: [2] };
const third: HandResult = { v: 1, type: 'draw', tenpai: [1, 3], riichi: [] };

test('a toast shown before the language is switched is said in the new language', async ({ page }) => {
  await page.goto('/');
  await startGame(page, NAMES);
  await playHand(page, NAMES, first);
  const toast = page.getByRole('status').filter({ hasText: 'Hand 1 recorded.' });
  await expect(toast).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'PL' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Zapisano rozdanie 1. Ron: Ola (2 han 30 fu)' })).toBeVisible();
  await expect(page.getByRole('status').getByRole('button', { name: 'Cofnij' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Język' }).getByRole('radio', { name: 'EN' }).click();
  await expect(toast).toBeVisible();
  await expect(page.getByRole('status').getByRole('button', { name: 'Undo', exact: true })).toBeVisible();
});

test('a recorded hand is said in a toast whose Undo takes it back', async ({ page }) => {
  await page.goto('/');
  await startGame(page, NAMES);
  await playHand(page, NAMES, first);
  const toast = page.getByRole('status').filter({ hasText: 'Hand 1 recorded. Ron: Ola (2 han 30 fu) from Piotr' });
  await expect(toast).toBeVisible();
  await expectTable(page, NAMES, finalOf([first]));
  await toast.getByRole('button', { name: 'Undo', exact: true }).click();
  await expectTable(page, NAMES, finalOf([]));
  await expect(page.getByRole('status').filter({ hasText: 'Last hand undone.' })).toBeVisible();
});

test('undo the last hand (and redo it), then edit a past hand: everything after it is recomputed', async ({ page }) => {
  await page.goto('/');
  await startGame(page, NAMES);
  for (const hand of [first, second, third]) await playHand(page, NAMES, hand);
  await expectTable(page, NAMES, finalOf([first, second, third]));

  await page.getByRole('button', { name: 'Undo last hand' }).click();
  await expectTable(page, NAMES, finalOf([first, second]));
  await page.getByRole('status').getByRole('button', { name: 'Redo' }).click();
  await expectTable(page, NAMES, finalOf([first, second, third]));

  // Hand 1 was really 4 han 30 fu: edit it from the hand history.
  await page.getByRole('button', { name: 'Hands' }).click();
  await expect(page.getByRole('listitem', { name: 'Hand 3' })).toContainText('Draw, tenpai: Piotr, Staś');
  await expect(page.getByRole('listitem', { name: 'Hand 1' })).toContainText('Ron: Ola (2 han 30 fu) from Piotr');
  // Each hand gives every score after it, so nobody adds up the hands before.
  const afterSecond = finalOf([first, second]).scores;
  for (const [seat, name] of NAMES.entries()) {
    await expect(page.getByRole('listitem', { name: 'Hand 2' }).getByRole('listitem').filter({ hasText: name })).toContainText(
      `score after the hand: ${shown(afterSecond[seat as 0])}`,
    );
  }
  await page.getByRole('button', { name: 'Edit Hand 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit hand 1' });
  await dialog.getByRole('region', { name: 'Value for Ola' }).getByRole('radio', { name: '4 han', exact: true }).click();
  const edited: HandResult = { ...first, wins: [{ winner: 0, han: 4, fu: 30 }] };
  const editedFinal = finalOf([edited, second, third]);
  const editedGain = finalOf([edited]).scores[0] - rules.startPoints;
  await expect(dialog.getByRole('region', { name: 'Who pays what' }).getByRole('listitem').filter({ hasText: 'Ola' })).toContainText(
    `+${shown(editedGain)}`,
  );
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'Hand 1' })).toContainText('edited');
  await expect(page.getByRole('listitem', { name: 'Hand 1' })).toContainText('Ron: Ola (4 han 30 fu) from Piotr');
  await expect(page.getByRole('listitem', { name: 'Hand 1' })).toContainText(`+${shown(editedGain)}`);
  await page.getByRole('button', { name: 'Back' }).click();
  await expectTable(page, NAMES, editedFinal);
  await page.reload();
  await expectTable(page, NAMES, editedFinal);
});

test('hands undone in a row come back one by one with Redo on the table, after a reload too, until a new hand is played', async ({
  page,
}) => {
  await page.goto('/');
  await startGame(page, NAMES);
  for (const hand of [first, second, third]) await playHand(page, NAMES, hand);
  const redo = page.getByRole('button', { name: 'Redo the undone hand' });
  await expect(redo).toHaveCount(0);

  await page.getByRole('button', { name: 'Undo last hand' }).click();
  await expectTable(page, NAMES, finalOf([first, second]));
  await page.getByRole('button', { name: 'Undo last hand' }).click();
  // The second hand is played again: Rysia's riichi stick is back on the table.
  const afterTwoUndos = withPendingRiichi(finalOf([first]), [2]);
  await expectTable(page, NAMES, afterTwoUndos);
  // The toasts are gone after a reload; the undone hands are not.
  await page.reload();
  await expectTable(page, NAMES, afterTwoUndos);
  await redo.click();
  await expectTable(page, NAMES, finalOf([first, second]));
  await redo.click();
  await expectTable(page, NAMES, finalOf([first, second, third]));
  await expect(redo).toHaveCount(0);

  // Sticks put down for the next hand are off the table while their hand is undone, and back with Redo.
  await setRiichi(page, NAMES, 1);
  await setRiichi(page, NAMES, 3);
  const withSticks = withPendingRiichi(finalOf([first, second, third]), [1, 3]);
  await expectTable(page, NAMES, withSticks);
  await page.getByRole('button', { name: 'Undo last hand' }).click();
  await expectTable(page, NAMES, finalOf([first, second]));
  await redo.click();
  await expectTable(page, NAMES, withSticks);
  await setRiichi(page, NAMES, 1, false);
  await setRiichi(page, NAMES, 3, false);

  // Undo, then a different hand: that hand is the game now, and nothing is offered back.
  await page.getByRole('button', { name: 'Undo last hand' }).click();
  await expect(redo).toBeVisible();
  await playHand(page, NAMES, first);
  await expectTable(page, NAMES, finalOf([first, second, first]));
  await expect(redo).toHaveCount(0);
});

test('a hand brought back by the table’s Redo takes the Undo toast and its Redo down', async ({ page }) => {
  await page.goto('/');
  await startGame(page, NAMES);
  for (const hand of [first, second]) await playHand(page, NAMES, hand);
  await page.getByRole('button', { name: 'Undo last hand' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Last hand undone.' });
  await expect(toast.getByRole('button', { name: 'Redo' })).toBeVisible();
  await page.getByRole('button', { name: 'Redo the undone hand' }).click();
  await expectTable(page, NAMES, finalOf([first, second]));
  await expect(toast).toHaveCount(0);
  await expect(page.getByRole('status').getByRole('button', { name: 'Redo' })).toHaveCount(0);
});

test('an Undo or Redo refused because the game changed in another tab says so, and shows the game as stored', async ({ page }) => {
  await page.goto('/');
  await startGame(page, NAMES);
  for (const hand of [first, third]) await playHand(page, NAMES, hand);
  const other = await page.context().newPage();
  // A tab that hears nothing of the first one's writes (a browser without BroadcastChannel, or a
  // write the message has not reached yet): its writes are still checked against what it shows.
  await other.addInitScript(() => Reflect.deleteProperty(globalThis, 'BroadcastChannel'));
  await other.goto(page.url());
  await expectTable(other, NAMES, finalOf([first, third]));

  await page.getByRole('button', { name: 'Undo last hand' }).click();
  await expectTable(page, NAMES, finalOf([first]));

  // The other tab still shows the second hand as the last one.
  await other.getByRole('button', { name: 'Undo last hand' }).click();
  await expect(other.getByRole('status')).toContainText('Nothing was undone: that hand is no longer the last one');
  await expectTable(other, NAMES, finalOf([first]));
  await setRiichi(other, NAMES, 0);

  // Redo would record the hand on the table as the undo left it: a riichi was declared since.
  await page.getByRole('status').getByRole('button', { name: 'Redo' }).click();
  await expect(page.getByRole('status')).toContainText('The hand was not recorded again');
  await expect(page.getByRole('button', { name: `Riichi: ${NAMES[0]}` })).toHaveAttribute('aria-pressed', 'true');
  // Nothing was recorded again: the stored game has the first hand and the riichi.
  await page.reload();
  await expect(page.getByRole('button', { name: `Riichi: ${NAMES[0]}` })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Hands' }).click();
  await expect(page.getByRole('listitem', { name: 'Hand 1' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Hand 2' })).toHaveCount(0);
});

test('an edit of a past hand half-done survives a reload, and saves', async ({ page }) => {
  await page.goto('/');
  await startGame(page, NAMES);
  await playHand(page, NAMES, first);
  await page.getByRole('button', { name: 'Hands' }).click();
  await page.getByRole('button', { name: 'Edit Hand 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit hand 1' });
  const han = (n: number) => dialog.getByRole('region', { name: 'Value for Ola' }).getByRole('radio', { name: `${n} han`, exact: true });
  await han(4).click();

  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(han(4)).toBeChecked();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  const edited: HandResult = { ...first, wins: [{ winner: 0, han: 4, fu: 30 }] };
  await expect(page.getByRole('listitem', { name: 'Hand 1' })).toContainText(`+${shown(finalOf([edited]).scores[0] - rules.startPoints)}`);
  // Saved, the edit is not offered again.
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Hand 1' })).toContainText('edited');
  await expect(dialog).toBeHidden();
});

test('an edit of a past hand left half-done in a killed tab is announced on the table, which takes it up again', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await startGame(page, NAMES);
  for (const hand of [first, second]) await playHand(page, NAMES, hand);
  await page.getByRole('button', { name: 'Hands' }).click();
  await page.getByRole('button', { name: 'Edit Hand 1' }).click();
  await page
    .getByRole('dialog', { name: 'Edit hand 1' })
    .getByRole('region', { name: 'Value for Ola' })
    .getByRole('radio', { name: '4 han', exact: true })
    .click();
  const tableUrl = page.url().replace(/\/hands$/, '');
  await page.close();

  // The app opened again on the game's table, as a phone brings back a killed tab.
  const again = await context.newPage();
  await again.goto(tableUrl);
  await expect(again.getByText('Unsaved change to hand 1.')).toBeVisible();
  await again.getByRole('radio', { name: 'PL', exact: true }).click();
  await expect(again.getByText('Poprawka rozdania 1 nie została zapisana.')).toBeVisible();
  await again.getByRole('radio', { name: 'EN', exact: true }).click();
  await again.getByRole('button', { name: 'Continue editing' }).click();
  const dialog = again.getByRole('dialog', { name: 'Edit hand 1' });
  await expect(dialog.getByRole('region', { name: 'Value for Ola' }).getByRole('radio', { name: '4 han', exact: true })).toBeChecked();

  // Cancelled, the edit is forgotten: the table no longer mentions it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await again.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(again.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(again.getByRole('button', { name: 'Continue editing' })).toHaveCount(0);
  await expect(again.getByText('Unsaved change to hand 1.')).toHaveCount(0);
});

test('a game can be deleted from the list and brought back with undo', async ({ page }) => {
  await page.goto('/');
  await startGame(page, NAMES);
  await playHand(page, NAMES, first);
  await page.getByRole('button', { name: 'Back' }).click();
  const card = page.getByRole('listitem', { name: NAMES.join(', ') });
  const after = finalOf([first]);
  await expect(card).toContainText(`${{ E: 'East', S: 'South', W: 'West', N: 'North' }[after.round]} ${after.hand} · hands played: 1`);
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toBeHidden();
  await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
  // Deleted again: besides the toast, the game comes back from the list of deleted games.
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toBeHidden();
  await page.getByText('Deleted games (1)').click();
  // Told apart from other games of the same players by how far it went.
  await expect(page.getByRole('list', { name: 'Deleted games' }).getByRole('listitem')).toContainText(
    `${{ E: 'East', S: 'South', W: 'West', N: 'North' }[after.round]} ${after.hand} · hands played: 1`,
  );
  await page.getByRole('button', { name: `Restore: ${NAMES.join(', ')}` }).click();
  await card.getByRole('button', { name: 'Resume' }).click();
  await expectTable(page, NAMES, finalOf([first]));
});

test('house rules change the payments: EMA 2025 without kiriage pays 7,700 for 4 han 30 fu', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'New game' }).click();
  for (const [seat, wind] of ['East', 'South', 'West', 'North'].entries())
    await page.getByLabel(`${wind} seat: name`).fill(NAMES[seat] ?? '');
  await page.getByText('House rules').click();
  await page.getByLabel(/Kiriage mangan/).uncheck();
  await expect(page.getByText('House rules · 1 changed')).toBeVisible();
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('navigation', { name: 'How the hand ended' }).getByRole('button', { name: 'Ron', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('group', { name: 'Who won?' }).getByRole('checkbox', { name: 'Piotr' }).click();
  await dialog.getByRole('radiogroup', { name: 'Who discarded?' }).getByRole('radio', { name: 'Ola' }).click();
  await dialog.getByRole('radio', { name: '4 han', exact: true }).click();
  await dialog.getByRole('radiogroup', { name: 'Fu' }).getByRole('radio', { name: '30 fu', exact: true }).click();
  const preview = dialog.getByRole('region', { name: 'Who pays what' });
  await expect(preview.getByRole('listitem').filter({ hasText: 'Piotr' })).toContainText(`+${shown(7700)}`);
  // Fu the core says cannot happen on a ron (20 fu) are not offered.
  await dialog.getByRole('radio', { name: '1 han', exact: true }).click();
  await expect(dialog.getByRole('radiogroup', { name: 'Fu' }).getByRole('radio', { name: '20 fu' })).toHaveCount(0);
  await expect(dialog.getByRole('radiogroup', { name: 'Fu' }).getByRole('radio', { name: '25 fu' })).toHaveCount(0);
});

test('pao on a yakuman tsumo, and abortive draws only where the preset has them (EMA 2008)', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'New game' }).click();
  for (const [seat, wind] of ['East', 'South', 'West', 'North'].entries())
    await page.getByLabel(`${wind} seat: name`).fill(NAMES[seat] ?? '');
  await page.getByLabel('Rules').selectOption('ema2008');
  await page.getByRole('button', { name: 'Start game' }).click();
  const actions = page.getByRole('navigation', { name: 'How the hand ended' });

  await actions.getByRole('button', { name: 'Abortive draw' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Nine different terminals (kyuushu)' }).click();
  await dialog.getByRole('button', { name: 'Record hand' }).click();
  await expect(dialog).toBeHidden();
  const abortive: HandResult = { v: 1, type: 'abortive', reason: 'kyuushu', riichi: [] };

  await actions.getByRole('button', { name: 'Tsumo', exact: true }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('radiogroup', { name: 'Who won?' }).getByRole('radio', { name: 'Rysia' }).click();
  await dialog.getByRole('radio', { name: 'Yakuman' }).click();
  // Which yakuman is asked; pao only for one the preset makes someone liable for (EMA 2008: daisangen, daisuushii).
  const which = dialog.getByRole('group', { name: 'Which yakuman?' });
  await which.getByRole('checkbox', { name: 'Four kans (suukantsu)' }).click();
  await expect(dialog.getByRole('radiogroup', { name: 'Liable player (pao)' })).toHaveCount(0);
  await which.getByRole('checkbox', { name: 'Four kans (suukantsu)' }).click();
  await which.getByRole('checkbox', { name: 'Big three dragons (daisangen)' }).click();
  await dialog.getByRole('radiogroup', { name: 'Liable player (pao)' }).getByRole('radio', { name: 'Piotr' }).click();
  const pao: HandResult = { v: 1, type: 'tsumo', winner: 2, yakuman: 1, pao: 1, yaku: { daisangen: 1 }, riichi: [] };
  const replayed = replay(PRESETS.ema2008, [abortive, pao]);
  if (!replayed.ok) throw new Error(replayed.message);
  const before = replay(PRESETS.ema2008, [abortive]);
  if (!before.ok) throw new Error(before.message);
  const preview = dialog.getByRole('region', { name: 'Who pays what' });
  for (const [seat, name] of NAMES.entries()) {
    const delta = replayed.final.scores[seat as 0] - before.final.scores[seat as 0];
    await expect(preview.getByRole('listitem').filter({ hasText: name })).toContainText(delta > 0 ? `+${shown(delta)}` : shown(delta));
  }
  await dialog.getByRole('button', { name: 'Record hand' }).click();
  await expectTable(page, NAMES, replayed.final);
  // The toast says who paid as liable: the scores alone do not say from whom the points came.
  await expect(page.getByRole('status')).toContainText('Hand 2 recorded. Tsumo: Rysia (Yakuman) · Pao (win of Rysia): Piotr is liable');
  // The yaku stay with the hand: the hands list says it, and an edit brings the choice back.
  await page.getByRole('button', { name: 'Hands' }).click();
  await page.getByRole('button', { name: 'Edit Hand 2' }).click();
  await expect(
    page
      .getByRole('dialog')
      .getByRole('group', { name: 'Which yakuman?' })
      .getByRole('checkbox', { name: 'Big three dragons (daisangen)' }),
  ).toBeChecked();
});

test('EMA 2025 offers no abortive draw', async ({ page }) => {
  await page.goto('/');
  await startGame(page, NAMES);
  await expect(page.getByRole('navigation', { name: 'How the hand ended' }).getByRole('button')).toHaveText([
    'Ron',
    'Tsumo',
    'Draw',
    'Chombo',
    'Penalty',
  ]);
});

test('a game exported as a record imports on another device as the same game, and is not imported twice where it is', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await page.goto('/');
  await startGame(page, NAMES);
  for (const hand of [first, second]) await playHand(page, NAMES, hand);
  await page.getByRole('button', { name: 'Hands' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export game record' }).click();
  const file = testInfo.outputPath('game.json');
  await (await downloading).saveAs(file);

  // Back on the device that exported it: the game is here already.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await importFiles(page, file);
  await expect(page.getByRole('alert')).toHaveText(`This game is already on this device (${NAMES.join(', ')}): it was not imported again.`);
  await expect(page.getByRole('status').filter({ hasText: 'Game imported.' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Games' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('listitem', { name: NAMES.join(', ') })).toContainText('Started ');

  // Deleted, it can be restored: the import says where it is.
  await page.getByRole('button', { name: `Delete: ${NAMES.join(', ')}` }).click();
  await importFiles(page, file);
  await expect(page.getByRole('alert')).toHaveText(
    `This game is already on this device, among the deleted games (${NAMES.join(', ')}): restore it from there instead of importing it again.`,
  );
  await expect(page.getByText('Deleted games (1)')).toBeVisible();

  // Another device (its own storage) imports it as the same game.
  const other = await browser.newContext({ baseURL });
  try {
    const there = await other.newPage();
    await there.goto('/');
    await importFiles(there, file);
    await expect(there.getByRole('status').filter({ hasText: 'Game imported.' })).toBeVisible();
    const card = there.getByRole('listitem', { name: NAMES.join(', ') });
    await expect(card).toHaveCount(1);
    // The record carries no date: the list says when it came in, not that it started then.
    await expect(card).toContainText('Imported ');
    await expect(card).not.toContainText('Started');
    await card.getByRole('button', { name: 'Resume' }).click();
    await expectTable(there, NAMES, finalOf([first, second]));
  } finally {
    await other.close();
  }
});

test('a record whose own figures differ from Tenbō’s count imports, and the player is told from which hand', async ({ page }) => {
  // 4 han 30 fu ron with a counter: 8,300 with EMA 2025 kiriage; the file (another tool, other rules) says 7,700 + 300.
  const record = {
    format: 'riichi-record/1',
    rules: 'ema2025',
    players: NAMES,
    hands: [
      { v: 1, type: 'draw', tenpai: [], riichi: [], after: { scores: [30000, 30000, 30000, 30000] } },
      { v: 1, type: 'ron', from: 1, wins: [{ winner: 2, han: 4, fu: 30 }], riichi: [], after: { scores: [30000, 22000, 38000, 30000] } },
    ],
  };
  await page.goto('/');
  await importFiles(page, { name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await expect(
    page.getByRole('status').filter({ hasText: 'Game imported. From hand 2 on, the figures in the file differ from Tenbō’s count' }),
  ).toBeVisible();
  const card = page.getByRole('listitem', { name: NAMES.join(', ') });
  await card.getByRole('button', { name: 'Resume' }).click();
  await expectTable(page, NAMES, finalOf([record.hands[0]!, record.hands[1]!] as HandResult[]));
});

test('a JSON Lines file imports a game a record, says how many, and which lines were refused and why; a new import clears the last one’s notices', async ({
  page,
}) => {
  const players = (name: string) => [`${name} 1`, `${name} 2`, `${name} 3`, `${name} 4`];
  const record = (name: string, hands: readonly HandResult[]) =>
    JSON.stringify({ format: 'riichi-record/1', rules: 'ema2025', players: players(name), hands });
  const draw: HandResult = { v: 1, type: 'draw', tenpai: [], riichi: [] };
  const importFile = (name: string, text: string) =>
    importFiles(page, { name, mimeType: 'application/octet-stream', buffer: Buffer.from(text) });
  const toast = page.getByRole('status').filter({ hasText: 'Game imported.' });
  await page.goto('/');

  await importFile('game.json', record('Ola', [first]));
  await expect(toast).toBeVisible();
  // EMA 2025 has no abortive draws (line 2); line 4 is no JSON at all.
  await importFile(
    'club-night.jsonl',
    [
      record('Ada', [first, second]),
      record('Bea', [draw, { v: 1, type: 'abortive', reason: 'suufon', riichi: [] }]),
      record('Cyd', [third]),
      '{"format":',
    ].join('\n'),
  );
  await expect(page.getByRole('status').filter({ hasText: '2 games imported.' })).toBeVisible();
  await expect(toast).toHaveCount(0);
  const refused = page.getByRole('alert');
  await expect(refused).toContainText('2 lines were not imported:');
  await expect(refused).toContainText('Line 2: These rules do not allow this abortive draw: Four same winds (suufon). (hand 2)');
  await expect(refused).toContainText('Line 4: it is not valid JSON');
  const games = page.getByRole('list', { name: 'Games' }).getByRole('listitem');
  await expect(games).toHaveCount(3);
  for (const name of ['Ola', 'Ada', 'Cyd']) await expect(page.getByRole('listitem', { name: players(name).join(', ') })).toHaveCount(1);

  // A file that is no record at all: said in words, and nothing of the last import stays beside it.
  await importFile('game.json', '{"format":');
  await expect(refused).toHaveText(
    'This file is not a game record Tenbō can read: it is not valid JSON (damaged, or not a game record at all).',
  );
  await expect(page.getByRole('status').filter({ hasText: 'games imported' })).toHaveCount(0);
  await expect(games).toHaveCount(3);
});

test('the notes in an imported record are shown with the hands, kept through Undo and Redo, and written back on export', async ({
  page,
}, testInfo) => {
  const record = {
    format: 'riichi-record/1',
    rules: 'ema2025',
    players: NAMES,
    note: 'Club night, table 3',
    hands: [
      { v: 1, type: 'draw', tenpai: [0], riichi: [] },
      { v: 1, type: 'ron', from: 1, wins: [{ winner: 2, han: 3, fu: 30 }], riichi: [], note: 'Referee: the ron stands' },
    ],
  };
  await page.goto('/');
  await importFiles(page, { name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await expect(page.getByRole('status').filter({ hasText: 'Game imported.' })).toBeVisible();
  await page
    .getByRole('listitem', { name: NAMES.join(', ') })
    .getByRole('button', { name: 'Resume' })
    .click();
  const played = record.hands as HandResult[];
  await page.getByRole('button', { name: 'Undo last hand' }).click();
  await expectTable(page, NAMES, finalOf(played.slice(0, 1)));
  await page.getByRole('status').getByRole('button', { name: 'Redo' }).click();
  await expectTable(page, NAMES, finalOf(played));
  await page.getByRole('button', { name: 'Hands' }).click();
  await expect(page.getByText('Note: Club night, table 3')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Hand 2' }).getByText('Note: Referee: the ron stands')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Hand 1' }).getByText(/^Note:/)).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export game record' }).click();
  const file = testInfo.outputPath('game.json');
  await (await downloading).saveAs(file);
  const exported = JSON.parse(readFileSync(file, 'utf8')) as { note?: string; hands: { note?: string }[] };
  expect(exported.note).toBe('Club night, table 3');
  expect(exported.hands.map((hand) => hand.note)).toEqual([undefined, 'Referee: the ron stands']);
});

test('a hand half-entered survives a reload: the dialog comes back with what was entered; Cancel forgets it', async ({ page }) => {
  await page.goto('/');
  await startGame(page, NAMES);
  const hand: HandResult = { v: 1, type: 'ron', from: 2, wins: [{ winner: 1, han: 3, fu: 40 }], riichi: [] };
  await page.getByRole('navigation').getByRole('button', { name: 'Ron', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('group', { name: 'Who won?' }).getByRole('checkbox', { name: NAMES[1], exact: true }).click();
  await dialog.getByRole('radiogroup', { name: 'Who discarded?' }).getByRole('radio', { name: NAMES[2], exact: true }).click();
  const value = dialog.getByRole('region', { name: `Value for ${NAMES[1]}` });
  await value.getByRole('radiogroup', { name: 'Han' }).getByRole('radio', { name: '3 han', exact: true }).click();

  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Who won?' }).getByRole('checkbox', { name: NAMES[1], exact: true })).toBeChecked();
  await expect(
    dialog.getByRole('radiogroup', { name: 'Who discarded?' }).getByRole('radio', { name: NAMES[2], exact: true }),
  ).toBeChecked();
  await expect(value.getByRole('radiogroup', { name: 'Han' }).getByRole('radio', { name: '3 han', exact: true })).toBeChecked();
  await value.getByRole('radiogroup', { name: 'Fu' }).getByRole('radio', { name: '40 fu', exact: true }).click();
  await dialog.getByRole('button', { name: 'Record hand' }).click();
  await expect(dialog).toBeHidden();
  await expectTable(page, NAMES, finalOf([hand]));

  // Cancelled, a draft is gone: the reload shows the table only.
  await page.getByRole('navigation').getByRole('button', { name: 'Tsumo', exact: true }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'East 2' })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a riichi without tenpai at a draw is recorded as that player’s chombo in one tap, kept as such across a reload', async ({ page }) => {
  await page.goto('/');
  await startGame(page, NAMES);
  await setRiichi(page, NAMES, 1);
  await page.getByRole('navigation').getByRole('button', { name: 'Draw', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const note = dialog.getByRole('note', { name: 'Riichi without tenpai' });
  await expect(note).toContainText(`Riichi but not marked tenpai: ${NAMES[1]}.`);
  await note.getByRole('button', { name: `Record chombo for ${NAMES[1]}` }).click();
  await expect(dialog.getByRole('heading', { name: 'Chombo' })).toBeVisible();

  await page.reload();
  await expect(dialog.getByRole('heading', { name: 'Chombo' })).toBeVisible();
  await expect(
    dialog.getByRole('radiogroup', { name: 'Who made the chombo?' }).getByRole('radio', { name: NAMES[1], exact: true }),
  ).toBeChecked();
  // The stick comes back: said as such, not as a +1,000 that reads like a win, and whole on a phone.
  const summary = dialog.getByTestId('hand-summary');
  await expect(summary).toHaveText(`${NAMES[1]} −20,000, +1,000 (riichi stick back)`);
  const box = await summary.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await expect(dialog.getByRole('region', { name: 'Who pays what' }).getByRole('listitem').filter({ hasText: NAMES[1] })).toContainText(
    '+1,000 (riichi stick back)',
  );
  await dialog.getByRole('button', { name: 'Record hand' }).click();
  await expect(dialog).toBeHidden();
  await expectTable(page, NAMES, finalOf([{ v: 1, type: 'chombo', offender: 1, riichi: [1] }]));
});

test.describe('without a service worker (the page fetches its code from the server)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a screen whose code cannot be loaded says so and offers a reload, which brings it back; the games are kept', async ({ page }) => {
    await page.goto('/');
    await startGame(page, NAMES);
    await page.getByRole('button', { name: 'Back' }).click();
    // The setup screen's code fails to load (an update replaced it on the server, or the connection dropped).
    await page.route('**/assets/Setup-*.js', (route) => route.abort());
    await page.reload();
    await page.getByRole('button', { name: 'New game' }).click();
    await expect(page.getByRole('alert')).toContainText('This screen could not be loaded');
    await page.unroute('**/assets/Setup-*.js');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByLabel('East seat: name')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: NAMES[0] })).toBeVisible();
  });
});

test('the hand preview names every player in full, long Polish names and a chombo penalty too', async ({ page }) => {
  const names: Names = ['Małgorzata', 'Bartłomiej', 'Celina', 'Anna'];
  await page.goto('/');
  await startGame(page, names);
  await page.getByRole('button', { name: 'Chombo', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radiogroup', { name: 'Who made the chombo?' }).getByRole('radio', { name: names[0], exact: true }).click();
  const preview = dialog.getByRole('region', { name: 'Who pays what' });
  await expect(preview).toContainText('Penalties');
  for (const name of names) {
    const label = preview.getByText(name, { exact: true });
    await expect(label).toBeVisible();
    // Cut short with an ellipsis, the name's text is wider than its box.
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth), name).toBe(true);
  }
});

test('the seat buttons of a hand hold long Polish names whole, inside their borders', async ({ page }) => {
  const names: Names = ['Małgorzata', 'Przemysław', 'Włodzimierz', 'Bartłomiej'];
  await page.goto('/');
  await startGame(page, names);
  await page.getByRole('button', { name: 'Ron', exact: true }).click();
  const winners = page.getByRole('dialog').getByRole('group', { name: 'Who won?' });
  for (const name of names) {
    const button = winners.getByRole('checkbox', { name, exact: true });
    await expect(button).toBeVisible();
    // Text that runs past the border (or is cut short) is wider than the button's box.
    expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth), name).toBe(true);
  }
});

/** Scrolled into view, the control itself is what a finger at its centre would hit (no sticky footer over it). */
async function tappable(control: Locator): Promise<boolean> {
  await control.scrollIntoViewIfNeeded();
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
}

const DOUBLE_RON: HandResult = {
  v: 1,
  type: 'ron',
  from: 0,
  wins: [
    { winner: 1, han: 2, fu: 30 },
    { winner: 3, han: 1, fu: 40 },
  ],
  riichi: [],
};

/** A new game at this screen size with DOUBLE_RON entered in the hand dialog (not recorded): the dialog. */
async function doubleRonEntered(page: Page, size: { width: number; height: number }): Promise<Locator> {
  await page.setViewportSize(size);
  await page.goto('/');
  await startGame(page, NAMES);
  await page.getByRole('navigation', { name: 'How the hand ended' }).getByRole('button', { name: 'Ron', exact: true }).click();
  await fillHand(page, NAMES, DOUBLE_RON);
  return page.getByRole('dialog');
}

test('a phone on its side: every value button of a double ron can be reached and tapped, the preview does not cover them', async ({
  page,
}) => {
  const dialog = await doubleRonEntered(page, { width: 740, height: 360 });
  for (const name of [NAMES[1], NAMES[3]]) {
    const value = dialog.getByRole('region', { name: `Value for ${name}` });
    for (const radio of [
      value.getByRole('radio', { name: '3 han', exact: true }),
      value.getByRole('radio', { name: '50 fu', exact: true }),
    ]) {
      expect(await tappable(radio), `${name}: ${await radio.textContent()} is not covered`).toBe(true);
    }
  }
  await dialog.getByRole('button', { name: 'Record hand' }).click();
  await expect(dialog).toBeHidden();
  await expectTable(page, NAMES, finalOf([DOUBLE_RON]));
});

test('a phone upright: the hand dialog’s footer is one line and Record hand, every seat of a double ron can be tapped', async ({
  page,
}) => {
  const dialog = await doubleRonEntered(page, { width: 360, height: 740 });
  // The footer held the whole preview: 300 of 740 px with one winner, and it covered the form.
  const record = dialog.getByRole('button', { name: 'Record hand' });
  const foot = await record.locator('xpath=..').boundingBox();
  expect(foot?.height ?? Infinity).toBeLessThan(740 / 4);
  await expect(record.locator('xpath=..')).toContainText(`${NAMES[1]} +${shown(2000)} · ${NAMES[3]} +${shown(1300)}`);
  const discarders = await dialog.getByRole('radiogroup', { name: 'Who discarded?' }).getByRole('radio').all();
  const riichi = await dialog.getByRole('group', { name: 'Riichi', exact: true }).getByRole('checkbox').all();
  expect(discarders.length + riichi.length).toBe(8);
  for (const seat of [...discarders, ...riichi]) {
    expect(await tappable(seat), `${await seat.textContent()} is not covered`).toBe(true);
  }
  // The full preview is in the form, just above the footer.
  await expect(dialog.getByRole('region', { name: 'Who pays what' }).getByRole('listitem').filter({ hasText: NAMES[0] })).toContainText(
    `−${shown(3300)}`,
  );
});

test('with the keyboard alone: each row of choices in the hand dialog is one Tab stop, and the arrow keys choose in it as a tap does', async ({
  page,
}) => {
  await page.goto('/');
  await startGame(page, NAMES);
  await page.getByRole('navigation', { name: 'How the hand ended' }).getByRole('button', { name: 'Tsumo', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Tsumo', exact: true });
  await expect(dialog).toBeFocused();
  const press = (key: string) => page.keyboard.press(key);
  const seat = (name: string) => dialog.getByRole('radiogroup', { name: 'Who won?' }).getByRole('radio', { name, exact: true });
  await press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // Nobody chosen yet: the row's one tab stop is its first seat; the arrows choose, wrapping around.
  await press('Tab');
  await expect(seat(NAMES[0])).toBeFocused();
  await press('ArrowLeft');
  await expect(seat(NAMES[3])).toBeFocused();
  await expect(seat(NAMES[3])).toBeChecked();
  await press('Home');
  await press('ArrowRight');
  await expect(seat(NAMES[1])).toBeFocused();
  await expect(seat(NAMES[1])).toBeChecked();
  await expect(seat(NAMES[3])).not.toBeChecked();

  // Tab leaves the row at once, for the value of the winner the arrows chose.
  const value = dialog.getByRole('region', { name: `Value for ${NAMES[1]}` });
  await press('Tab');
  await expect(value.getByRole('button', { name: 'Tiles…' })).toBeFocused();
  await press('Tab');
  await expect(value.getByRole('radio', { name: '1 han', exact: true })).toBeFocused();
  await press('ArrowRight');
  await press('ArrowRight');
  await expect(value.getByRole('radio', { name: '3 han', exact: true })).toBeChecked();
  await press('Tab');
  await expect(value.getByRole('radio', { name: '20 fu', exact: true })).toBeFocused();
  await press('ArrowRight');
  await press('ArrowRight');
  await expect(value.getByRole('radio', { name: '30 fu', exact: true })).toBeChecked();
  // Back again, each row's tab stop is its choice.
  await press('Shift+Tab');
  await expect(value.getByRole('radio', { name: '3 han', exact: true })).toBeFocused();
  await press('Shift+Tab');
  await press('Shift+Tab');
  await expect(seat(NAMES[1])).toBeFocused();

  // 3 han 30 fu, Piotr's tsumo: 1,000 from each other player and 2,000 from Ola, the dealer.
  await expect(dialog.getByRole('region', { name: 'Who pays what' }).getByRole('listitem').filter({ hasText: NAMES[1] })).toContainText(
    `+${shown(4000)}`,
  );
  await press('Shift+Tab');
  await press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Record hand' })).toBeFocused();
  await press('Enter');
  await expect(dialog).toBeHidden();
  await expectTable(page, NAMES, finalOf([{ v: 1, type: 'tsumo', winner: 1, han: 3, fu: 30, riichi: [] }]));
});
