import { openOutbox } from '@vitalsync/bus';
import { profileEventOf } from '../testing/account-fixtures';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { type WeeklyHours } from '@vitalsync/contracts';
import { type Database, isUniqueViolation, PG_ERROR, pgErrorOf, describeEachEngine } from '@vitalsync/db';
import { useTestDatabase } from '@vitalsync/testing';
import { sql } from 'drizzle-orm';

import { AccountsRepository, type NewAccount } from './accounts.repository';
import * as schema from './accounts.schema';
import { DOCTOR_SECTIONS } from '../testing/account-fixtures';

const migrationsFolder = join(__dirname, '..', '..', 'drizzle');

const patient = (email: string, passwordHash = 'hash-1'): NewAccount => ({
  role: 'user',
  email,
  passwordHash,
  username: null,
  profilePicture: 'picture.png',
  licenseProof: null,
  personalInfo: { fullName: 'Ada Lovelace', phoneNumber: '0123456', dateOfBirth: '1985-06-15', gender: '' },
  healthInfo: {
    height: 170,
    weight: 68.5,
    heartRate: 72,
    bloodGroup: 'O+',
    knownAllergies: '',
    existingMedicalConditions: '',
    medicalHistory: [],
    weightHistory: [{ weight: 68.5, month: '2026-11', date: '2026-11-21T10:00:00.000Z' }],
    heartRateHistory: [],
    heartRateLogs: [],
  },
  emergencyContact: {
    emergencyContactName: 'Charles',
    emergencyContactRelationship: 'Friend',
    emergencyContactPhone: '0123456',
  },
  professionalInfo: null,
  availability: null,
  doctorOptional: null,
});

const doctor = (email: string, passwordHash = 'hash-2'): NewAccount => ({
  ...DOCTOR_SECTIONS,
  email,
  passwordHash,
  username: 'grace',
  profilePicture: null,
  availability: { availabilitySchedule: '', weeklyHours: null },
  doctorOptional: { biography: '' },
});

