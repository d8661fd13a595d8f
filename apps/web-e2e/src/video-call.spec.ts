import { expect, test } from '@playwright/test';
import { CALL_REMOTE_BUSY_MESSAGE } from '@vitalsync/contracts';

import { callApi } from './support/api';
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
  // Three sign-ups through the form and three live pages with cameras.
  test.slow();
  const scenario = await makeCallScenario(browser, baseURL ?? '');
  const { doctor, patient, doctorName } = await startCall(browser, scenario);
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

  await doctor.getByRole('button', { name: 'End Call' }).click();
  await expect(doctor.getByText('You ended the call.')).toBeVisible();
  await expect(patient.getByText(`${doctorName} ended the call.`)).toBeVisible();
  await expect(patient.getByRole('button', { name: 'Start Call' })).toBeVisible();
  await expect.poll(() => appointmentStatus(doctor, scenario.appointmentId)).toBe('completed');
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
