// `npm run bench`, access history: the patient's read of their history (a page of 20 lines out of 200 stored,
// folding included) and the doctor's read of one patient's detail (which stores an access event through the
// outbox), in both run modes, each beside the profile read of the same process (one point select behind the
// gateway and the bus), so the cost of folding and of the extra outbox write shows as a ratio.

import { type AccessHistoryResponse } from '@vitalsync/contracts';
import {
  APPOINTMENTS_PATH,
  type Participant,
  FAR_FUTURE_MONDAY,
  at,
  bookedAppointment,
  signedInParticipants,
  waitFor,
} from '@vitalsync/testing';

import { CONNECTIONS, DURATION_S, measure, ratio, rowsTable, type Row } from './bench-kit';
import { inDistributed, inEmbedded, type RunningSystem } from './bench-systems';

const STORED_VIEWS = 200;

interface ModeRows {
  profile: Row;
  history: Row;
  detail: Row;
}

/** A patient whose history holds STORED_VIEWS detail views and a day of list reads, all delivered. */
const seeded = async (baseUrl: string): Promise<{ patient: Participant; doctor: Participant }> => {
  const [patient, doctor] = await signedInParticipants(baseUrl, ['user', 'doctor'] as const);
  await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, '09:00'));
  const detail = `${APPOINTMENTS_PATH}/consulted-patient?patientId=${patient.id}`;
  for (let view = 0; view < STORED_VIEWS; view++) {
    const response = await doctor.client.get(
      view % 4 === 0 ? `${APPOINTMENTS_PATH}/consulted-patients` : detail,
    );
    if (response.status !== 200) throw new Error(`seeding read failed: ${response.status} ${response.raw}`);
  }
  await waitFor(
    async () => {
      const page = await patient.client.get<AccessHistoryResponse>('/api/dashboard/access-history?limit=50');
      const lines = page.body.events.filter((event) => event.actor.role === 'doctor').length;
      return lines >= 50 ? lines : undefined;
    },
    { timeoutMs: 60_000, description: 'the seeded access events' },
  );
  return { patient, doctor };
};

const measureMode = async (mode: string, { baseUrl, pids }: RunningSystem): Promise<ModeRows> => {
  const { patient, doctor } = await seeded(baseUrl);
  const asPatient = { cookie: patient.client.cookie ?? '' };
  const profile = await measure(
    `${mode}: GET /api/dashboard/profile (patient)`,
    {
      url: `${baseUrl}/api/dashboard/profile`,
      headers: asPatient,
    },
    pids,
  );
  const history = await measure(
    `${mode}: GET /api/dashboard/access-history (20 of ${STORED_VIEWS} lines)`,
    {
      url: `${baseUrl}/api/dashboard/access-history`,
      headers: asPatient,
    },
    pids,
  );
  const detail = await measure(
    `${mode}: GET consulted-patient (detail + access event)`,
    {
      url: `${baseUrl}${APPOINTMENTS_PATH}/consulted-patient?patientId=${patient.id}`,
      headers: { cookie: doctor.client.cookie ?? '' },
    },
    pids,
  );
  return { profile, history, detail };
};

const main = async (): Promise<void> => {
  console.log(
    `Access history at the default configuration, ${CONNECTIONS} connections, ${DURATION_S} s each, ` +
      'beside the profile read of the same system',
  );
  const embedded = await inEmbedded((system) => measureMode('embedded', system));
  const distributed = await inDistributed((system) => measureMode('distributed', system));
  const rows = [
    embedded.profile,
    embedded.history,
    embedded.detail,
    distributed.profile,
    distributed.history,
    distributed.detail,
  ];
  console.log(rowsTable(rows, embedded.profile));
  console.log('\nRatios:');
  for (const [mode, result] of [
    ['embedded', embedded],
    ['distributed', distributed],
  ] as const) {
    console.log(
      `- ${mode} history read / profile read: ${ratio(result.history.requestsPerSecond, result.profile.requestsPerSecond)}`,
    );
    console.log(
      `- ${mode} detail read with its access event / profile read: ${ratio(result.detail.requestsPerSecond, result.profile.requestsPerSecond)}`,
    );
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
