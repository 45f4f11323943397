import { PRESETS } from '../src/core/rules';
import { fold, initialTable, settle, withPendingRiichi, type HandResult, type Seat, type TableState } from '../src/ledger';
import { expectTable, playHand, setRiichi, shown, startGame, type Names } from './driver';
import { expect, test } from './fixtures';
import { HANCHAN } from './hanchan.hands';

const NAMES: Names = ['Anna', 'Bartek', 'Celina', 'Darek'];
const rules = PRESETS.ema2025;

function step(state: TableState, result: HandResult) {
  const folded = fold(state, result, rules);
  if (!folded.ok) throw new Error(`The test's own hand list is refused: ${folded.message}`);
  return folded;
}

test('a whole EMA 2025 hanchan through the UI matches the ledger, survives a reload, ends with uma', async ({ page }, testInfo) => {
  await page.goto('/');
  await startGame(page, NAMES);
  let state = initialTable(rules);
  await expectTable(page, NAMES, state);

  for (const [index, result] of HANCHAN.entries()) {
    const folded = step(state, result);
    const shot =
      index === 2
        ? () => page.screenshot({ path: `e2e-output/screens/${testInfo.project.name}-double-ron-dialog.png` }).then(() => undefined)
        : undefined;
    // The preview counts from the scores on the screen, where the riichi tapped on the table is already paid.
    const screen = withPendingRiichi(state, 'riichi' in result ? (result.riichi ?? []) : []);
    const onScreen = folded.outcome.deltas.map((delta, seat) => delta + state.scores[seat as Seat] - screen.scores[seat as Seat]);
    await playHand(page, NAMES, result, onScreen, shot);
    state = folded.state;
    if (state.over) break;
    await expectTable(page, NAMES, state);

    if (index === 4) {
      // Mid-game: a riichi stick down in the current hand, then the page is reloaded.
      await setRiichi(page, NAMES, 1);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Riichi: Bartek' })).toHaveAttribute('aria-pressed', 'true');
      await expect(
        page.getByRole('region', { name: 'Bartek', exact: true }).getByText(shown(state.scores[1] - 1000), { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'East 3', exact: true })).toContainText(`Riichi sticks: ${state.sticks + 1}`);
      // The stick moved at once and is undoable: take it back, the table is as before.
      await setRiichi(page, NAMES, 1, false);
      await expectTable(page, NAMES, state);
    }
    if (index === 6) {
      await page.screenshot({ path: `e2e-output/screens/${testInfo.project.name}-table-list.png`, fullPage: true });
      const facing = page.getByRole('button', { name: 'Facing' });
      await facing.click();
      await expect(facing).toHaveAttribute('aria-pressed', 'true');
      await expectTable(page, NAMES, state);
      await page.screenshot({ path: `e2e-output/screens/${testInfo.project.name}-table-facing.png`, fullPage: true });
      await facing.click();
      await expect(facing).toHaveAttribute('aria-pressed', 'false');
    }
  }
  expect(state.over, 'the hand list ends the game').toBe(true);

  // The last hand ends the game: the app shows the final table.
  await expect(page.getByRole('heading', { name: 'Final results' })).toBeVisible();
  await page.screenshot({ path: `e2e-output/screens/${testInfo.project.name}-final.png`, fullPage: true });
  const results = settle(state, rules);
  // EMA results sum to zero apart from penalties (the chombo's 20,000 goes to nobody).
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  expect(sum(results.map((r) => r.final))).toBe(sum(results.map((r) => r.penalty)));
  expect(results.find((r) => r.seat === 2)?.penalty).toBe(-rules.chomboPenalty);
  const signed = (n: number) => (n > 0 ? `+${shown(n)}` : shown(n));
  for (const r of results) {
    const row = page.getByRole('row', { name: new RegExp(NAMES[r.seat]) });
    // The final and every part added to the table score carry a plus on a gain.
    const cells = [String(r.place), signed(r.final), shown(r.score), ...[r.sticks, r.returnPoints, r.oka, r.uma, r.penalty].map(signed)];
    // Every cell, those a phone leaves out too (a part that is zero for everybody, like oka here).
    await expect(row.getByRole('cell', { includeHidden: true })).toHaveText(cells);
  }

  // The same players again in one tap.
  await page.getByRole('button', { name: 'New game, same players' }).click();
  await expectTable(page, NAMES, initialTable(rules));
  for (const name of NAMES) await expect(page.getByRole('region', { name, exact: true })).toBeVisible();

  // The games list shows the finished game's final results, each with its player, the best first.
  await page.getByRole('button', { name: 'Back' }).click();
  const finished = page.getByRole('listitem', { name: NAMES.join(', ') }).filter({ hasText: 'Finished' });
  const finals = [...results].sort((a, b) => b.final - a.final || a.seat - b.seat).map((r) => `${NAMES[r.seat]} ${signed(r.final)}`);
  await expect(finished).toContainText(`Final results: ${finals.join(' · ')}`);
});
