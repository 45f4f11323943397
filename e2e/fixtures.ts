import { test as base, expect } from '@playwright/test';

/**
 * Every test records the URLs the page requests; after the test all of them must be on the
 * app's own origin (no fonts, analytics or CDNs: the app works offline and leaks nothing).
 */
export const test = base.extend<{ requests: string[] }>({
  requests: [
    async ({ page, baseURL }, use, info) => {
      const seen: string[] = [];
      page.on('request', (request) => seen.push(request.url()));
      await use(seen);
      // A test skipped where it does not apply (a phone's tap counts on the tablet) loads nothing.
      if (info.status === 'skipped') return;
      const origin = new URL(baseURL ?? 'http://127.0.0.1:4173').origin;
      const foreign = seen.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin);
      expect(foreign, 'requests that left the origin').toEqual([]);
      expect(seen.length, 'the page made requests at all').toBeGreaterThan(0);
    },
    { auto: true },
  ],
});

export { expect };
