import { expect, test } from '@playwright/test';
import { CALL_REMOTE_BUSY_MESSAGE } from '@vitalsync/contracts';

import { callApi } from './support/api';
import { expectNoAxeViolations, THEMES } from './support/axe';
import {
  appointmentStatus,
  type CallScenario,
  expectVideoPlaying,
  makeCallScenario,
  openCallPage,
  selectedCandidateTypes,
  startEmbeddedSystem,
} from './support/callScenario';
import { startCoturn } from './support/coturn';

/** Both open the page, the doctor starts the call, and each sees the other's video playing. */
const startCall = async (browser: Parameters<typeof makeCallScenario>[0], scenario: CallScenario) => {
  const patientName = scenario.patient.fullName;
  const doctorName = `Dr ${scenario.doctor.fullName}`;
  const doctor = await openCallPage(browser, scenario, scenario.doctorState, scenario.appointmentId);
  const patient = await openCallPage(browser, scenario, scenario.patientState, scenario.appointmentId);
  await expect(doctor.getByText(`${patientName} is here`)).toBeVisible();
  await expect(patient.getByText(`${doctorName} is here`)).toBeVisible();

  await doctor.getByRole('button', { name: 'Start Call' }).click();
  await expectVideoPlaying(doctor, patientName);
  await expectVideoPlaying(patient, doctorName);
  await expect(doctor.getByText(`In call with ${patientName}.`)).toBeVisible();
  await expect(patient.getByText(`In call with ${doctorName}.`)).toBeVisible();
  return { doctor, patient, patientName, doctorName };
};

test('doctor and patient see each other; a third caller is told busy; End Call ends it for both and completes the appointment', async ({
  browser,
  baseURL,
}) => {
  // Three live pages with cameras.
  test.slow();
  const scenario = await makeCallScenario(browser, baseURL ?? '');
  const { doctor, patient } = await startCall(browser, scenario);
  expect(await appointmentStatus(doctor, scenario.appointmentId)).toBe('in-progress');

  // Another patient of the same doctor, on their own appointment's page, calls during the call.
  const other = await openCallPage(
    browser,
    scenario,
    scenario.otherPatientState,
    scenario.otherAppointmentId,
  );
  await other.getByRole('button', { name: 'Start Call' }).click();
  await expect(other.getByText(CALL_REMOTE_BUSY_MESSAGE)).toBeVisible();
  await expect(other.getByRole('button', { name: 'Start Call' })).toBeEnabled();
  await expect(doctor.getByRole('button', { name: 'End Call' })).toBeVisible();

  // The preview dragged far over the site header and off the left edge stays 10 px inside the video area.
  const preview = doctor.getByRole('group', { name: /Your camera preview/ });
  const area = doctor.getByRole('group', { name: /Your camera preview/ }).locator('xpath=..');
  const start = await preview.boundingBox();
  if (!start) throw new Error('the preview is not laid out');
  await doctor.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await doctor.mouse.down();
  await doctor.mouse.move(-400, -400, { steps: 8 });
  await doctor.mouse.up();
  const [dragged, areaBox] = await Promise.all([preview.boundingBox(), area.boundingBox()]);
  if (!dragged || !areaBox) throw new Error('the preview or the video area is not laid out');
  expect(Math.round(dragged.x - areaBox.x)).toBe(10);
  expect(Math.round(dragged.y - areaBox.y)).toBe(10);
  await doctor.mouse.move(dragged.x + 20, dragged.y + 20);
  await doctor.mouse.down();
  await doctor.mouse.move(5000, 5000, { steps: 8 });
  await doctor.mouse.up();
  const corner = await preview.boundingBox();
  if (!corner) throw new Error('the preview is not laid out');
  expect(Math.round(areaBox.x + areaBox.width - (corner.x + corner.width))).toBe(10);
  expect(Math.round(areaBox.y + areaBox.height - (corner.y + corner.height))).toBe(10);

  // Completing the appointment is asked first; "Keep talking" keeps the call.
  await doctor.getByRole('button', { name: 'End Call' }).click();
  const dialog = doctor.getByRole('dialog', { name: 'End consultation?' });
  await dialog.getByRole('button', { name: 'Keep talking' }).click();
  await expect(dialog).toBeHidden();
  await expect(doctor.getByText(`In call with ${scenario.patient.fullName}.`)).toBeVisible();

  await doctor.getByRole('button', { name: 'End Call' }).click();
  await dialog.getByRole('button', { name: 'End consultation' }).click();
  // The doctor's page completes the appointment before it hangs up: the patient's page reads it back as completed.
  await expect(patient.getByRole('heading', { name: 'Consultation completed' })).toBeVisible();
  await expect(patient.getByRole('button', { name: 'Start Call' })).toHaveCount(0);
  await expect.poll(() => appointmentStatus(doctor, scenario.appointmentId)).toBe('completed');
  // The doctor's page says so, has nothing to start again, and leads to the prescription of this appointment.
  await expect(doctor.getByRole('heading', { name: 'Consultation completed' })).toBeVisible();
  await expect(doctor.getByRole('button', { name: 'Start Call' })).toHaveCount(0);
  await doctor.getByRole('link', { name: 'Write prescription' }).click();
  await expect(doctor).toHaveURL(/\/dashboard\/doctor\/reports$/);
  await expect(doctor.getByRole('tab', { name: 'Prescriptions', selected: true })).toBeVisible();
});

