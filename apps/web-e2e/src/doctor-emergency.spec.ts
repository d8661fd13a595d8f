import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';

import { logIn, newAccount, signUp } from './support/accounts';
import { callApi } from './support/api';
import { chooseTheme, expectNoAxeViolations, THEMES } from './support/axe';
import { makeChatScenario, openAs } from './support/chatScenario';
import { EMERGENCY_HEART_RATE, gotoWithLiveNotifications, raiseEmergency } from './support/healthScenario';

// axe is injected as a script tag; the app's Content-Security-Policy rightly forbids that for anyone else.
test.use({ bypassCSP: true });

const CLINICAL_LINE = `Heart rate ${EMERGENCY_HEART_RATE} bpm — NEWS2 heart-rate band 3 (≥ 131). Patient advised to call emergency services.`;

/** A second, calm patient of the same doctor, whose consultation is later, so the server lists them first. */
const bookCalmPatient = async (browser: Browser, doctorId: string): Promise<string> => {
  const calm = { ...newAccount('user'), fullName: 'Ben Calmpatient' };
  const page = await (await browser.newContext()).newPage();
  await signUp(page, calm);
  await logIn(page, calm);
  const dateTime = new Date(Date.now() + 3 * 24 * 3_600_000);
  dateTime.setUTCMinutes(0, 0, 0);
  await callApi(page, 'POST', '/dashboard/appointments/book', {
    doctorId,
    dateTime: dateTime.toISOString(),
    type: 'video-call',
    reason: 'Routine check',
  });
  await page.context().close();
  return calm.fullName;
};

/** The badge's word is whole when its box is as wide as the text (not cut to "EMERGEN…"). */
const expectWholeEmergencyBadge = async (scope: Locator) => {
  const word = scope.getByText('Emergency', { exact: true });
  await expect(word).toBeVisible();
  expect(await word.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
};

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true });

test('a doctor sees a patient’s emergency at once: home banner, sidebar count, patients first, flags, quick actions', async ({
  browser,
}) => {
  test.slow();
  const pair = await makeChatScenario(browser);
  const name = pair.patient.fullName;
  const calmName = await bookCalmPatient(browser, pair.doctorId);

  const doctor = await openAs(browser, pair.doctorState, {
    bypassCSP: true,
    viewport: { width: 1280, height: 900 },
  });
  await gotoWithLiveNotifications(doctor, '/dashboard/doctor');
  const banner = doctor.getByRole('alert').filter({ hasText: '1 patient is an emergency' });
  await expect(doctor.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await expect(banner).toHaveCount(0);

  const patient = await openAs(browser, pair.patientState);
  await raiseEmergency(patient, doctor, name);

  // The toast reads the clinical line, and says "Emergency" only in its title.
  const toast = doctor.getByRole('alert').filter({ hasText: `Emergency: ${name}` });
  await expect(toast).toContainText(CLINICAL_LINE);
  await expect(toast).not.toContainText('Call your local emergency number');
  await toast.getByRole('button', { name: /^Close the emergency alert/ }).click();

  // Live, without a reload: the banner names the patient and links to their record; the sidebar counts the alert.
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(CLINICAL_LINE);
  await expect(banner.getByRole('link', { name })).toBeVisible();
  await expect(sidebarLink(doctor, 'Notifications 1 unread')).toBeVisible();
  for (const theme of THEMES) {
    await chooseTheme(doctor, theme);
    await doctor.reload();
    await expect(doctor.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(doctor, `/dashboard/doctor with an emergency banner (${theme})`);
  }

  // Patient Manager: the emergency first, its row red with the whole word, at 1280 px and on a phone.
  await sidebarLink(doctor, 'Patients').click();
  const rows = doctor.getByRole('row');
  await expect(rows.nth(1)).toContainText(name);
  await expect(rows.nth(2)).toContainText(calmName);
  await expectWholeEmergencyBadge(rows.nth(1));
  for (const theme of THEMES) {
    await chooseTheme(doctor, theme);
    await doctor.reload();
    await expect(rows.nth(1)).toContainText(name);
    await expectNoAxeViolations(doctor, `/dashboard/doctor/patients (${theme})`);
  }
  await doctor.setViewportSize({ width: 375, height: 812 });
  const cards = doctor.getByRole('list', { name: 'Patients' }).getByRole('listitem');
  await expect(cards.first()).toContainText(name);
  await expectWholeEmergencyBadge(cards.first());
  await doctor.setViewportSize({ width: 1280, height: 900 });

  // The flag beside the patient in the chats list, the chat header and the appointment card.
  await sidebarLink(doctor, 'Chats').click();
  const entry = doctor
    .getByRole('list', { name: 'Your patients' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expectWholeEmergencyBadge(entry);
  await expect(
    doctor.getByRole('list', { name: 'Your patients' }).getByRole('listitem').filter({ hasText: calmName }),
  ).not.toContainText('Emergency');
  await entry.getByRole('button', { name: 'Chat' }).click();
  await expectWholeEmergencyBadge(doctor.getByRole('region', { name: `Conversation with ${name}` }));

  await sidebarLink(doctor, 'Appointments').click();
  await expectWholeEmergencyBadge(doctor.getByRole('article', { name }));
  await expect(doctor.getByRole('article', { name: calmName })).not.toContainText('Emergency');
  for (const theme of THEMES) {
    await chooseTheme(doctor, theme);
    await doctor.reload();
    await expectWholeEmergencyBadge(doctor.getByRole('article', { name }));
    await expectNoAxeViolations(doctor, `/dashboard/doctor/appointments with an emergency (${theme})`);
  }

  // The detail, from the banner: the clinical line in the alert, calls and a message one press away.
  await sidebarLink(doctor, 'Home').click();
  await banner.getByRole('link', { name }).click();
  await expect(doctor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(doctor.getByText(CLINICAL_LINE)).toBeVisible();
  await expect(doctor.getByRole('link', { name: new RegExp(`^Call patient ${name} at `) })).toHaveAttribute(
    'href',
    /^tel:\+?\d+$/,
  );
  await expect(doctor.getByRole('link', { name: /^Call emergency contact .+ at / })).toHaveAttribute(
    'href',
    /^tel:\+?\d+$/,
  );
  for (const theme of THEMES) {
    await chooseTheme(doctor, theme);
    await doctor.reload();
    await expect(doctor.getByText(CLINICAL_LINE)).toBeVisible();
    await expectNoAxeViolations(doctor, `the emergency patient's detail (${theme})`);
  }
  await doctor.getByRole('link', { name: `Message ${name}` }).click();
  await expect(doctor.getByRole('region', { name: `Conversation with ${name}` })).toBeVisible();

  await Promise.all([doctor, patient].map((page) => page.context().close()));
});
