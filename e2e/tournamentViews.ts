import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PRESETS } from '../src/core/rules';
import { replay, settle, type HandResult } from '../src/ledger';

/** The organiser's screens as the tournament specs (tournament, tournamentFlow) drive them, and the ledger's finals they check. */

/** Each seat's final result by the ledger's settlement, EMA 2025, as the game stands after these hands. */
export function ledgerFinals(hands: readonly HandResult[]): number[] {
  const rules = PRESETS.ema2025;
  const replayed = replay(rules, hands);
  if (!replayed.ok) throw new Error(replayed.message);
  return [...settle(replayed.final, rules)].sort((a, b) => a.seat - b.seat).map((r) => r.final);
}

/** One of the tournament's tabs. */
export function tab(page: Page, name: string): Promise<void> {
  return page.getByRole('navigation', { name: 'Tournament views' }).getByRole('button', { name }).click();
}

/** The file a button downloads: its suggested name and its text. */
export async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await downloading;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}
