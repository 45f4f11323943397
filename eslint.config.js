import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The layers (README "Layers"): what each folder of src may import besides itself. Lower folders
 * never import upward, and there are no circles (scripts/importGraph.test.ts). Tests may reach
 * across (a core test replays a game with the ledger), so the rule is for source files.
 */
export const MAY_IMPORT = {
  schema: [],
  core: ['schema'],
  ledger: ['core', 'schema'],
  club: ['core', 'ledger', 'schema'],
  tournament: ['core', 'ledger', 'schema', 'club'],
  i18n: [],
  store: ['core', 'ledger', 'schema', 'club', 'tournament', 'i18n'],
  nav: ['core', 'ledger', 'i18n', 'store'],
  ui: ['core', 'i18n', 'nav'],
  picker: ['core', 'ledger', 'schema', 'i18n', 'ui', 'nav', 'store'],
  devices: ['schema', 'tournament', 'i18n', 'ui'],
  app: ['core', 'ledger', 'schema', 'club', 'tournament', 'i18n', 'store', 'nav', 'ui', 'picker', 'devices'],
};
// src/core (scoring), src/ledger (game fold), src/schema (reading untrusted input), src/club
// (player statistics) and src/tournament (tournament file, standings, seating) are pure: same
// input, same output, anywhere.
export const PURE_FOLDERS = ['core', 'ledger', 'schema', 'club', 'tournament'];

const PURE_PACKAGES = [
  { group: ['react', 'react-*', 'react/*'], message: 'Pure modules stay free of React.' },
  { group: ['dexie', 'dexie/*'], message: 'Pure modules never touch storage.' },
  { group: ['zustand', 'zustand/*'], message: 'Pure modules hold no UI state.' },
];
const STORAGE_ONLY_IN_STORE = [
  { group: ['dexie', 'dexie/*'], message: 'Only src/store reaches Dexie: components and the rest use its services.' },
  { regex: '(^|/)store/db(\\.ts)?$', message: 'Components reach storage through the store services, never db directly.' },
];

function layerRules(folder) {
  const others = Object.keys(MAY_IMPORT).filter((other) => other !== folder && !MAY_IMPORT[folder].includes(other));
  const allowed = MAY_IMPORT[folder].length > 0 ? MAY_IMPORT[folder].map((f) => `src/${f}`).join(', ') : 'nothing outside itself';
  const patterns = [
    ...(others.length > 0
      ? [{ regex: `^(\\.\\./)+(${others.join('|')})(/|$)`, message: `src/${folder} may import only ${allowed} (README: Layers).` }]
      : []),
    ...(PURE_FOLDERS.includes(folder) ? PURE_PACKAGES : folder === 'store' ? [] : STORAGE_ONLY_IN_STORE),
  ];
  // no-restricted-imports reads only static imports: a lazy `import('../store/games')` crosses the
  // same line, so the same crossing is refused there too (esquery's regex takes no '/': \x2F).
  const lazyCrossing = others.length > 0 && {
    selector: `ImportExpression[source.value=/^(\\.\\.\\x2F)+(${others.join('|')})(\\x2F|$)/]`,
    message: `src/${folder} may import only ${allowed}, lazily too (README: Layers).`,
  };
  return {
    files: [`src/${folder}/**/*.{ts,tsx}`],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns }],
      ...(lazyCrossing ? { 'no-restricted-syntax': ['error', lazyCrossing] } : {}),
    },
  };
}

const pureBoundary = {
  files: PURE_FOLDERS.map((folder) => `src/${folder}/**/*.ts`),
  languageOptions: { globals: { ...globals.es2022 } },
  rules: {
    'no-restricted-globals': [
      'error',
      { name: 'Date', message: 'Pure modules never read the clock; pass time in.' },
      { name: 'window', message: 'No DOM in pure modules.' },
      { name: 'document', message: 'No DOM in pure modules.' },
      { name: 'navigator', message: 'No DOM in pure modules.' },
      { name: 'localStorage', message: 'No storage in pure modules.' },
      { name: 'indexedDB', message: 'No storage in pure modules.' },
      { name: 'performance', message: 'Pure modules never read the clock.' },
      { name: 'crypto', message: 'Pure modules never use randomness; pass it in.' },
      { name: 'setTimeout', message: 'Pure modules do not schedule work.' },
      { name: 'setInterval', message: 'Pure modules do not schedule work.' },
      { name: 'setImmediate', message: 'Pure modules do not schedule work.' },
      { name: 'queueMicrotask', message: 'Pure modules do not schedule work.' },
      { name: 'requestAnimationFrame', message: 'No DOM in pure modules.' },
      { name: 'requestIdleCallback', message: 'No DOM in pure modules.' },
      { name: 'location', message: 'No DOM in pure modules.' },
      { name: 'history', message: 'No DOM in pure modules.' },
      { name: 'sessionStorage', message: 'No storage in pure modules.' },
      { name: 'caches', message: 'No storage in pure modules.' },
      { name: 'fetch', message: 'Pure modules do no I/O.' },
      { name: 'XMLHttpRequest', message: 'Pure modules do no I/O.' },
      { name: 'WebSocket', message: 'Pure modules do no I/O.' },
      { name: 'process', message: 'Pure modules read no environment and no clock (process.hrtime).' },
      // The global object reaches every name above (globalThis.document, self.crypto).
      { name: 'globalThis', message: 'Pure modules reach no globals through the global object.' },
      { name: 'self', message: 'Pure modules reach no globals through the global object.' },
    ],
    'no-restricted-properties': [
      'error',
      { object: 'Math', property: 'random', message: 'Pure modules never use randomness; pass it in.' },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', 'node_modules', 'test-results', 'playwright-report', 'e2e-output'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['scripts/**', 'bench/**', 'e2e/**', '*.config.*'], languageOptions: { globals: { ...globals.node } } },
  pureBoundary,
  ...Object.keys(MAY_IMPORT).map(layerRules),
);
