import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from './importGraph';

const root = resolve(__dirname, '..');

describe('the import graph of src', () => {
  it('has no import circle (issue 32: each module understood on its own, layers that stack)', () => {
    expect(importCircles(importGraph(root, 'src'))).toEqual([]);
  });

  it('reads the real graph: the ledger imports the core, and re-exports resolve to files', () => {
    const graph = importGraph(root, 'src');
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('src/ledger/fold.ts')?.some((target) => target.startsWith('src/core/'))).toBe(true);
    expect(graph.get('src/ledger/index.ts')).toContain('src/ledger/handKinds.ts');
  });

  it('finds a circle of two, of three, and a file importing itself, and nothing in a tree', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', ['d']],
      ['d', ['e']],
      ['e', ['c']],
      ['f', ['f']],
      ['g', ['a']],
    ]);
    expect(importCircles(graph)).toEqual([['a', 'b'], ['c', 'd', 'e'], ['f']]);
    expect(importCircles(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]]))).toEqual([]);
  });
});
