/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkRecordLine } from './recordVectors';

/** Every shared game-record vector (../shared/vectors/*.records.jsonl) must pass. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const vectorsDir = path.resolve(repoRoot, '..', 'shared', 'vectors');
const files = existsSync(vectorsDir) ? readdirSync(vectorsDir).filter((f) => f.endsWith('.records.jsonl')).sort() : [];

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
    const lines = readFileSync(path.join(vectorsDir, file), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '');
    const failures = lines.flatMap((line) => {
      const { id, failures: f } = checkRecordLine(line);
      return f.map((x) => `${id}: ${x}`);
    });
    expect(failures, failures.join('\n')).toEqual([]);
    expect(lines.length).toBeGreaterThan(0);
  });
});
