import { expect, type Page, test } from '@playwright/test';

import { logIn, newAccount, type Role, signUp } from './support/accounts';
import { chooseTheme, expectNoAxeViolations, THEMES } from './support/axe';

// axe is injected as a script tag; the app's Content-Security-Policy rightly forbids that for anyone else.
test.use({ bypassCSP: true });

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
