import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// src/core (scoring), src/ledger (game fold) and src/schema (reading untrusted input) are pure:
// same input, same output, anywhere.
const pureBoundary = {
  files: ['src/core/**/*.ts', 'src/ledger/**/*.ts', 'src/schema/**/*.ts'],
  languageOptions: { globals: { ...globals.es2022 } },
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['react', 'react-*', 'react/*'], message: 'src/core and src/ledger stay free of React.' },
          { group: ['dexie', 'dexie/*'], message: 'src/core and src/ledger never touch storage.' },
          { group: ['zustand', 'zustand/*'], message: 'src/core and src/ledger hold no UI state.' },
          { group: ['**/store/**', '**/app/**', '**/ui/**'], message: 'Pure modules import nothing from the app.' },
        ],
      },
    ],
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
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/picker/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['dexie', '**/store/db', '**/store/db.ts'], message: 'Components reach storage through the store services, never db directly.' }] },
      ],
    },
  },
  { files: ['scripts/**', 'bench/**', 'e2e/**', '*.config.*'], languageOptions: { globals: { ...globals.node } } },
  pureBoundary,
);
