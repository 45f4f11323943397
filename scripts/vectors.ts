/**
 * `npm run --silent vectors -- FILE...` (FORMATS.md): checks every line of each file against
 * the engine, prints one line per failure and ends with "N passed, M failed"; exit 1 on any failure.
 */
import { readFileSync } from 'node:fs';
import { checkHandVector, type VectorOutcome } from '../src/core/handVectors';
import { checkRecordLine } from '../src/ledger/recordVectors';

type LineChecker = (line: string, lineNumber: number) => VectorOutcome;

function checkerFor(file: string): LineChecker | null {
  if (file.endsWith('.hands.jsonl')) return checkHandVector;
  // RECORDS: the ledger's checker for `*.records.jsonl` is wired in here.
  if (file.endsWith('.records.jsonl')) return checkRecordLine;
  return null;
}

export function runVectorFiles(files: readonly string[], print: (line: string) => void): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    const check = checkerFor(file);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      print(`${file}: cannot read: ${(e as Error).message}`);
      failed++;
      continue;
    }
    if (!check) {
      print(`${file}: not supported (expected *.hands.jsonl or *.records.jsonl)`);
      failed++;
      continue;
    }
    text.split('\n').forEach((line, index) => {
      if (line.trim() === '') return;
      const outcome = check(line, index + 1);
      if (outcome.failures.length === 0) {
        passed++;
        return;
      }
      failed++;
      print(`${outcome.id}: ${outcome.failures.join('; ')}`);
    });
  }
  return { passed, failed };
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: npm run --silent vectors -- FILE [FILE ...]');
  process.exit(2);
}
const { passed, failed } = runVectorFiles(files, (line) => console.log(line));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
