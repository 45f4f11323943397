// `npm run bench`: bundles bench/run.ts with esbuild (the code measured is bundled as the app
// ships it, and no loader hooks run beside it) and runs it under plain node.
import { build } from 'esbuild';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const outfile = resolve('node_modules', '.tmp', 'bench.mjs');
await build({
  entryPoints: ['bench/run.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outfile,
  logLevel: 'error',
});
await import(pathToFileURL(outfile).href);
