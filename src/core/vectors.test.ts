import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkHandVector } from './handVectors';

const shared = resolve(__dirname, '..', '..', '..', 'shared', 'vectors');
const own = resolve(__dirname, 'vectors');

function runFile(path: string): string[] {
  const failures: string[] = [];
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (line.trim() === '') return;
      const outcome = checkHandVector(line, i + 1);
      if (outcome.failures.length > 0) failures.push(`${outcome.id}: ${outcome.failures.join('; ')}`);
    });
  return failures;
}

function handFiles(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.hands.jsonl'))
        .sort()
    : [];
}

describe('shared hand vectors (../shared/vectors)', () => {
  const files = handFiles(shared);
  if (files.length === 0) {
    // A test that passes and says so on stderr (a skipped one only adds to a count): CI always has ../shared.
    it(`SKIPPED: ${shared} is missing, the shared hand vectors were not run`, () => {
      console.warn(`vectors.test: ${shared} not found; shared hand vectors not checked`);
    });
    return;
  }
  it.each(files)('%s: every vector passes', (file) => {
    expect(runFile(join(shared, file))).toEqual([]);
  });
});

describe('project golden hand vectors (src/core/vectors)', () => {
  it.each(handFiles(own))('%s: every vector passes', (file) => {
    expect(runFile(join(own, file))).toEqual([]);
  });
});
