/**
 * `npm run --silent results -- FILE.tournament.json` (FORMATS.md "Organiser commands"): the EMA
 * results CSV on stdout; exit 1 with a message on stderr when the file cannot be read or is refused.
 */
import { readFileSync } from 'node:fs';
import { resultsCsv } from '../src/tournament/resultsCsv';
import { standings } from '../src/tournament/standings';
import { parseTournament } from '../src/tournament/tournamentFile';

const [file, ...rest] = process.argv.slice(2);
if (file === undefined || rest.length > 0) {
  console.error('usage: npm run --silent results -- FILE.tournament.json');
  process.exit(2);
}
let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (e) {
  console.error(`${file}: cannot read: ${(e as Error).message}`);
  process.exit(1);
}
const tournament = parseTournament(text);
if (!tournament.ok) {
  console.error(`${file}: refused:\n${tournament.errors.map((e) => `  ${e}`).join('\n')}`);
  process.exit(1);
}
process.stdout.write(resultsCsv(standings(tournament.value)));
