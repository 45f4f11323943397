import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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

  it('reads every form of a static import: named, type-only, over several lines, a re-export, for its effects alone, from a folder index', () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-graph-'));
    try {
      mkdirSync(join(dir, 'src/box'), { recursive: true });
      const files: Record<string, string> = {
        'src/a.ts': "import { b } from './b';\nimport type { C } from './c';\n",
        'src/b.ts': "import {\n  d,\n  e,\n} from './d';\nexport * from './box';\n",
        'src/c.ts': "import './d';\nexport const lazy = () => import('./a');\n",
        'src/d.ts': "export { a } from './a';\n",
        'src/box/index.ts': 'export const box = 1;\n',
      };
      for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
      const graph = importGraph(dir, 'src');
      expect(graph.get(join('src', 'a.ts'))).toEqual([join('src', 'b.ts'), join('src', 'c.ts')]);
      expect(graph.get(join('src', 'b.ts'))).toEqual([join('src', 'd.ts'), join('src', 'box', 'index.ts')]);
      // The lazy import('./a') loads later: no edge, so no circle through it.
      expect(graph.get(join('src', 'c.ts'))).toEqual([join('src', 'd.ts')]);
      expect(importCircles(graph)).toEqual([[join('src', 'a.ts'), join('src', 'b.ts'), join('src', 'c.ts'), join('src', 'd.ts')]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
    expect(
      importCircles(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });
});
