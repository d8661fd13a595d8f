// `npm run bench`, reports: the hot paths of issue 21's reports, GET /api/dashboard/reports (a doctor's list of
// REPORTS reports, both names of each from the read model), in both run modes at the default configuration, beside
// the database's own select of the same rows with both names joined, in alternating rounds of the same run; then
// DELETE /api/dashboard/reports/{id} (the writing doctor removes REMOVALS reports one by one: the scoped delete with
// its access-audit event in one transaction, and the file of a tenth of them), in both modes.
// Seeding goes through the real POST (multipart), a tenth of the reports with a small PDF.

import { type ApiClient, PDF_MINIMAL, REPORTS_PATH, addReport, reportFields } from '@vitalsync/testing';

import { book, inPool, signedIn } from './appointment-seeding';
import { type ReportListBaseline, pgliteReportList, postgresReportList } from './report-baselines';
import { inDistributed, inEmbedded } from './bench-systems';
import {
  type Beside,
  CONNECTIONS,
  DURATION_S,
  ROUNDS,
  baselineRow,
  type Row,
  measureAmount,
  measureBeside,
  ratioLine,
  rowsTable,
} from './bench-kit';

const REPORTS = Number(process.env['BENCH_REPORTS'] ?? 200);
const REMOVALS = Number(process.env['BENCH_REMOVALS'] ?? 500);
const TEXT = 'Haemoglobin and white cells within range. Repeat in six months.';
const SEED_CONCURRENCY = 4;

/** Adds `count` reports of the doctor for the patient through the real POST; their ids. */
const seedReports = async (doctor: ApiClient, patientId: string, count: number): Promise<string[]> => {
  const ids: string[] = [];
  await inPool(count, SEED_CONCURRENCY, async (index) => {
    const date = new Date(Date.UTC(2020, 0, 1 + index)).toISOString().slice(0, 10);
    const file =
      index % 10 === 0 ? { name: 'scan.pdf', content: PDF_MINIMAL, type: 'application/pdf' } : undefined;
    const response = await addReport(
      doctor,
      reportFields(patientId, { title: `Report ${index}`, date, text: TEXT }),
      file,
    );
    if (response.status !== 201)
      throw new Error(`adding a report failed: ${response.status} ${response.raw}`);
    ids.push(response.body.report._id);
  });
  return ids;
};

const listedCount = async (doctor: ApiClient): Promise<number | undefined> =>
  ((await doctor.get(REPORTS_PATH)).body['reports'] as unknown[] | undefined)?.length;

interface ModeRows {
  list: Beside;
  remove: Row;
}

const measureMode = async (
  mode: string,
  baseUrl: string,
  pids: Array<number | undefined>,
  openBaseline: () => Promise<ReportListBaseline>,
): Promise<ModeRows> => {
  const doctor = await signedIn(baseUrl, 'doctor');
  const patient = await signedIn(baseUrl, 'user');
  await book(patient, doctor.profile._id, '2099-03-02T10:00:00.000Z');
  await seedReports(doctor.client, patient.profile._id, REPORTS);
  const count = await listedCount(doctor.client);
  if (count !== REPORTS) throw new Error(`the doctor's list holds ${count} reports, not ${REPORTS}`);
  const baseline = await openBaseline();
  let list: Beside;
  try {
    list = await measureBeside(
      `${mode}: GET ${REPORTS_PATH} (${REPORTS} reports)`,
      { url: `${baseUrl}${REPORTS_PATH}`, headers: { cookie: doctor.cookie } },
      pids,
      (seconds) => baseline.perSecond(seconds),
    );
  } finally {
    await baseline.close();
  }

  const removable = await seedReports(doctor.client, patient.profile._id, REMOVALS);
  const remove = await measureAmount(
    `${mode}: DELETE ${REPORTS_PATH}/{id} (${REMOVALS} reports, one by one)`,
    {
      url: baseUrl,
      method: 'DELETE',
      headers: { cookie: doctor.cookie, origin: baseUrl },
      // Every request its own report: a second removal of one would be a 404.
      requests: [{ setupRequest: (request) => ({ ...request, path: `${REPORTS_PATH}/${removable.pop()}` }) }],
    },
    REMOVALS,
    pids,
  );
  const left = await listedCount(doctor.client);
  if (left !== REPORTS) throw new Error(`after the removals the list holds ${left} reports, not ${REPORTS}`);
  return { list, remove };
};

const main = async (): Promise<void> => {
  console.log(
    `Reports list at the default configuration, ${CONNECTIONS} connections or concurrent callers, ` +
      `${ROUNDS} rounds of ${DURATION_S / ROUNDS} s alternating with their baseline; the round with the median ratio`,
  );
  const embedded = await inEmbedded(({ baseUrl, pids }) =>
    measureMode('embedded', baseUrl, pids, () => pgliteReportList(REPORTS, TEXT)),
  );
  const distributed = await inDistributed(({ baseUrl, pids }, databaseUrls) =>
    measureMode('distributed', baseUrl, pids, () =>
      postgresReportList(databaseUrls.appointment, REPORTS, TEXT),
    ),
  );
  const pglite = baselineRow(
    `bare PGlite select of ${REPORTS} reports with both names (in process)`,
    embedded.list.baselinePerSecond,
  );
  const postgres = baselineRow(
    `bare node-postgres select of ${REPORTS} reports with both names (pool)`,
    distributed.list.baselinePerSecond,
  );
  console.log(rowsTable([embedded.list.row, pglite, distributed.list.row, postgres], pglite));
  console.log('\nRatios (median of the rounds):');
  console.log(ratioLine('embedded reports list / bare PGlite select', embedded.list));
  console.log(ratioLine('distributed reports list / bare node-postgres select', distributed.list));
  console.log(
    `\nRemoving reports, ${CONNECTIONS} connections, each request its own report (vs the embedded removal):`,
  );
  console.log(rowsTable([embedded.remove, distributed.remove], embedded.remove));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
