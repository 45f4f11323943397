// Installs the project's packages when they are missing or older than package-lock.json,
// so `npm start` and `npm test` work on a fresh clone with nothing else typed.
import { existsSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';

const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs;
if (stale) {
  console.log('Installing dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
