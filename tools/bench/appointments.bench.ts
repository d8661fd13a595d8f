// `npm run bench`, third part: the appointment routes (issue 7) in both run modes at their default configuration,
// each beside what it cannot beat, in alternating rounds of the same run: a booking (every request a distinct
// free slot) beside the database's own insert under the same two exclusion constraints, the doctor's list at
// 1,000 appointments beside the database's own select of those rows joined with their names, and the consulted
// patients at 200 patients beside the database's own select of 200 jsonb profiles by id list (PGlite in process
// for embedded, node-postgres over a pool of the services' size for distributed); and a bare node:http server
// answering the doctor's list.
import { type Profile } from '@vitalsync/contracts';

import {
  type AppointmentBaselines,
  type AppointmentCounts,
  LIST_PATIENTS,
  pgliteAppointmentBaselines,
  postgresAppointmentBaselines,
} from './appointment-baselines';
import { BOOK_PATH, type SignedIn, book, bookingRequest, inPool, signedIn } from './appointment-seeding';
import { slotCounter } from './appointment-slots';
import { SERVICE_POOL_SIZE } from './bare-baselines';
import { measureBareServer } from './bare-server';
import { inDistributed, inEmbedded } from './bench-systems';
import {
  type Beside,
  CONNECTIONS,
  DURATION_S,
  ROUNDS,
  baselineRow,
  measureBeside,
  ratio,
  ratioLine,
  rowsTable,
} from './bench-kit';

const COUNTS: AppointmentCounts = { doctorList: 1000, profiles: 200 };
/** Concurrent requests while seeding: enough to overlap the round trips, few enough to leave the box usable. */
const SEED_POOL = 4;
const DOCTOR_LIST_PATH = '/api/dashboard/appointments/doctor';
const CONSULTED_PATH = '/api/dashboard/appointments/consulted-patients';

interface ModeResult {
  booking: Beside;
  doctorList: Beside;
  consulted: Beside;
  doctorListJson: string;
}

/** The accounts the three loads act as, their appointments booked. */
interface Seeded {
  booker: SignedIn;
  bookedDoctor: SignedIn;
  listDoctor: SignedIn;
  consultingDoctor: SignedIn;
  doctorListJson: string;
}

type OpenBaselines = (profileBody: Profile) => Promise<AppointmentBaselines>;

/** GET `path` as `account`, which must answer 200 with `count` items under `key`; returns the raw answer. */
const checkedList = async (account: SignedIn, path: string, key: string, count: number): Promise<string> => {
  const response = await account.client.get(path);
  const items = response.body[key];
  if (response.status !== 200 || !Array.isArray(items) || items.length !== count)
    throw new Error(
      `GET ${path}: expected 200 with ${count} ${key}, got ${response.status} ${response.raw.slice(0, 500)}`,
    );
  return response.raw;
};

const secondsSince = (start: number): number => Math.round((performance.now() - start) / 1000);

/** A doctor with COUNTS.doctorList appointments, one consulted by COUNTS.profiles patients, and one to book. */
const seed = async (mode: string, baseUrl: string, slot: () => string): Promise<Seeded> => {
  let start = performance.now();
  const [booker, bookedDoctor, listDoctor, consultingDoctor] = await Promise.all([
    signedIn(baseUrl, 'user'),
    signedIn(baseUrl, 'doctor'),
    signedIn(baseUrl, 'doctor'),
    signedIn(baseUrl, 'doctor'),
  ]);
  const listPatients = await Promise.all(
    Array.from({ length: LIST_PATIENTS }, () => signedIn(baseUrl, 'user')),
  );
  await inPool(COUNTS.doctorList, SEED_POOL, (index) =>
    book(listPatients[index % LIST_PATIENTS] as SignedIn, listDoctor.profile._id, slot()),
  );
  const doctorListJson = await checkedList(listDoctor, DOCTOR_LIST_PATH, 'appointments', COUNTS.doctorList);
  console.log(`${mode}: ${COUNTS.doctorList} appointments booked in ${secondsSince(start)} s`);
  start = performance.now();
  await inPool(COUNTS.profiles, SEED_POOL, async () =>
    book(await signedIn(baseUrl, 'user'), consultingDoctor.profile._id, slot()),
  );
  await checkedList(consultingDoctor, CONSULTED_PATH, 'consultedPatients', COUNTS.profiles);
  console.log(
    `${mode}: ${COUNTS.profiles} patients signed up, logged in and booked in ${secondsSince(start)} s`,
  );
  return { booker, bookedDoctor, listDoctor, consultingDoctor, doctorListJson };
};

