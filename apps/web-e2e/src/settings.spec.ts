import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { expect, type Page, test } from '@playwright/test';

import { logIn, newAccount, type Role, signUp } from './support/accounts';
import { chooseTheme, expectNoAxeViolations, THEMES } from './support/axe';

// axe is injected as a script tag; the app's Content-Security-Policy rightly forbids that for anyone else.
test.use({ bypassCSP: true });

/** Set to a folder to photograph the page there (light and dark, 1280 and 375 px) for a human to review. */
const SHOTS_DIR = process.env['SETTINGS_SHOTS_DIR'];

const emails = (page: Page) => page.getByRole('region', { name: 'E-mails' });
const toggle = (page: Page, name: string) => emails(page).getByRole('switch', { name });

const signedIn = async (page: Page, role: Role) => {
  const account = newAccount(role);
  await signUp(page, account);
  await logIn(page, account);
  return account;
};

const openSettings = async (page: Page, role: Role) => {
  await page.goto(`/dashboard/${role}/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(toggle(page, 'Appointment booked')).toBeVisible();
};

test('a patient turns e-mails off and on, and finds them as left after a reload', async ({ page }) => {
  await signedIn(page, 'user');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  for (const name of [
    'Appointment booked',
    'Appointment cancelled',
    'Reminder 24 hours before an appointment',
  ])
    await expect(toggle(page, name)).toBeChecked();
  await expect(emails(page).getByRole('switch', { name: /health alert/ })).toHaveCount(0);

  await toggle(page, 'Appointment booked').click();
  await expect(emails(page).getByText('Saved', { exact: true })).toBeVisible();
  await toggle(page, 'Reminder 24 hours before an appointment').click();
  await expect(toggle(page, 'Reminder 24 hours before an appointment')).not.toBeChecked();
  await expect(emails(page).getByText('Saved', { exact: true })).toBeVisible();

  await page.reload();
  await expect(toggle(page, 'Appointment booked')).not.toBeChecked();
  await expect(toggle(page, 'Appointment cancelled')).toBeChecked();
  await expect(toggle(page, 'Reminder 24 hours before an appointment')).not.toBeChecked();

  await toggle(page, 'Appointment booked').click();
  await expect(emails(page).getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(toggle(page, 'Appointment booked')).toBeChecked();
});

test('a doctor turns the emergency alert e-mail off, kept after a reload', async ({ page }) => {
  await signedIn(page, 'doctor');
  await openSettings(page, 'doctor');
  const alert = toggle(page, 'A patient of yours has a new health alert');
  await expect(alert).toBeChecked();

  await alert.click();
  await expect(emails(page).getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();

  await expect(toggle(page, 'A patient of yours has a new health alert')).not.toBeChecked();
  await expect(toggle(page, 'Appointment booked')).toBeChecked();
});

for (const theme of THEMES) {
  test(`the Settings page passes axe in the ${theme} theme, for both roles, saved and unsaved`, async ({
    page,
  }) => {
    test.slow();
    for (const role of ['user', 'doctor'] as const) {
      await page.context().clearCookies();
      await signedIn(page, role);
      await chooseTheme(page, theme);
      await openSettings(page, role);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      await expectNoAxeViolations(page, `/dashboard/${role}/settings (${theme})`);

      await toggle(page, 'Appointment cancelled').click();
      await expect(emails(page).getByText('Saved', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, `/dashboard/${role}/settings saved (${theme})`);
    }
  });
}

test('photographs the Settings page', async ({ page }) => {
  test.skip(!SHOTS_DIR, 'SETTINGS_SHOTS_DIR is not set');
  test.slow();
  const dir = SHOTS_DIR ?? '';
  mkdirSync(dir, { recursive: true });
  for (const role of ['user', 'doctor'] as const) {
    await page.context().clearCookies();
    await signedIn(page, role);
    for (const theme of THEMES) {
      await chooseTheme(page, theme);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width > 400 ? 800 : 812 });
        await openSettings(page, role);
        await page.mouse.move(0, 0);
        await page.screenshot({ path: join(dir, `settings-${role}-${width}-${theme}.png`), fullPage: true });
      }
    }
  }
});
