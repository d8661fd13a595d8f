// What the reports list is compared with, measured in the bench's own process in rounds alternating with the route:
// the database's own select of one doctor's reports (the same columns and index as appointment-svc's table) joined
// twice with a names table, newest day first; in PGlite in process (embedded) or over a node-postgres pool of the
// services' size (distributed), driven by as many concurrent callers as autocannon has connections.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';

import { SERVICE_POOL_SIZE, opsPerSecond } from './bare-baselines';
import { WARM_UP_S } from './bench-kit';

interface Engine {
  query(text: string, params: unknown[]): Promise<unknown>;
  exec(text: string): Promise<unknown>;
  close(): Promise<void>;
}

export interface ReportListBaseline {
  perSecond(seconds: number): Promise<number>;
  close(): Promise<void>;
}

// apps/appointment-svc/drizzle/0004_reports.sql, with the people read model's names beside it.
const SCHEMA = `
create table bench_reports (
  id uuid primary key default gen_random_uuid(),
  doctor_id uuid not null,
  patient_id uuid not null,
  title text not null,
  date date not null,
  text text not null,
  file_key text,
  file_type text,
  file_name text,
  created_at timestamptz not null default now()
);
create index bench_reports_doctor_date_idx on bench_reports (doctor_id, date, created_at);
create index bench_reports_patient_date_idx on bench_reports (patient_id, date, created_at);
create table bench_report_people (account_id uuid primary key, full_name text not null);
`;

const DROP = 'drop table if exists bench_reports, bench_report_people';

const LIST = `select r.id, r.title, r.date, r.text, r.file_key, r.patient_id, p.full_name, r.doctor_id, d.full_name
  from bench_reports r
  join bench_report_people p on p.account_id = r.patient_id
  join bench_report_people d on d.account_id = r.doctor_id
  where r.doctor_id = $1 order by r.date desc, r.created_at desc, r.id desc`;

const seed = async (engine: Engine, reports: number, text: string): Promise<ReportListBaseline> => {
  await engine.exec(SCHEMA);
  const doctor = randomUUID();
  const patient = randomUUID();
  await engine.query('insert into bench_report_people values ($1, $2), ($3, $4)', [
    doctor,
    'Maria Okafor',
    patient,
    'Ada Lovelace',
  ]);
  await engine.query(
    `insert into bench_reports (doctor_id, patient_id, title, date, text)
       select $1, $2, 'Report ' || i, date '2020-01-01' + i, $3 from generate_series(0, $4::int - 1) as i`,
    [doctor, patient, text, reports],
  );
  const list = () => engine.query(LIST, [doctor]);
  await opsPerSecond(list, WARM_UP_S);
  return { perSecond: (seconds) => opsPerSecond(list, seconds), close: () => engine.close() };
};

const over = async (engine: Engine, reports: number, text: string): Promise<ReportListBaseline> => {
  try {
    return await seed(engine, reports, text);
  } catch (error) {
    await engine.close();
    throw error;
  }
};

/** PGlite, on disk as the embedded process keeps it. */
export const pgliteReportList = (reports: number, text: string): Promise<ReportListBaseline> => {
  const dir = mkdtempSync(join(tmpdir(), 'vitalsync-bench-pglite-'));
  return PGlite.create(join(dir, 'db')).then((pglite) =>
    over(
      {
        query: (sql, params) => pglite.query(sql, params),
        exec: (sql) => pglite.exec(sql),
        close: async () => {
          await pglite.close();
          rmSync(dir, { recursive: true, force: true });
        },
      },
      reports,
      text,
    ),
  );
};

/** node-postgres over a pool of the services' size. */
export const postgresReportList = (
  databaseUrl: string,
  reports: number,
  text: string,
): Promise<ReportListBaseline> => {
  const pool = new Pool({ connectionString: databaseUrl, max: SERVICE_POOL_SIZE });
  return over(
    {
      query: (sql, params) => pool.query(sql, params),
      exec: (sql) => pool.query(sql),
      close: async () => {
        await pool.query(DROP).catch(() => undefined);
        await pool.end();
      },
    },
    reports,
    text,
  );
};
