// `npm run bench`, reports: the hot path of issue 21's reports, GET /api/dashboard/reports (a doctor's list of
// REPORTS reports, both names of each from the read model), in both run modes at the default configuration, beside
// the database's own select of the same rows with both names joined, in alternating rounds of the same run.
// Seeding goes through the real POST (multipart), a tenth of the reports with a small PDF.

import { PDF_MINIMAL, addReport, reportFields } from '@vitalsync/testing';

import { book, inPool, signedIn } from './appointment-seeding';
import { type ReportListBaseline, pgliteReportList, postgresReportList } from './report-baselines';
import { inDistributed, inEmbedded } from './bench-systems';
import {
  type Beside,
  CONNECTIONS,
  DURATION_S,
  ROUNDS,
  baselineRow,
  measureBeside,
  ratioLine,
  rowsTable,
} from './bench-kit';

const REPORTS = Number(process.env['BENCH_REPORTS'] ?? 200);
const TEXT = 'Haemoglobin and white cells within range. Repeat in six months.';
const SEED_CONCURRENCY = 4;

const measureMode = async (
  mode: string,
  baseUrl: string,
  pids: Array<number | undefined>,
  openBaseline: () => Promise<ReportListBaseline>,
): Promise<Beside> => {
  const doctor = await signedIn(baseUrl, 'doctor');
  const patient = await signedIn(baseUrl, 'user');
  await book(patient, doctor.profile._id, '2099-03-02T10:00:00.000Z');
  await inPool(REPORTS, SEED_CONCURRENCY, async (index) => {
    const date = new Date(Date.UTC(2020, 0, 1 + index)).toISOString().slice(0, 10);
    const file =
      index % 10 === 0 ? { name: 'scan.pdf', content: PDF_MINIMAL, type: 'application/pdf' } : undefined;
    const response = await addReport(
      doctor.client,
      reportFields(patient.profile._id, { title: `Report ${index}`, date, text: TEXT }),
      file,
    );
    if (response.status !== 201)
      throw new Error(`adding a report failed: ${response.status} ${response.raw}`);
  });
  const listed = await doctor.client.get('/api/dashboard/reports');
  const count = (listed.body['reports'] as unknown[] | undefined)?.length;
  if (count !== REPORTS) throw new Error(`the doctor's list holds ${count} reports, not ${REPORTS}`);
  const baseline = await openBaseline();
  try {
    return await measureBeside(
      `${mode}: GET /api/dashboard/reports (${REPORTS} reports)`,
      { url: `${baseUrl}/api/dashboard/reports`, headers: { cookie: doctor.cookie } },
      pids,
      (seconds) => baseline.perSecond(seconds),
    );
  } finally {
    await baseline.close();
  }
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
    embedded.baselinePerSecond,
  );
  const postgres = baselineRow(
    `bare node-postgres select of ${REPORTS} reports with both names (pool)`,
    distributed.baselinePerSecond,
  );
  console.log(rowsTable([embedded.row, pglite, distributed.row, postgres], pglite));
  console.log('\nRatios (median of the rounds):');
  console.log(ratioLine('embedded reports list / bare PGlite select', embedded));
  console.log(ratioLine('distributed reports list / bare node-postgres select', distributed));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