const measureMode = async (
  mode: string,
  baseUrl: string,
  pids: Array<number | undefined>,
  openBaselines: OpenBaselines,
): Promise<ModeResult> => {
  const slot = slotCounter();
  const { booker, bookedDoctor, listDoctor, consultingDoctor, doctorListJson } = await seed(
    mode,
    baseUrl,
    slot,
  );
  const baselines = await openBaselines(booker.profile);
  try {
    const booking = await measureBeside(
      `${mode}: POST ${BOOK_PATH}`,
      {
        url: `${baseUrl}${BOOK_PATH}`,
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseUrl, cookie: booker.cookie },
        // Every request its own slot: the same body twice would be refused as a taken slot.
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify(bookingRequest(bookedDoctor.profile._id, slot())),
            }),
          },
        ],
      },
      pids,
      (seconds) => baselines.insertPerSecond(seconds),
    );
    const doctorList = await measureBeside(
      `${mode}: GET ${DOCTOR_LIST_PATH} (1,000 appointments)`,
      { url: `${baseUrl}${DOCTOR_LIST_PATH}`, headers: { cookie: listDoctor.cookie } },
      pids,
      (seconds) => baselines.doctorListPerSecond(seconds),
    );
    const consulted = await measureBeside(
      `${mode}: GET ${CONSULTED_PATH} (200 patients)`,
      { url: `${baseUrl}${CONSULTED_PATH}`, headers: { cookie: consultingDoctor.cookie } },
      pids,
      (seconds) => baselines.profilesPerSecond(seconds),
    );
    return { booking, doctorList, consulted, doctorListJson };
  } finally {
    await baselines.close();
  }
};

const embedded = (): Promise<ModeResult> =>
  inEmbedded(({ baseUrl, pids }) =>
    measureMode('embedded', baseUrl, pids, (profile) => pgliteAppointmentBaselines(COUNTS, profile)),
  );

const distributed = (): Promise<ModeResult> =>
  inDistributed(({ baseUrl, pids }, databaseUrls) =>
    measureMode('distributed', baseUrl, pids, (profile) =>
      postgresAppointmentBaselines(databaseUrls.ai, COUNTS, profile),
    ),
  );

const main = async (): Promise<void> => {
  console.log(
    `Appointments at the default configuration, ${CONNECTIONS} connections or concurrent callers, ` +
      `${ROUNDS} rounds of ${DURATION_S / ROUNDS} s alternating with their baseline; the round with the median ratio`,
  );
  const e = await embedded();
  const d = await distributed();
  const bareRow = await measureBareServer('bare node:http, same JSON as the doctor list', e.doctorListJson);
  const pglite = (what: string, perSecond: number) =>
    baselineRow(`bare PGlite ${what} (in process)`, perSecond);
  const postgres = (what: string, perSecond: number) =>
    baselineRow(`bare node-postgres ${what} (pool of ${SERVICE_POOL_SIZE})`, perSecond);
  const insert = 'insert, two exclusion constraints';
  const list = 'select, 1,000 rows of one doctor joined with names';
  const profiles = 'select, 200 jsonb rows by id list';
  const rows = [
    bareRow,
    e.booking.row,
    pglite(insert, e.booking.baselinePerSecond),
    d.booking.row,
    postgres(insert, d.booking.baselinePerSecond),
    e.doctorList.row,
    pglite(list, e.doctorList.baselinePerSecond),
    d.doctorList.row,
    postgres(list, d.doctorList.baselinePerSecond),
    e.consulted.row,
    pglite(profiles, e.consulted.baselinePerSecond),
    d.consulted.row,
    postgres(profiles, d.consulted.baselinePerSecond),
  ];
  console.log(rowsTable(rows, bareRow));
  console.log('\nRatios (median of the rounds):');
  console.log(ratioLine('embedded booking / bare PGlite insert', e.booking));
  console.log(ratioLine('distributed booking / bare node-postgres insert', d.booking));
  console.log(ratioLine('embedded doctor list / bare PGlite select', e.doctorList));
  console.log(ratioLine('distributed doctor list / bare node-postgres select', d.doctorList));
  console.log(ratioLine('embedded consulted patients / bare PGlite select', e.consulted));
  console.log(ratioLine('distributed consulted patients / bare node-postgres select', d.consulted));
  console.log(
    `- embedded doctor list / bare node:http: ${ratio(e.doctorList.row.requestsPerSecond, bareRow.requestsPerSecond)}`,
  );
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
