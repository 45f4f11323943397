import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two checkouts on one machine run their suites side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
const origin = `http://127.0.0.1:${port}`;

// Debian's Chromium: downloading a browser is impossible here (README: testing).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
  use: {
    baseURL: origin,
    headless: true,
    launchOptions,
    serviceWorkers: 'allow',
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, launchOptions } },
    // Each behaviour is tested once, at the viewport where it matters (issue 29): the phone runs
    // every spec; the tablet only the ones whose layout is the tablet's own (a spec that needs
    // other sizes sets them itself, in the phone's run).
    {
      name: 'tablet',
      testMatch: ['table.spec.ts', 'final.spec.ts', 'hanchan.spec.ts', 'tablet.spec.ts'],
      use: { ...devices['Galaxy Tab S4'], viewport: { width: 800, height: 1280 }, launchOptions },
    },
  ],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1`,
    url: origin,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
