import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import { type Account, logIn, newAccount, signUp } from './support/accounts';

// Not a test of behaviour: it photographs the pages for a human to review (`nx run web-e2e:screenshots`).
const OUTPUT_DIR = join(__dirname, '../../../screenshots/web');

const PUBLIC_PAGES = [
  { name: 'landing', path: '/', heading: 'Welcome to VitalSync' },
  { name: 'login', path: '/login', heading: 'Login To Your Account' },
  { name: 'not-found', path: '/no/such/page', heading: 'Page not found' },
] as const;

const WIDTHS = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: 'mobile', width: 375, height: 812 },
] as const;

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

const useTheme = async (page: Page, theme: Theme) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  if ((await toggle.getAttribute('aria-pressed')) !== String(theme === 'dark')) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
};

/** A whole-page picture from the top, with no field focused (a focused error field scrolls the page). */
const photograph = async (page: Page, name: string, width: number, theme: Theme) => {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
  });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(OUTPUT_DIR, `${name}-${width}-${theme}.png`), fullPage: true });
};

/** The signup form of a role, empty and then with every client-side message showing. */
const photographSignup = async (page: Page, role: Account['role'], width: number, theme: Theme) => {
  await page.goto('/signup');
  await page.getByRole('tab', { name: role === 'doctor' ? 'Doctor' : 'User' }).click();
  await photograph(page, `signup-${role}`, width, theme);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Full Name is Required')).toBeVisible();
  await photograph(page, `signup-${role}-errors`, width, theme);
};

/** Home and profile (viewing, then editing) of a freshly registered account. */
const photographDashboard = async (page: Page, role: Account['role'], width: number, theme: Theme) => {
  const account = newAccount(role);
  await signUp(page, account);
  await logIn(page, account);
  // A fresh load drops the login toasts; the session comes back from the cookie.
  await page.goto(`/dashboard/${role}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  await photograph(page, `dashboard-${role}`, width, theme);

  // Issue 6: a reload on the landing page keeps the session (Logout and "{role} Dashboard" in the navigation).
  await page.goto('/');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to VitalSync' })).toBeVisible();
  // On a phone the session actions live in the menu.
  const burger = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  const onPhone = await burger.isVisible();
  if (onPhone) await burger.click();
  const actions = onPhone ? page.getByRole('dialog') : page.getByRole('banner');
  await expect(actions.getByRole('link', { name: `${role} Dashboard` })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Logout' })).toBeVisible();
  await photograph(page, `landing-logged-in-${role}`, width, theme);

  await page.goto(`/dashboard/${role}/profile`);
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await photograph(page, `profile-${role}`, width, theme);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await photograph(page, `profile-${role}-edit`, width, theme);
};

test.beforeAll(() => mkdirSync(OUTPUT_DIR, { recursive: true }));

for (const viewport of WIDTHS) {
  for (const theme of THEMES) {
    test.describe(`${viewport.label} ${theme}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test('public pages', async ({ page }) => {
        await useTheme(page, theme);
        for (const target of PUBLIC_PAGES) {
          await page.goto(target.path);
          await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
          await photograph(page, target.name, viewport.width, theme);
        }
        for (const role of ['user', 'doctor'] as const) {
          await photographSignup(page, role, viewport.width, theme);
        }
      });

      for (const role of ['user', 'doctor'] as const) {
        test(`${role} dashboard`, async ({ page }) => {
          test.setTimeout(90_000);
          await useTheme(page, theme);
          await photographDashboard(page, role, viewport.width, theme);
        });
      }
    });
  }
}
