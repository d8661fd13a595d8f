import { type Browser, expect, test } from '@playwright/test';

import { type AppointmentScenario, makeAppointmentScenario } from './support/appointmentScenario';
import { chooseTheme, THEMES } from './support/axe';
import { saveHealth } from './support/healthScenario';

let scenario: AppointmentScenario;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  scenario = await makeAppointmentScenario(browser);
  const patient = await open(browser, scenario.patientState, 1280);
  await patient.goto('/dashboard/user');
  for (const [weight, heartRate] of [[70.4, 64], [71.6, 95], [69.8, 78], [72.2, 88], [70.9, 70]]) {
    await saveHealth(patient, { weight, heartRate });
  }
});

const open = async (browser: Browser, storageState: AppointmentScenario['doctorState'], width: number) =>
  (await browser.newContext({ storageState, viewport: { width, height: 900 } })).newPage();

for (const width of [1280, 375]) {
  test(`shots ${width}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const patient = await open(browser, scenario.patientState, width);
    const doctor = await open(browser, scenario.doctorState, width);
    for (const theme of THEMES) {
      const shot = async (page: typeof patient, name: string) =>
        page.screenshot({ path: `/tmp/shots18-b/${name}-${width}-${theme}.png`, fullPage: true });
      await patient.goto('/dashboard/user');
      await chooseTheme(patient, theme);
      await patient.goto('/dashboard/user');
      await expect(patient.getByRole('region', { name: 'Next appointment' })).toContainText(/in \d/);
      await shot(patient, 'user-home');
      await patient.goto('/dashboard/user/health-overview');
      await expect(patient.getByRole('region', { name: 'Heart Rate History' }).locator('svg circle')).toHaveCount(6);
      await shot(patient, 'health-overview');
      await patient.goto('/dashboard/user/appointments');
      await expect(patient.getByRole('link', { name: 'Chat' }).first()).toBeVisible();
      await shot(patient, 'user-appointments');
      await patient.goto('/dashboard/user/medical-history');
      await expect(patient.getByText(/Last appointment/)).toBeVisible();
      await shot(patient, 'medical-history');

      await doctor.goto('/dashboard/doctor');
      await chooseTheme(doctor, theme);
      await doctor.goto('/dashboard/doctor');
      await expect(doctor.getByRole('region', { name: 'Next appointment' })).toContainText(/in \d/);
      await shot(doctor, 'doctor-home');
      await doctor.goto('/dashboard/doctor/appointments');
      await expect(doctor.getByRole('article').first()).toBeVisible();
      await shot(doctor, 'doctor-appointments-scheduled');
      await doctor.getByRole('tab', { name: 'Past' }).click();
      await expect(doctor.getByRole('article').first()).toBeVisible();
      await shot(doctor, 'doctor-appointments-past');
      await doctor.goto('/dashboard/doctor/patients');
      await expect(doctor.getByText(scenario.otherPatient.fullName).first()).toBeVisible();
      await shot(doctor, 'patient-manager');
      await doctor.getByRole('button', { name: 'View Profile' }).first().click();
      await expect(doctor.getByRole('region', { name: 'Heart Rate History' }).locator('svg circle')).toHaveCount(6);
      await shot(doctor, 'patient-detail');
      await doctor.goto('/dashboard/doctor/chats');
      await expect(doctor.getByText(/Last consultation/).first()).toBeVisible();
      await shot(doctor, 'doctor-chats');
    }
  });
}
