import { csvQuoted } from './csv';
import type { StandingRow } from './standings';

export const RESULTS_HEADER = ['place', 'first', 'last', 'ema', 'country', 'games', 'points'] as const;

/**
 * The EMA results CSV exactly as FORMATS.md's `results` command prints it: the header, then one line
 * per player best first. `points` is the sum of the player's final results. The ledger's final
 * results are already whole table points (FORMATS.md "Game record", `final`: "in points (EMA style:
 * 30,300 is `30300`)"; settle() rounds a split tie's share down to a whole point), so the sum is
 * printed as the integer it is: 30300, -12700, 0; no thousands separator, no decimal point.
 * Lines end in "\n" (the command's output is a Unix text stream); fields are quoted as RFC 4180 says.
 */
export function resultsCsv(rows: readonly StandingRow[]): string {
  const lines = [RESULTS_HEADER.join(',')];
  for (const row of rows) {
    const { first, last, ema, country } = row.player;
    lines.push(
      [String(row.place), first, last, ema, country, String(row.games), String(row.points)].map((field) => csvQuoted(field)).join(','),
    );
  }
  return lines.join('\n') + '\n';
}
