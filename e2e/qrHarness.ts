import { build } from 'esbuild';
import type { BrowserContext } from '@playwright/test';

/**
 * The devices' views on a page of their own (src/devices/testHarness.tsx), bundled with esbuild
 * and served by routes on the app's origin: until a screen of the app shows a game's codes (issue
 * 27's hand-off), the camera e2e drives the same components through it.
 */
let bundle: Promise<{ js: string; css: string }> | null = null;

function bundled(): Promise<{ js: string; css: string }> {
  bundle ??= build({
    entryPoints: ['src/devices/testHarness.tsx'],
    bundle: true,
    format: 'esm',
    jsx: 'automatic',
    outdir: 'harness-out',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  }).then((result) => ({
    js: result.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? '',
    css: result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '',
  }));
  return bundle;
}

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/__harness/app.css"><link rel="stylesheet" href="/__harness/harness.css"></head>
<body><main id="root"></main><script type="module" src="/__harness/harness.js"></script></body></html>`;

/** Serves the harness at /__harness/ (the app's own styles too), and `payload` at /__harness/payload.bin. */
export async function routeHarness(context: BrowserContext, appCss: string, payload?: Uint8Array): Promise<void> {
  const { js, css } = await bundled();
  await context.route('**/__harness/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path.endsWith('/page.html')) return route.fulfill({ contentType: 'text/html', body: PAGE });
    if (path.endsWith('/harness.js')) return route.fulfill({ contentType: 'text/javascript', body: js });
    if (path.endsWith('/harness.css')) return route.fulfill({ contentType: 'text/css', body: css });
    if (path.endsWith('/app.css')) return route.fulfill({ contentType: 'text/css', body: appCss });
    if (path.endsWith('/payload.bin') && payload)
      return route.fulfill({ contentType: 'application/octet-stream', body: Buffer.from(payload) });
    return route.fulfill({ status: 404, body: '' });
  });
}
