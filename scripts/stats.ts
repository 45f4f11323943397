/**
 * `npm run --silent stats -- FILE.records.jsonl [FILE ...]` (FORMATS.md "Organiser commands"):
 * one JSON object of per-player counts on stdout; each record skipped is named on stderr.
 */
import { readFileSync } from 'node:fs';
import { statsOfFiles, type NamedText } from '../src/club/statsFiles';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: npm run --silent stats -- FILE.records.jsonl [FILE ...]');
  process.exit(2);
}
const files: NamedText[] = [];
for (const name of names) {
  try {
    files.push({ name, text: readFileSync(name, 'utf8') });
  } catch (e) {
    console.error(`${name}: cannot read: ${(e as Error).message}`);
    process.exit(1);
  }
}
const report = statsOfFiles(files);
for (const line of report.refused) console.error(line);
console.log(JSON.stringify(report.stats));
