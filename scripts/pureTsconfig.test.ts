import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * tsconfig.pure.json compiles the pure folders with the language's own library only: a DOM or
 * Node name there is a type error (an allowlist; the lint's purity rules are the denylist).
 * The snippets are compiled as files of src/core under the project's real settings, all in one
 * program per configuration (building a program is the slow part).
 */
const root = resolve(__dirname, '..');

const SNIPPETS = {
  dom: 'export const width = (): number => window.innerWidth;\n',
  compression: 'export const zip = (): unknown => new CompressionStream("gzip");\n',
  node: 'export const now = (): unknown => process.hrtime();\n',
  plain: 'export const add = (a: number, b: number): number => a + b;\n',
} as const;
type Snippet = keyof typeof SNIPPETS;

function optionsOf(configFile: string): ts.CompilerOptions {
  const read = ts.readConfigFile(resolve(root, configFile), (path) => ts.sys.readFile(path));
  return ts.parseJsonConfigFileContent(read.config, ts.sys, root).options;
}

/** Each snippet's type errors under a configuration. */
function errorsOf(configFile: string): Record<Snippet, string> {
  const options = { ...optionsOf(configFile), noEmit: true };
  const files = new Map(Object.entries(SNIPPETS).map(([name, code]) => [resolve(root, `src/core/snippet-${name}.ts`), code]));
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (path) => files.has(path) || fileExists.call(host, path);
  host.readFile = (path) => files.get(path) ?? readFile.call(host, path);
  host.getSourceFile = (path, language) => {
    const code = files.get(path);
    return code === undefined ? getSourceFile.call(host, path, language) : ts.createSourceFile(path, code, language);
  };
  const diagnostics = ts.getPreEmitDiagnostics(ts.createProgram([...files.keys()], options, host));
  const errors = Object.fromEntries(Object.keys(SNIPPETS).map((name) => [name, ''])) as Record<Snippet, string>;
  for (const d of diagnostics) {
    const name = d.file?.fileName.match(/snippet-(\w+)\.ts$/)?.[1] as Snippet | undefined;
    if (name) errors[name] += ts.flattenDiagnosticMessageText(d.messageText, '\n');
  }
  return errors;
}

describe('the pure folders compile without the DOM or Node', { timeout: 60_000 }, () => {
  it('refuses the DOM, a browser API no lint rule lists, and Node, and lets plain computation through', () => {
    const pure = errorsOf('tsconfig.pure.json');
    expect(pure.dom).toContain("Cannot find name 'window'");
    expect(pure.compression).toContain("Cannot find name 'CompressionStream'");
    expect(pure.node).toContain("Cannot find name 'process'");
    expect(pure.plain).toBe('');
  });

  it('is stricter than the app: the same browser code compiles there', () => {
    const app = errorsOf('tsconfig.app.json');
    expect(app.dom).toBe('');
    expect(app.compression).toBe('');
    expect(app.plain).toBe('');
  });
});

describe('the two fences agree', { timeout: 60_000 }, () => {
  it('compiles under tsconfig.pure.json exactly the folders the lint holds pure, and `tsc -b` builds it', async () => {
    const eslint = new ESLint({ cwd: root });
    const folders = readdirSync(resolve(root, 'src'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const lintPure: string[] = [];
    for (const { name } of folders) {
      const config = (await eslint.calculateConfigForFile(`src/${name}/snippet.ts`)) as { rules?: Record<string, unknown> };
      if (config.rules?.['no-restricted-globals'] !== undefined) lintPure.push(name);
    }
    const pure = ts.readConfigFile(resolve(root, 'tsconfig.pure.json'), (path) => ts.sys.readFile(path)).config as { include: string[] };
    const compiledPure = pure.include.map((glob) => glob.match(/^src\/(\w+)\/\*\*\/\*\.ts$/)?.[1] ?? glob);
    expect(lintPure).toContain('core');
    expect([...compiledPure].sort()).toEqual([...lintPure].sort());
    const solution = ts.readConfigFile(resolve(root, 'tsconfig.json'), (path) => ts.sys.readFile(path)).config as {
      references: { path: string }[];
    };
    expect(solution.references.map((reference) => reference.path)).toContain('./tsconfig.pure.json');
  });
});
