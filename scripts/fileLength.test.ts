import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Small files (the developers' guide: no source file over 400 lines; issue 32). Tests and the
 * string tables (src/i18n/en.ts, pl.ts and each area's *.en.ts / *.pl.ts: one line a string) aside.
 */
const MAX_LINES = 400;
const root = resolve(__dirname, '..');
const FOLDERS = ['src', 'scripts', 'bench', 'e2e'];

const isTest = (path: string) => /\.(test|spec)\.tsx?$/.test(path);
const isStringTable = (path: string) => /^src\/i18n\/(.+\.)?(en|pl)\.ts$/.test(path);

/** Source files under `folder` (relative to the root, with forward slashes), tests and string tables left out. */
function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((file) =>
      relative(root, join(root, folder, file))
        .split('\\')
        .join('/'),
    )
    .filter((path) => /\.(ts|tsx|js|mjs)$/.test(path) && !path.endsWith('.d.ts') && !isTest(path) && !isStringTable(path));
}

function linesOf(text: string): number {
  return text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
}

describe('file length', () => {
  it(`no source file is over ${MAX_LINES} lines`, () => {
    const long = FOLDERS.flatMap(sourceFiles)
      .map((path) => ({ path, lines: linesOf(readFileSync(join(root, path), 'utf8')) }))
      .filter((file) => file.lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it('reads what it checks: the files of src, tests and string tables left out, and counts lines as wc does', () => {
    const src = sourceFiles('src');
    expect(src).toContain('src/ledger/fold.ts');
    expect(src).toContain('src/app/App.tsx');
    expect(src.some(isTest)).toBe(false);
    expect(src).not.toContain('src/i18n/en.ts');
    expect(src).not.toContain('src/i18n/picker.pl.ts');
    expect(src).toContain('src/i18n/index.ts');
    expect(linesOf('a\nb\n')).toBe(2);
    expect(linesOf('a\nb')).toBe(2);
  });
});