/** The driver client under drizzle (a node-postgres pool or the PGlite statements): every query goes through `query`. */
const driverOf = (db: Database): { query: (...args: unknown[]) => unknown } =>
  (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;

describeEachEngine('AccountsRepository on %s', (engine) => {
  const db = useTestDatabase(engine, { service: 'auth', schema, migrationsFolder });
  let sut: AccountsRepository;

  beforeAll(async () => {
    sut = new AccountsRepository(db(), await openOutbox('auth', db()));
  });

  it('creates an account and finds it by role and address, whatever the case', async () => {
    const before = await sut.count();

    const { id, profileVersion } = await sut.create(patient(' Ada@Example.COM '), profileEventOf);

    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(profileVersion).toBe(1);
    expect(await sut.count()).toBe(before + 1);
    expect(await sut.findByEmail('user', 'ADA@example.com')).toEqual({
      ...patient('ada@example.com'),
      id,
      profileVersion: 1,
      aiGenerated: null,
      insightsVersion: null,
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    expect(await sut.findByEmail('doctor', 'ada@example.com')).toBeNull();
  });

  it('keeps numbers in the sections as numbers', async () => {
    const { id } = await sut.create(patient('numbers@example.com'), profileEventOf);

    const rows = (await db().execute(
      sql`select jsonb_typeof(health_info->'weight') as weight, jsonb_typeof(health_info->'height') as height
          from auth.accounts where id = ${id}`,
    )) as unknown as { rows: Array<{ weight: string; height: string }> };
    expect(rows.rows).toEqual([{ weight: 'number', height: 'number' }]);
  });

  it('refuses a second account of the same role for an address, allows the other role', async () => {
    await sut.create(doctor('grace@example.com'), profileEventOf);

    const duplicate = await sut
      .create(doctor('GRACE@example.com', 'hash-3'), profileEventOf)
      .catch((error: unknown) => error);

    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(pgErrorOf(duplicate)?.constraint).toBe('accounts_role_email_key');
    await expect(sut.create(patient('grace@example.com'), profileEventOf)).resolves.toEqual({
      id: expect.any(String),
      profileVersion: 1,
    });
  });

  it('refuses a role other than user or doctor', async () => {
    const refused = await sut
      .create({ ...patient('mallory@example.com'), role: 'admin' as 'user' }, profileEventOf)
      .catch((error: unknown) => error);

    expect(pgErrorOf(refused)).toEqual({ code: PG_ERROR.checkViolation, constraint: 'accounts_role_check' });
    expect(await sut.findByEmail('user', 'mallory@example.com')).toBeNull();
  });

  it.each([
    ['a patient without health_info', { ...patient('p1@example.com'), healthInfo: null }],
    ['a patient with a licence proof', { ...patient('p2@example.com'), licenseProof: 'licence-2.pdf' }],
    ['a doctor without a licence proof', { ...doctor('d1@example.com'), licenseProof: null }],
    [
      'a doctor with an emergency contact',
      { ...doctor('d2@example.com'), emergencyContact: patient('x').emergencyContact },
    ],
  ])('refuses %s', async (_case, account) => {
    const refused = await sut.create(account, profileEventOf).catch((error: unknown) => error);

    expect(pgErrorOf(refused)).toEqual({
      code: PG_ERROR.checkViolation,
      constraint: 'accounts_sections_check',
    });
  });

  it('refuses a mixed-case address written around the repository', async () => {
    const refused = await db()
      .execute(
        sql`insert into auth.accounts (role, email, password_hash, personal_info, health_info, emergency_contact)
            values ('user', 'Bob@Example.com', 'x', '{}', '{}', '{}')`,
      )
      .catch((error: unknown) => error);

    expect(pgErrorOf(refused)).toEqual({
      code: PG_ERROR.checkViolation,
      constraint: 'accounts_email_lower_check',
    });
  });

  it('finds the profile of an account by id only together with its role, without its secrets', async () => {
    const { id } = await sut.create(doctor('own@example.com'), profileEventOf);

    const profile = await sut.findProfile(id, 'doctor');
    expect(profile?.email).toBe('own@example.com');
    expect(profile).not.toHaveProperty('passwordHash');
    expect(profile).not.toHaveProperty('licenseProof');
    expect(await sut.findProfile(id, 'user')).toBeNull();
  });

  it('finds the profiles of many accounts of one role in one query, leaving out unknown ids and the other role', async () => {
    const first = await sut.create(patient('many-1@example.com'), profileEventOf);
    const second = await sut.create(patient('many-2@example.com'), profileEventOf);
    const other = await sut.create(doctor('many-3@example.com'), profileEventOf);
    const queries = jest.spyOn(driverOf(db()), 'query');
    let queryCount = 0;

    const found = await sut
      .findProfiles([first.id, second.id, other.id, randomUUID(), first.id], 'user')
      .finally(() => {
        queryCount = queries.mock.calls.length;
        queries.mockRestore();
      });

    expect(queryCount).toBe(1);
    expect(found.map((account) => account.id).sort()).toEqual([first.id, second.id].sort());
    expect(found.find((account) => account.id === first.id)).toEqual({
      id: first.id,
      role: 'user',
      email: 'many-1@example.com',
      profilePicture: 'picture.png',
      personalInfo: patient('x').personalInfo,
      healthInfo: patient('x').healthInfo,
      emergencyContact: patient('x').emergencyContact,
      professionalInfo: null,
      availability: null,
      doctorOptional: null,
      aiGenerated: null,
    });
    await expect(sut.findProfiles([other.id], 'doctor')).resolves.toMatchObject([{ id: other.id }]);
    await expect(sut.findProfiles([randomUUID()], 'user')).resolves.toEqual([]);
  });

  it('lists every doctor with only what the booking form shows: no email, phone or licence proof', async () => {
    const hours: WeeklyHours = { timeZone: 'Europe/Paris', hours: [{ day: 1, from: '09:00', to: '12:00' }] };
    const listed = await sut.create(
      {
        ...doctor('listed@example.com'),
        profilePicture: 'grace.png',
        availability: { availabilitySchedule: 'Mon mornings', weeklyHours: hours },
      },
      profileEventOf,
    );
    const patientId = (await sut.create(patient('not-listed@example.com'), profileEventOf)).id;

    const doctors = await sut.listDoctors();

    expect(doctors.find((row) => row.id === listed.id)).toStrictEqual({
      id: listed.id,
      profilePicture: 'grace.png',
      fullName: 'Grace Hopper',
      speciality: 'Cardiology',
      yearsOfExperience: 12,
      availability: { availabilitySchedule: 'Mon mornings', weeklyHours: hours },
    });
    expect(doctors.map((row) => row.id)).not.toContain(patientId);
    expect(JSON.stringify(doctors)).not.toMatch(/@example\.com|0123456|licence|1975-01-02|GMC-1/);
  });

  it('replaces a password hash', async () => {
    const { id } = await sut.create(patient('rehash@example.com', 'old-hash'), profileEventOf);

    await sut.updatePasswordHash(id, 'new-hash');

    expect((await sut.findByEmail('user', 'rehash@example.com'))?.passwordHash).toBe('new-hash');
  });

  it('updates sections from the locked current row, so concurrent saves keep each other’s history and versions', async () => {
    const { id } = await sut.create(patient('history@example.com'), profileEventOf);

    const appendWeight = (weight: number) =>
      sut.updateSections(
        id,
        'user',
        (current) => ({
          healthInfo: current.healthInfo && {
            ...current.healthInfo,
            weight,
            weightHistory: [...current.healthInfo.weightHistory, { weight, month: '2026-12', date: 'd' }],
          },
        }),
        profileEventOf,
      );
    const saves = await Promise.all([appendWeight(70), appendWeight(71), appendWeight(72)]);

    const saved = await sut.findProfile(id, 'user');
    expect(saved?.healthInfo?.weightHistory.map((entry) => entry.weight).sort()).toEqual([68.5, 70, 71, 72]);
    // Each save took the next version of the one it read: no two share one, none is skipped.
    expect(saves.map((account) => account?.profileVersion).sort()).toEqual([2, 3, 4]);
    expect((await sut.findByEmail('user', 'history@example.com'))?.profileVersion).toBe(4);
  });

  it('writes nothing when the change throws, and answers null for an actor without an account', async () => {
    const { id } = await sut.create(patient('refused@example.com'), profileEventOf);

    await expect(
      sut.updateSections(
        id,
        'user',
        () => {
          throw new Error('refused');
        },
        profileEventOf,
      ),
    ).rejects.toThrow('refused');
    expect((await sut.findProfile(id, 'user'))?.personalInfo.fullName).toBe('Ada Lovelace');
    expect((await sut.findByEmail('user', 'refused@example.com'))?.profileVersion).toBe(1);
    await expect(
      sut.updateSections(id, 'doctor', () => ({ personalInfo: patient('x').personalInfo }), profileEventOf),
    ).resolves.toBeNull();
  });
});
