import { gzipSync } from 'node:zlib';

import { expect, test } from '@playwright/test';

// Issue 6 section 4: the first routes a visitor opens load at most this much JavaScript, gzipped.
const BUDGET_BYTES = 150_000;

const FIRST_ROUTES = [
  { path: '/', heading: 'Welcome to VitalSync' },
  { path: '/login', heading: 'Login To Your Account' },
  { path: '/signup', heading: 'Register Your New Account' },
] as const;

for (const route of FIRST_ROUTES) {
  test(`${route.path} loads at most 150 kB of gzipped JavaScript`, async ({ page }) => {
    // Every script's size, awaited before summing: a body still being read must count too.
    const sizes: Array<Promise<readonly [string, number]>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      // Gzip the decoded body ourselves: the figure must not depend on which encoding the server chose.
      sizes.push(response.body().then((body) => [response.url(), gzipSync(body).length] as const));
    });

    await page.goto(route.path);
    await expect(page.getByRole('heading', { name: route.heading })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const scripts = new Map(await Promise.all(sizes));
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    const listing = [...scripts].map(
      ([url, size]) => `${(size / 1000).toFixed(1)} kB ${new URL(url).pathname}`,
    );
    console.log(`${route.path}: ${(total / 1000).toFixed(1)} kB gzipped\n  ${listing.join('\n  ')}`);
    expect(total, listing.join('\n')).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}

test('a page asks for its own lazy chunks before the app runs, and not for the body font', async ({
  page,
}) => {
  // With the app's entry blocked, only index.html and route-preload.js can have added these links.
  await page.route('**/assets/index-*.js', (route) => route.abort());
  await page.goto('/login');

  const head = page.locator('head');
  await expect(head.locator('link[rel="modulepreload"][href*="/assets/LoginPage-"]')).toHaveCount(1);
  await expect(head.locator('link[rel="preload"][as="style"][href*="/assets/LoginPage-"]')).toHaveCount(1);
  // The font is not worth holding back a first visit's largest paint for (fonts.css).
  await expect(head.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
});

test("a page's stylesheet, asked for early, is fetched once and applied after the app's own", async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login To Your Account' })).toBeVisible();

  // A preload the stylesheet link cannot use (another CORS mode) would show as a second fetch of the same file.
  const fetches = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/assets/LoginPage-') && path.endsWith('.css')),
  );
  expect(fetches).toHaveLength(1);
  // Vite's loader adds the route's stylesheet after the entry's, so the cascade is the one the app was built with.
  const stylesheets = await page
    .locator('head link[rel="stylesheet"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  const entry = stylesheets.findIndex((path) => /^\/assets\/index-.*\.css$/.test(path));
  const route = stylesheets.findIndex((path) => path.startsWith('/assets/LoginPage-'));
  expect(entry).toBeGreaterThanOrEqual(0);
  expect(route).toBeGreaterThan(entry);
});

test('a dashboard asks for the session read with its chunks, before the app runs', async ({ page }) => {
  // With the app's entry blocked, only route-preload.js can have added the link; the app then uses its answer.
  await page.route('**/assets/index-*.js', (route) => route.abort());
  await page.goto('/dashboard/user');

  const head = page.locator('head');
  await expect(head.locator('link[rel="modulepreload"][href*="/assets/DashboardRoutes-"]')).toHaveCount(1);
  await expect(head.locator('link[rel="preload"][as="style"][href*="/assets/DashboardRoutes-"]')).toHaveCount(
    1,
  );
  await expect(
    head.locator(
      'link[rel="preload"][as="fetch"][crossorigin="use-credentials"][href="/api/dashboard/profile"]',
    ),
  ).toHaveCount(1);
});

test('a first visit paints with the system face and fetches the body font only after its load; the next visit starts with it', async ({
  page,
}) => {
  // The page's own timeline (resource timing beside the navigation's load event), so no event ordering is assumed.
  const fontRequests = () =>
    page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => ({ startedAfterLoad: entry.startTime >= (navigation?.loadEventStart ?? Infinity) }));
    });
  const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login To Your Account' })).toBeVisible();
  // Fetched a few seconds after the load event (WEB_FONT_DELAY_MS), then noted for the next visit.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('vitalsync-web-font')), { timeout: 20_000 })
    .toBe('cached');

  expect(await fontRequests()).toEqual([{ startedAfterLoad: true }]);
  expect(await bodyFont()).not.toContain('Inter Variable');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Login To Your Account' })).toBeVisible();
  expect(await bodyFont()).toMatch(/^"Inter Variable"/);
});
