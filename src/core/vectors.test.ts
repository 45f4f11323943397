import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkHandVector } from './handVectors';

const shared = resolve(__dirname, '..', '..', '..', 'shared', 'vectors');
const own = resolve(__dirname, 'vectors');

function runFile(path: string): string[] {
  const failures: string[] = [];
  readFileSync(path, 'utf8').split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    const outcome = checkHandVector(line, i + 1);
    if (outcome.failures.length > 0) failures.push(`${outcome.id}: ${outcome.failures.join('; ')}`);
  });
  return failures;
}

function handFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.hands.jsonl')).sort() : [];
}

describe('shared hand vectors (../shared/vectors)', () => {
  const files = handFiles(shared);
  if (files.length === 0) {
    it.skip(`../shared/vectors is not beside the checkout (${shared}): shared hand vectors NOT run`, () => {});
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
