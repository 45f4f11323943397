import { expect, test } from './fixtures';

test('the app shell loads in English and switches to Polish', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Games' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'PL' }).click();
  await expect(page.getByRole('heading', { name: 'Gry' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Gry' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Język' }).getByRole('radio', { name: 'EN' }).click();
  await expect(page.getByRole('heading', { name: 'Games' })).toBeVisible();
});

test('a move to another screen puts the focus on its title, for a screen reader to say where the player is', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Games' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Games' })).not.toBeFocused();
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Games' })).toBeFocused();
});

test('installable: the manifest names the app, sets the theme and lists icons that load', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(new URL(href ?? '', page.url()).href)).json()) as {
    short_name: string;
    theme_color: string;
    display: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({ short_name: 'Tenbō', theme_color: '#0f5132', display: 'standalone' });
  for (const size of ['192x192', '512x512'])
    expect(manifest.icons.some((icon) => icon.sizes === size && icon.type === 'image/png')).toBe(true);
  for (const icon of manifest.icons) {
    const response = await request.get(new URL(icon.src, page.url()).href);
    expect(response.ok(), icon.src).toBe(true);
    expect(response.headers()['content-type']).toContain(icon.type);
  }
});

test('robots.txt is a text file, not the app shell', async ({ page, request }) => {
  await page.goto('/');
  const response = await request.get(new URL('/robots.txt', page.url()).href);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('text/plain');
  expect(await response.text()).toContain('User-agent');
});

test('the built app runs under a strict Content-Security-Policy, and the suite hears what it refuses', async ({ page, cspViolations }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Games' })).toBeVisible();
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  for (const directive of ["script-src 'self'", "connect-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'none'"])
    expect(policy).toContain(directive);
  // An inline script and an eval: both refused, both reported to every test's CSP check.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.body.append(script);
  });
  await expect.poll(() => cspViolations.length).toBeGreaterThanOrEqual(1);
  expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
  cspViolations.length = 0;
});

test('the table in Polish', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'PL' }).click();
  await page.getByRole('button', { name: 'Nowa gra' }).click();
  for (const [seat, wind] of ['Wschód', 'Południe', 'Zachód', 'Północ'].entries())
    await page.getByLabel(`Imię gracza (${wind})`).fill(['Zuzanna', 'Bartłomiej', 'Wiktoria', 'Przemysław'][seat] ?? '');
  await page.getByRole('button', { name: 'Zacznij grę' }).click();
  await expect(page.getByRole('heading', { name: 'Wschód 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Riichi: Wiktoria' }).click();
  await expect(page.getByRole('region', { name: 'Wschód 1' })).toContainText('Patyczki riichi: 1');
  await page.screenshot({ path: `e2e-output/screens/${testInfo.project.name}-table-pl.png`, fullPage: true });
  await page.getByRole('navigation', { name: 'Jak skończyło się rozdanie' }).getByRole('button', { name: 'Remis', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Remis (koniec muru)' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Anuluj' }).click();
  await page.getByRole('radiogroup', { name: 'Język' }).getByRole('radio', { name: 'EN' }).click();
});
