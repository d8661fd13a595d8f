import { expect, test } from '@playwright/test';
import { NOTIFICATIONS_NAMESPACE } from '@vitalsync/contracts';

import { makeChatScenario, openAs } from './support/chatScenario';
import {
  CALM_HEALTH,
  EMERGENCY_HEART_RATE,
  insightsStored,
  raiseEmergency,
  saveHealth,
} from './support/healthScenario';
import { SocketOutage } from './support/socketOutage';

test('a doctor’s page refused during an outage reconnects by itself, re-reads what it missed and gets pushes again', async ({
  browser,
}) => {
  test.slow();
  const pair = await makeChatScenario(browser);
  const patient = await openAs(browser, pair.patientState);
  await saveHealth(patient, CALM_HEALTH);
  await insightsStored(patient, ({ health_alert }) => !health_alert.emergency);

  // The gateway cannot check sessions (auth-svc down) when the doctor opens the Patient Manager.
  const doctor = await openAs(browser, pair.doctorState);
  const outage = new SocketOutage(NOTIFICATIONS_NAMESPACE);
  await outage.install(doctor);
  await doctor.goto('/dashboard/doctor/patients');
  const row = doctor.getByRole('row', { name: new RegExp(pair.patient.fullName) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Emergency')).toHaveCount(0);
  // Refused, and the page keeps trying by itself.
  await expect.poll(() => outage.refusals, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);

  // Meanwhile the patient becomes an emergency: the push reaches nobody, the doctor's page is not connected.
  await saveHealth(patient, { heartRate: EMERGENCY_HEART_RATE });
  await insightsStored(patient, ({ health_alert }) => health_alert.emergency);
  await expect(row.getByText('Emergency')).toHaveCount(0);

  // The dependency is back: the page's next attempt is admitted, and it reads again what it shows.
  outage.down = false;
  await expect.poll(() => outage.admissions, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  await expect(row.getByText('Emergency')).toBeVisible();
  await expect(
    doctor.getByRole('alert').filter({ hasText: `Emergency: ${pair.patient.fullName}` }),
  ).toHaveCount(0);

  // And live pushes reach it again: the next emergency raises the red toast.
  await raiseEmergency(patient, doctor, pair.patient.fullName);
});
