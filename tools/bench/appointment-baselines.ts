// What the appointment routes are compared with, measured in the bench's own process in rounds alternating with
// the route: the database's own insert of an appointment row under the same two exclusion constraints, its own
// select of one doctor's 1,000 appointments joined with a names table, and its own select of 200 jsonb profile
// rows by id list; in PGlite in process (embedded) or over a node-postgres pool of the services' size
// (distributed), each driven by as many concurrent callers as autocannon has connections.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type Extension, PGlite } from '@electric-sql/pglite';
// @ts-expect-error moduleResolution "node" cannot see the package's "exports" subpaths; Node and tsx do.
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { Pool } from 'pg';

import { slotCounter } from './appointment-slots';
import { SERVICE_POOL_SIZE, opsPerSecond } from './bare-baselines';
import { WARM_UP_S } from './bench-kit';

const btreeGist: Extension = btree_gist;

/** What the baselines need of an engine. */
interface Engine {
  query(text: string, params: unknown[]): Promise<unknown>;
  /** Statements without parameters, several at once. */
  exec(text: string): Promise<unknown>;
  close(): Promise<void>;
}

export interface AppointmentCounts {
  /** Appointments of the doctor whose list is read. */
  doctorList: number;
  /** Profiles selected by id list. */
  profiles: number;
}

export interface AppointmentBaselines {
  insertPerSecond(seconds: number): Promise<number>;
  doctorListPerSecond(seconds: number): Promise<number>;
  profilesPerSecond(seconds: number): Promise<number>;
  close(): Promise<void>;
}

/** The patients the doctor's appointments are spread over, as the bench books them over HTTP. */
export const LIST_PATIENTS = 4;
export const BOOKING_REASON = 'Follow-up on blood pressure';

// appointment-svc's table as its migrations leave it (0000–0002): the two exclusion constraints on UTC wall time,
// the same checks and indexes, so an insert maintains what a booking's insert maintains.
const overlap = (column: string) =>
  `exclude using gist (${column} with =, tsrange(date_time at time zone 'UTC', ` +
  `(date_time at time zone 'UTC') + interval '30 minutes') with &&) where (status <> 'cancelled')`;

const SCHEMA = `
create extension if not exists btree_gist;
create table bench_appointment (
  id uuid primary key default gen_random_uuid(),
  doctor_id uuid not null,
  patient_id uuid not null,
  date_time timestamptz not null,
  status text not null default 'scheduled' check (status in ('scheduled', 'in-progress', 'completed', 'cancelled')),
  type text not null check (type in ('video-call', 'chat')),
  reason text,
  prescription jsonb,
  created_at timestamptz not null default now(),
  ${overlap('doctor_id')},
  ${overlap('patient_id')}
);
create index bench_appointment_doctor_idx on bench_appointment (doctor_id, date_time);
create index bench_appointment_patient_idx on bench_appointment (patient_id, date_time);
create index bench_appointment_doctor_patient_idx on bench_appointment (doctor_id, patient_id, date_time)
  where status <> 'cancelled';
create index bench_appointment_patient_doctor_idx on bench_appointment (patient_id, doctor_id, date_time)
  where status <> 'cancelled';
create table bench_people (account_id uuid primary key, full_name text not null);
create table bench_profile (id uuid primary key, body jsonb not null);
`;

const DROP = 'drop table if exists bench_appointment, bench_people, bench_profile';

const INSERT = `insert into bench_appointment (doctor_id, patient_id, date_time, type, reason)
  values ($1, $2, $3, 'video-call', $4) returning id`;

const DOCTOR_LIST = `select a.id, a.date_time, a.status, a.type, a.reason, a.prescription, a.patient_id, p.full_name
  from bench_appointment a join bench_people p on p.account_id = a.patient_id
  where a.doctor_id = $1 order by a.date_time`;

const PROFILES = 'select id, body from bench_profile where id = any($1)';

