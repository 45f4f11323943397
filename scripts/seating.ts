/**
 * `npm run --silent seating -- --players N --sessions S [--seed K]` (FORMATS.md): prints
 * {"sessions":[[[a,b,c,d],...],...]}, players 0..N-1 in seat order East, South, West, North.
 * Bad or missing arguments, or N not a positive multiple of 4: a message on stderr, exit 2.
 */
import { makeSeating } from '../src/tournament';
import { parseSeatingArgs, USAGE } from './seatingArgs';

const parsed = parseSeatingArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(`${parsed.error}\n${USAGE}`);
  process.exit(2);
}
const result = makeSeating(parsed);
if (!result.ok) {
  console.error(result.error);
  process.exit(2);
}
console.log(JSON.stringify({ sessions: result.seating }));
