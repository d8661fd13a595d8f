import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, type Page, test } from '@playwright/test';

// Not a test of behaviour: it photographs the public pages for a human to review (`nx run web-e2e:screenshots`).
const OUTPUT_DIR = join(__dirname, '../../../screenshots/web');

const PAGES = [
  { name: 'landing', path: '/', heading: 'Welcome to VitalSync' },
  { name: 'login', path: '/login', heading: 'Login To Your Account' },
  { name: 'signup', path: '/signup', heading: 'Register Your New Account' },
  { name: 'not-found', path: '/no/such/page', heading: 'Page not found' },
] as const;

const WIDTHS = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'mobile', width: 375, height: 812 },
] as const;

const THEMES = ['light', 'dark'] as const;

const useTheme = async (page: Page, theme: (typeof THEMES)[number]) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  if ((await toggle.getAttribute('aria-pressed')) !== String(theme === 'dark')) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
};

test.beforeAll(() => mkdirSync(OUTPUT_DIR, { recursive: true }));

for (const viewport of WIDTHS) {
  for (const theme of THEMES) {
    test(`${viewport.label} ${theme}`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await useTheme(page, theme);
      for (const target of PAGES) {
        await page.goto(target.path);
        await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({
          path: join(OUTPUT_DIR, `${target.name}-${viewport.width}-${theme}.png`),
          fullPage: true,
        });
      }
    });
  }
}
