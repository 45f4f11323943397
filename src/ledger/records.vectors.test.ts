/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkRecordLine } from './recordVectors';

/** Every shared game-record vector (../shared/vectors/*.records.jsonl) and the project's own must pass. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const vectorsDir = path.resolve(repoRoot, '..', 'shared', 'vectors');
const files = existsSync(vectorsDir)
  ? readdirSync(vectorsDir)
      .filter((f) => f.endsWith('.records.jsonl'))
      .sort()
  : [];

function failuresIn(file: string): string[] {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  expect(lines.length).toBeGreaterThan(0);
  return lines.flatMap((line) => {
    const { id, failures } = checkRecordLine(line);
    return failures.map((x) => `${id}: ${x}`);
  });
}

const ownDir = path.resolve(repoRoot, 'src', 'ledger', 'vectors');
const ownFiles = readdirSync(ownDir)
  .filter((f) => f.endsWith('.records.jsonl'))
  .sort();

describe('project record vectors (src/ledger/vectors: hand-checked in review)', () => {
  it.each(ownFiles)('%s', (file) => {
    const failures = failuresIn(path.join(ownDir, file));
    expect(failures, failures.join('\n')).toEqual([]);
  });
});

describe('shared record vectors', () => {
  if (!existsSync(vectorsDir)) {
    it(`SKIPPED: ${vectorsDir} is missing, the shared record vectors were not run`, () => {
      console.warn(`records.vectors.test: ${vectorsDir} not found; shared record vectors not checked`);
    });
    return;
  }

  it('the shared folder has record vectors', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s', (file) => {
    const failures = failuresIn(path.join(vectorsDir, file));
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
