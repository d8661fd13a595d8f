// `npm run bench`, FHIR record export (issue 21, part 2): GET /api/dashboard/export/fhir for a patient with 50+
// readings, allergies, conditions and 10 appointments (5 of them prescribed), in both run modes at the bench
// configuration, beside the two reads it is built from (the profile and the patient's appointment list, each one
// bus request) and beside the pure mapping of the same record in process, which is the export's own cost.
import { performance } from 'node:perf_hooks';

import { type FhirBundle, type UserAppointmentsResponse, type UserProfile } from '@vitalsync/contracts';
import {
  APPOINTMENTS_PATH,
  type Participant,
  RECORD_EXPORT_URL,
  at,
  bookedAppointment,
  changeAppointment,
  exportRecord,
  ownProfile,
  prescribeAppointment,
  savedHealth,
  signedInParticipant,
} from '@vitalsync/testing';

import { toFhirBundle } from '../../apps/gateway/src/record-export/fhir/fhir-bundle';
import { inDistributed, inEmbedded } from './bench-systems';
import { CONNECTIONS, DURATION_S, type Row, baselineRow, measure, ratio, rowsTable } from './bench-kit';

/** Each save changes weight and heart rate: two readings a save, 50 beside the signup's. */
const SAVES = 25;
const APPOINTMENTS = 10;
const DAY = '2099-03-02';

interface ModeResult {
  exportRow: Row;
  profileRow: Row;
  listRow: Row;
  bundle: FhirBundle;
  profile: UserProfile;
  appointments: UserAppointmentsResponse['appointments'];
}

/** The patient of the bench: readings, free texts and appointments, half of them completed and prescribed. */
const seed = async (baseUrl: string): Promise<Participant> => {
  const patient = await signedInParticipant(baseUrl, 'user');
  const doctor = await signedInParticipant(baseUrl, 'doctor');
  await savedHealth(patient.client, {
    knownAllergies: 'Penicillin, peanuts, latex',
    existingMedicalConditions: 'Asthma, migraine',
  });
  for (let save = 0; save < SAVES; save += 1)
    await savedHealth(patient.client, { weight: 60 + (save % 20), heartRate: 60 + (save % 30) });
  for (let index = 0; index < APPOINTMENTS; index += 1) {
    const appointment = await bookedAppointment(
      patient,
      doctor,
      at(DAY, `${String(8 + index).padStart(2, '0')}:00`),
    );
    if (index % 2 === 1) continue;
    await changeAppointment(doctor.client, 'start', appointment._id);
    await changeAppointment(doctor.client, 'complete', appointment._id);
    await prescribeAppointment(doctor.client, appointment._id, {
      medicines: [
        { name: 'Amlodipine', dosage: '5 mg', duration: '30 days' },
        { name: 'Paracetamol', dosage: '500 mg', duration: '5 days' },
      ],
      instructions: 'Take the amlodipine in the morning.',
    });
  }
  return patient;
};

const measureMode = async (
  mode: string,
  baseUrl: string,
  pids: Array<number | undefined>,
): Promise<ModeResult> => {
  const patient = await seed(baseUrl);
  const cookie = patient.client.cookie;
  if (!cookie) throw new Error('the bench patient has no session');
  const exported = await exportRecord(patient.client);
  if (exported.status !== 200) throw new Error(`export failed: ${exported.status} ${exported.raw}`);
  const list = await patient.client.get<UserAppointmentsResponse>(`${APPOINTMENTS_PATH}/user`);
  const headers = { cookie };
  return {
    exportRow: await measure(
      `${mode}: GET ${RECORD_EXPORT_URL}`,
      { url: `${baseUrl}${RECORD_EXPORT_URL}`, headers },
      pids,
    ),
    profileRow: await measure(
      `${mode}: GET /api/dashboard/profile`,
      { url: `${baseUrl}/api/dashboard/profile`, headers },
      pids,
    ),
    listRow: await measure(
      `${mode}: GET ${APPOINTMENTS_PATH}/user`,
      { url: `${baseUrl}${APPOINTMENTS_PATH}/user`, headers },
      pids,
    ),
    bundle: exported.body,
    profile: await ownProfile(patient.client),
    appointments: list.body.appointments,
  };
};

/** The pure mapping of the same record, in this process: how many bundles a second one core builds. */
const mappingPerSecond = (result: ModeResult): number => {
  const record = { profile: result.profile, appointments: result.appointments, doctors: [] };
  const until = performance.now() + (DURATION_S * 1000) / 4;
  let built = 0;
  const started = performance.now();
  while (performance.now() < until) {
    toFhirBundle(record, new Date());
    built += 1;
  }
  return built / ((performance.now() - started) / 1000);
};

const main = async (): Promise<void> => {
  console.log(
    `FHIR record export, ${CONNECTIONS} connections, ${DURATION_S} s per target after a warm-up, both run modes`,
  );
  const embedded = await inEmbedded(({ baseUrl, pids }) => measureMode('embedded', baseUrl, pids));
  const distributed = await inDistributed(({ baseUrl, pids }) => measureMode('distributed', baseUrl, pids));
  const counts = embedded.bundle.entry.reduce<Record<string, number>>((sum, { resource }) => {
    sum[resource.resourceType] = (sum[resource.resourceType] ?? 0) + 1;
    return sum;
  }, {});
  console.log(`Bundle: ${JSON.stringify(counts)}, ${JSON.stringify(embedded.bundle).length} bytes`);
  const mapping = baselineRow(
    'toFhirBundle of the same record, in process (no I/O)',
    mappingPerSecond(embedded),
  );
  const rows = [
    embedded.exportRow,
    embedded.profileRow,
    embedded.listRow,
    distributed.exportRow,
    distributed.profileRow,
    distributed.listRow,
    mapping,
  ];
  console.log(rowsTable(rows, embedded.profileRow));
  console.log('\nRatios:');
  for (const [mode, result] of [
    ['embedded', embedded],
    ['distributed', distributed],
  ] as const) {
    console.log(
      `- ${mode} export / profile read: ${ratio(result.exportRow.requestsPerSecond, result.profileRow.requestsPerSecond)}`,
    );
    console.log(
      `- ${mode} export / appointment list read: ${ratio(result.exportRow.requestsPerSecond, result.listRow.requestsPerSecond)}`,
    );
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
