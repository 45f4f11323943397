// Installs the project's packages when they are missing or older than package-lock.json,
// so `npm start` and `npm test` work on a fresh clone with nothing else typed.
//
// `npm ci`: it installs exactly what package-lock.json lists and never rewrites it, so a
// fresh clone stays unmodified. (The lock lists every platform build of rollup's optional
// packages; npm skips the ones for other platforms.)
import { existsSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';

const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs;
if (stale) {
  console.log('Installing dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
