/**
 * The table app's benchmarks: the built app's initial JS (gzip), then the timings of issue 30's
 * table in Chromium (bench/appTimings.ts), the commit of a hand to IndexedDB among them.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchAppTimings } from './appTimings';

// npm runs scripts from the project root (the bench is bundled into node_modules/.tmp, so its own folder is no guide).
const ROOT = process.cwd();
// BENCH_DIST: a build kept aside (say, before a change), measured as it is, to alternate runs with the current one.
const DIST = process.env.BENCH_DIST ?? join(ROOT, 'dist');

/** Scripts and module preloads the built index.html makes the browser fetch before the app runs. */
export function initialScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) if (m[1]) urls.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g)) if (m[1]) urls.add(m[1]);
  return [...urls];
}

function initialJsGzip(): { bytes: number; files: number } {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const files = initialScripts(html);
  const bytes = files.reduce((sum, url) => sum + gzipSync(readFileSync(join(DIST, url.replace(/^\//, ''))), { level: 9 }).length, 0);
  return { bytes, files: files.length };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
};

function serveDist(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(DIST, path.endsWith('/') ? 'index.html' : path);
    if (!file.startsWith(DIST) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((ok) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      ok({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    }),
  );
}

export async function benchApp(): Promise<string[]> {
  if (!process.env.BENCH_DIST) execSync('npx vite build', { cwd: ROOT, stdio: 'ignore' });
  const size = initialJsGzip();
  const { server, url } = await serveDist();
  try {
    return [
      `app: initial JS ${(size.bytes / 1024).toFixed(1)} KiB gzip (${size.files} files from dist/index.html) (aim ≤ 110 KiB)`,
      ...(await benchAppTimings(url)),
    ];
  } finally {
    server.close();
  }
}