/** The baselines over `engine`, which is closed if they cannot be set up. */
const baselinesOver = async (
  engine: Engine,
  counts: AppointmentCounts,
  profileBody: unknown,
): Promise<AppointmentBaselines> => {
  try {
    return await seed(engine, counts, profileBody);
  } catch (error) {
    await engine.close();
    throw error;
  }
};

/**
 * Seeds the rows the selects read (one doctor's appointments, spread over LIST_PATIENTS named patients, and
 * `counts.profiles` copies of `profileBody`), then warms each statement up. No `analyze` by hand, as the services
 * take none (PostgreSQL's autovacuum may, here and there alike): taken now, it would tell PGlite's planner that every
 * row is this doctor's, and the list would scan the whole table once the inserts had added another doctor's rows.
 */
const seed = async (
  engine: Engine,
  counts: AppointmentCounts,
  profileBody: unknown,
): Promise<AppointmentBaselines> => {
  await engine.exec(SCHEMA);
  const listDoctor = randomUUID();
  const patients = Array.from({ length: LIST_PATIENTS }, () => randomUUID());
  for (const id of patients)
    await engine.query('insert into bench_people values ($1, $2)', [id, 'Ada Lovelace']);
  await engine.query(
    `insert into bench_appointment (doctor_id, patient_id, date_time, type, reason)
       select $1, ($2::uuid[])[1 + i % ${LIST_PATIENTS}], '2080-01-01'::timestamptz + i * interval '30 minutes',
         'video-call', $3
       from generate_series(0, $4::int - 1) as i`,
    [listDoctor, patients, BOOKING_REASON, counts.doctorList],
  );
  const profileIds = Array.from({ length: counts.profiles }, () => randomUUID());
  await engine.query('insert into bench_profile select unnest($1::uuid[]), $2::jsonb', [
    profileIds,
    JSON.stringify(profileBody),
  ]);

  const doctor = randomUUID();
  const patient = randomUUID();
  const slot = slotCounter();
  const insert = () => engine.query(INSERT, [doctor, patient, slot(), BOOKING_REASON]);
  const doctorList = () => engine.query(DOCTOR_LIST, [listDoctor]);
  const profiles = () => engine.query(PROFILES, [profileIds]);
  for (const operation of [insert, doctorList, profiles]) await opsPerSecond(operation, WARM_UP_S);
  return {
    insertPerSecond: (seconds) => opsPerSecond(insert, seconds),
    doctorListPerSecond: (seconds) => opsPerSecond(doctorList, seconds),
    profilesPerSecond: (seconds) => opsPerSecond(profiles, seconds),
    close: () => engine.close(),
  };
};

/** PGlite with btree_gist, on disk as the embedded process keeps it. */
export const pgliteAppointmentBaselines = async (
  counts: AppointmentCounts,
  profileBody: unknown,
): Promise<AppointmentBaselines> => {
  const dir = mkdtempSync(join(tmpdir(), 'vitalsync-bench-pglite-'));
  const pglite = await PGlite.create(join(dir, 'db'), { extensions: { btree_gist: btreeGist } });
  return baselinesOver(
    {
      query: (text, params) => pglite.query(text, params),
      exec: (text) => pglite.exec(text),
      close: async () => {
        await pglite.close();
        rmSync(dir, { recursive: true, force: true });
      },
    },
    counts,
    profileBody,
  );
};

/** node-postgres over a pool of the services' size. */
export const postgresAppointmentBaselines = async (
  databaseUrl: string,
  counts: AppointmentCounts,
  profileBody: unknown,
): Promise<AppointmentBaselines> => {
  const pool = new Pool({ connectionString: databaseUrl, max: SERVICE_POOL_SIZE });
  return baselinesOver(
    {
      query: (text, params) => pool.query(text, params),
      exec: (text) => pool.query(text),
      close: async () => {
        await pool.query(DROP).catch(() => undefined);
        await pool.end();
      },
    },
    counts,
    profileBody,
  );
};
