// Installs the project's packages when they are missing or older than package-lock.json,
// so `npm start` and `npm test` work on a fresh clone with nothing else typed.
//
// `npm install`, not `npm ci`: the registry this project's machines reach serves only the
// Linux builds of rollup's platform packages, so the lock cannot list the others and
// `npm ci` refuses it as out of sync. `npm install` follows the lock and skips optional
// packages it cannot get (it leaves the lock as it is).
import { existsSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';

const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs;
if (stale) {
  console.log('Installing dependencies (npm install)…');
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
}
