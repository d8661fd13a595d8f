import { expect, type Page, test } from '@playwright/test';

import { logIn } from './support/accounts';
import { chooseTheme, expectNoAxeViolations, THEMES } from './support/axe';
import { makeChatScenario, openAs } from './support/chatScenario';
import { CALM_HEALTH, EMERGENCY_HEART_RATE, insightsStored, saveHealth } from './support/healthScenario';

// axe is injected as a script tag; the app's Content-Security-Policy rightly forbids that for anyone else.
test.use({ bypassCSP: true });

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true });

test('a doctor offline during a patient’s emergency finds it after signing in: the sidebar count and the stored alert', async ({
  browser,
}) => {
  test.slow();
  const pair = await makeChatScenario(browser);
  const name = pair.patient.fullName;

  // The doctor has no page open: the toast reaches nobody.
  const patient = await openAs(browser, pair.patientState);
  await saveHealth(patient, CALM_HEALTH);
  await insightsStored(patient, ({ health_alert }) => !health_alert.emergency);
  await saveHealth(patient, { heartRate: EMERGENCY_HEART_RATE });
  await insightsStored(patient, ({ health_alert }) => health_alert.emergency);

  const doctor = await (await browser.newContext({ bypassCSP: true })).newPage();
  await logIn(doctor, pair.doctor);
  const unreadLink = sidebarLink(doctor, 'Notifications 1 unread');
  await expect(unreadLink).toBeVisible();
  await unreadLink.click();

  await expect(doctor.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const alert = doctor
    .getByRole('list', { name: 'Emergency alerts' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText('Unread');
  await expect(alert).toContainText(`${EMERGENCY_HEART_RATE} bpm`);
  await expect(alert.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  // The patient is listed among the emergency patients too, as
  // docs/product/screens-and-routes.md#doctor-notifications has it.
  await expect(doctor.getByRole('article', { name })).toBeVisible();

  for (const theme of THEMES) {
    await chooseTheme(doctor, theme);
    await doctor.reload();
    await expect(doctor.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
    await expect(alert).toContainText('Unread');
    await expectNoAxeViolations(doctor, `/dashboard/doctor/notifications with an unread alert (${theme})`);
  }

  await alert.getByRole('button', { name: /^Mark as read/ }).click();
  await expect(alert).not.toContainText('Unread');
  await expect(sidebarLink(doctor, 'Notifications')).toBeVisible();
  await expectNoAxeViolations(doctor, '/dashboard/doctor/notifications with the alert read');

  // Read on the server: it stays read after a reload.
  await doctor.reload();
  await expect(alert).toBeVisible();
  await expect(alert).not.toContainText('Unread');
  await expect(sidebarLink(doctor, 'Notifications')).toBeVisible();
  await Promise.all([doctor, patient].map((page) => page.context().close()));
});
