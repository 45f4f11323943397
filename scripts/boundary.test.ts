import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps src/core, src/ledger and src/schema pure (eslint.config.js `pureBoundary`): the
 * project's own ESLint configuration, run on snippets as if they were files of those folders.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryRulesHit(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message).filter((rule) => rule.startsWith('no-restricted-'));
}

const FORBIDDEN: readonly [string, string][] = [
  ['React', "import { useState } from 'react';\nexport const hook = useState;\n"],
  ['Dexie', "import Dexie from 'dexie';\nexport const store = Dexie;\n"],
  ['zustand', "import { create } from 'zustand';\nexport const make = create;\n"],
  ['the app store', "import { db } from '../store/db';\nexport const store = db;\n"],
  ['the clock (Date)', 'export const now = () => Date.now();\n'],
  ['the clock (performance)', 'export const now = () => performance.now();\n'],
  ['the clock (process.hrtime)', 'export const now = () => process.hrtime();\n'],
  ['randomness (Math.random)', 'export const roll = () => Math.random();\n'],
  ['randomness (crypto)', 'export const roll = () => crypto.getRandomValues(new Uint8Array(1));\n'],
  ['the DOM (window)', 'export const width = () => window.innerWidth;\n'],
  ['the DOM (document)', 'export const title = () => document.title;\n'],
  ['the DOM through globalThis', 'export const title = () => globalThis.document.title;\n'],
  ['randomness through self', 'export const roll = () => self.crypto.randomUUID();\n'],
  ['network I/O', "export const load = () => fetch('/rules.json');\n"],
  ['timers', 'export const tick = () => setInterval(() => undefined, 1000);\n'],
  ['the DOM (animation frames)', 'export const next = () => requestAnimationFrame(() => undefined);\n'],
];

describe('the purity boundary of src/core, src/ledger and src/schema', () => {
  for (const folder of ['src/core', 'src/ledger', 'src/schema']) {
    for (const [what, code] of FORBIDDEN) {
      it(`refuses ${what} in ${folder}`, async () => {
        expect(await boundaryRulesHit(code, `${folder}/snippet.ts`)).not.toEqual([]);
      });
    }

    it(`lets plain computation through in ${folder}`, async () => {
      expect(await boundaryRulesHit('export const add = (a: number, b: number) => a + b;\n', `${folder}/snippet.ts`)).toEqual([]);
    });
  }

  it('applies only to the pure folders: the app may read the clock', async () => {
    expect(await boundaryRulesHit('export const now = () => Date.now();\n', 'src/app/snippet.ts')).toEqual([]);
  });
});
