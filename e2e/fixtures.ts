import { test as base, expect } from '@playwright/test';

/**
 * Every test records the URLs the page requests; after the test all of them must be on the
 * app's own origin (no fonts, analytics or CDNs: the app works offline and leaks nothing).
 */
/** What the page reports breaking its Content-Security-Policy, by the event and by the console. */
const CSP_MARK = 'tenbo-csp-violation:';

export const test = base.extend<{ requests: string[]; cspViolations: string[] }>({
  // Every test also runs under the built app's Content-Security-Policy (vite.config.ts) and fails
  // on anything the page tried that the policy refused: the whole suite is the policy's test.
  cspViolations: [
    async ({ page }, use) => {
      const seen: string[] = [];
      await page.addInitScript((mark) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`${mark} ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
        });
      }, CSP_MARK);
      page.on('console', (message) => {
        const text = message.text();
        if (text.startsWith(CSP_MARK) || text.includes('Content Security Policy')) seen.push(text);
      });
      await use(seen);
      expect(seen, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  requests: [
    async ({ page, baseURL }, use) => {
      const seen: string[] = [];
      page.on('request', (request) => seen.push(request.url()));
      await use(seen);
      const origin = new URL(baseURL ?? 'http://127.0.0.1:4173').origin;
      const foreign = seen.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin);
      expect(foreign, 'requests that left the origin').toEqual([]);
      expect(seen.length, 'the page made requests at all').toBeGreaterThan(0);
    },
    { auto: true },
  ],
});

export { expect };
