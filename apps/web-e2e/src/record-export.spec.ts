import { readFile } from 'node:fs/promises';

import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  type BookAppointmentResponse,
  type DoctorProfile,
  type FhirBundle,
  type UserProfile,
} from '@vitalsync/contracts';

import { type Account, logIn, newAccount, signUp } from './support/accounts';
import { callApi } from './support/api';
import { chooseTheme, expectNoAxeViolations, THEMES } from './support/axe';

// axe is injected as a script tag; the app's Content-Security-Policy rightly forbids that for anyone else.
test.use({ bypassCSP: true });

const A = '/dashboard/appointments';
const MEDICAL_HISTORY = '/dashboard/user/medical-history';

interface ProfileReply<P> {
  profile: P;
}

const signedIn = async (browser: Browser, account: Account): Promise<Page> => {
  const page = await (await browser.newContext()).newPage();
  await signUp(page, account);
  await logIn(page, account);
  return page;
};

/**
 * A patient with readings (from the signup form), an allergy and a completed appointment with a prescription,
 * made through the real API; returns the patient's signed-in page.
 */
const patientWithRecord = async (browser: Browser, patient: Account): Promise<Page> => {
  const doctorPage = await signedIn(browser, { ...newAccount('doctor'), fullName: 'Miranda Bailey' });
  const patientPage = await signedIn(browser, patient);
  const { profile: doctor } = await callApi<ProfileReply<DoctorProfile>>(
    doctorPage,
    'GET',
    '/dashboard/profile',
  );
  const { profile } = await callApi<ProfileReply<UserProfile>>(patientPage, 'GET', '/dashboard/profile');
  await callApi(patientPage, 'POST', '/dashboard/profile', {
    role: 'user',
    personal_info: profile.personal_info,
    health_info: { heartRate: 68, knownAllergies: 'Penicillin' },
    emergency_contact: profile.emergency_contact,
  });
  // The doctor set no weekly hours, so any future time is bookable.
  // Each test has a doctor of its own, so the same far-future minute never clashes.
  const dateTime = '2099-03-02T09:00:00.000Z';
  const { appointment } = await callApi<BookAppointmentResponse>(patientPage, 'POST', `${A}/book`, {
    doctorId: doctor._id,
    dateTime,
    type: 'video-call',
    reason: 'Follow-up',
  });
  const id = encodeURIComponent(appointment._id);
  await callApi(doctorPage, 'PUT', `${A}/start?id=${id}`);
  await callApi(doctorPage, 'PUT', `${A}/complete?id=${id}`);
  await callApi(doctorPage, 'PUT', `${A}/prescription?id=${id}`, {
    medicines: [{ name: 'Amlodipine', dosage: '5 mg once a day', duration: '30 days' }],
    instructions: 'Take it in the morning.',
  });
  await doctorPage.context().close();
  return patientPage;
};

test('a patient downloads their record as a FHIR R4 file from Medical History', async ({ browser }) => {
  test.slow();
  const patient = { ...newAccount('user'), fullName: 'Ada Lovelace' };
  const page = await patientWithRecord(browser, patient);

  await page.goto(MEDICAL_HISTORY);
  const section = page.getByRole('region', { name: 'Your record to take away' });
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download my record' }).click();
  const download = await downloading;

  expect(download.suggestedFilename()).toMatch(/^vitalsync-record-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(section.getByRole('status')).toHaveText(`Downloaded ${download.suggestedFilename()}.`);
  const bundle = JSON.parse(await readFile(await download.path(), 'utf8')) as FhirBundle;
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  const resources = bundle.entry.map(({ resource }) => resource);
  expect(resources.find((resource) => resource.resourceType === 'Patient')).toMatchObject({
    name: [{ text: 'Ada Lovelace' }],
    contact: [{ name: { text: 'Grace Patient' }, relationship: [{ text: 'Sister' }] }],
  });
  expect(resources.filter(({ resourceType }) => resourceType === 'Observation')).toHaveLength(3);
  expect(resources.filter(({ resourceType }) => resourceType === 'AllergyIntolerance')).toHaveLength(1);
  expect(resources.find((resource) => resource.resourceType === 'MedicationRequest')).toMatchObject({
    medicationCodeableConcept: { text: 'Amlodipine' },
  });
  expect(resources.find((resource) => resource.resourceType === 'Practitioner')).toMatchObject({
    name: [{ text: 'Miranda Bailey' }],
  });

  for (const theme of THEMES) {
    await chooseTheme(page, theme);
    await page.goto(MEDICAL_HISTORY);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
    await expect(page.getByRole('heading', { level: 1, name: 'Medical History' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Download my record' })).toBeEnabled();
    await expectNoAxeViolations(page, `${MEDICAL_HISTORY} (${theme})`);
  }
});

test('a failed download says why and downloads nothing', async ({ page }) => {
  const patient = newAccount('user');
  await signUp(page, patient);
  await logIn(page, patient);
  await page.goto(MEDICAL_HISTORY);
  // The service answering for the export is away: the gateway's 503 body, as it would send it.
  await page.route('**/api/dashboard/export/fhir', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        status: 'error',
        code: 'unavailable',
        message: 'The service is temporarily unavailable. Please try again shortly.',
      }),
    }),
  );
  let downloads = 0;
  page.on('download', () => {
    downloads += 1;
  });
  const section = page.getByRole('region', { name: 'Your record to take away' });
  await section.getByRole('button', { name: 'Download my record' }).click();
  await expect(section.getByRole('alert')).toHaveText(/The service is temporarily unavailable/);
  await expect(section.getByRole('button', { name: 'Download my record' })).toBeEnabled();
  expect(downloads).toBe(0);
});