test('on a 375 px phone the call controls are in view without scrolling, in both themes with axe', async ({
  browser,
  baseURL,
}) => {
  // Two page loads with a camera and axe, one per theme.
  test.setTimeout(180_000);
  const scenario = await makeCallScenario(browser, baseURL ?? '');
  for (const theme of THEMES) {
    const page = await openCallPage(browser, scenario, scenario.patientState, scenario.appointmentId, {
      viewport: { width: 375, height: 667 },
      theme,
      bypassCSP: true,
    });
    const start = page.getByRole('button', { name: 'Start Call' });
    const camera = page.getByRole('button', { name: 'Camera off' });
    await expect(camera).toBeEnabled();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const control of [start, page.getByRole('button', { name: 'Mute' }), camera]) {
      const box = await control.boundingBox();
      if (!box) throw new Error('a control is not laid out');
      expect(box.y + box.height).toBeLessThanOrEqual(667);
    }
    await expectNoAxeViolations(page, `call page at 375 px (${theme})`);
    await page.context().close();
  }
});

test('a call forced through a real TURN relay (coturn, use-auth-secret credentials) shows both videos', async ({
  browser,
}) => {
  test.slow();
  const coturn = await startCoturn();
  const system = await startEmbeddedSystem({
    ICE_SERVERS: JSON.stringify([{ urls: coturn.url }]),
    TURN_SECRET: coturn.secret,
    ICE_TRANSPORT_POLICY: 'relay',
  });
  try {
    const scenario = await makeCallScenario(browser, system.baseURL);
    const { doctor, patient } = await startCall(browser, scenario);

    // The credentials the page was given are coturn's time-limited ones, and the selected pair is relayed.
    const ice = await callApi<{
      iceServers: { urls: string; username?: string }[];
      iceTransportPolicy: string;
    }>(doctor, 'GET', '/video-call/ice-servers');
    expect(ice.iceTransportPolicy).toBe('relay');
    expect(ice.iceServers[0]?.username).toMatch(/^\d+:/);
    for (const page of [doctor, patient]) {
      await expect.poll(() => selectedCandidateTypes(page)).toEqual({ local: 'relay', remote: 'relay' });
    }
    expect(coturn.log()).toMatch(/ALLOCATE[^\n]*success/i);
  } finally {
    await system.stop();
    await coturn.stop();
  }
});
