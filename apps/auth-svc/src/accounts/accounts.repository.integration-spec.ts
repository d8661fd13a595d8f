import { join } from 'node:path';

import { isUniqueViolation, PG_ERROR, pgErrorOf, describeEachEngine } from '@vitalsync/db';
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
  availability: { availabilitySchedule: '' },
  doctorOptional: { biography: '' },
});

describeEachEngine('AccountsRepository on %s', (engine) => {
  const db = useTestDatabase(engine, { service: 'auth', schema, migrationsFolder });
  let sut: AccountsRepository;

  beforeAll(() => {
    sut = new AccountsRepository(db());
  });

  it('creates an account and finds it by role and address, whatever the case', async () => {
    const before = await sut.count();

    const { id } = await sut.create(patient(' Ada@Example.COM '));

    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await sut.count()).toBe(before + 1);
    expect(await sut.findByEmail('user', 'ADA@example.com')).toEqual({
      ...patient('ada@example.com'),
      id,
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    expect(await sut.findByEmail('doctor', 'ada@example.com')).toBeNull();
  });

  it('keeps numbers in the sections as numbers', async () => {
    const { id } = await sut.create(patient('numbers@example.com'));

    const rows = (await db().execute(
      sql`select jsonb_typeof(health_info->'weight') as weight, jsonb_typeof(health_info->'height') as height
          from auth.accounts where id = ${id}`,
    )) as unknown as { rows: Array<{ weight: string; height: string }> };
    expect(rows.rows).toEqual([{ weight: 'number', height: 'number' }]);
  });

  it('refuses a second account of the same role for an address, allows the other role', async () => {
    await sut.create(doctor('grace@example.com'));

    const duplicate = await sut
      .create(doctor('GRACE@example.com', 'hash-3'))
      .catch((error: unknown) => error);

    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(pgErrorOf(duplicate)?.constraint).toBe('accounts_role_email_key');
    await expect(sut.create(patient('grace@example.com'))).resolves.toEqual({ id: expect.any(String) });
  });

  it('refuses a role other than user or doctor', async () => {
    const refused = await sut
      .create({ ...patient('mallory@example.com'), role: 'admin' as 'user' })
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
    const refused = await sut.create(account).catch((error: unknown) => error);

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
    const { id } = await sut.create(doctor('own@example.com'));

    const profile = await sut.findProfile(id, 'doctor');
    expect(profile?.email).toBe('own@example.com');
    expect(profile).not.toHaveProperty('passwordHash');
    expect(profile).not.toHaveProperty('licenseProof');
    expect(await sut.findProfile(id, 'user')).toBeNull();
  });

  it('replaces a password hash', async () => {
    const { id } = await sut.create(patient('rehash@example.com', 'old-hash'));

    await sut.updatePasswordHash(id, 'new-hash');

    expect((await sut.findByEmail('user', 'rehash@example.com'))?.passwordHash).toBe('new-hash');
  });

  it('updates sections from the locked current row, so concurrent saves keep each other’s history', async () => {
    const { id } = await sut.create(patient('history@example.com'));

    const appendWeight = (weight: number) =>
      sut.updateSections(id, 'user', (current) => ({
        healthInfo: current.healthInfo && {
          ...current.healthInfo,
          weight,
          weightHistory: [...current.healthInfo.weightHistory, { weight, month: '2026-12', date: 'd' }],
        },
      }));
    await Promise.all([appendWeight(70), appendWeight(71), appendWeight(72)]);

    const saved = await sut.findProfile(id, 'user');
    expect(saved?.healthInfo?.weightHistory.map((entry) => entry.weight).sort()).toEqual([68.5, 70, 71, 72]);
  });

  it('writes nothing when the change throws, and answers null for an actor without an account', async () => {
    const { id } = await sut.create(patient('refused@example.com'));

    await expect(
      sut.updateSections(id, 'user', () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await sut.findProfile(id, 'user'))?.personalInfo.fullName).toBe('Ada Lovelace');
    await expect(
      sut.updateSections(id, 'doctor', () => ({ personalInfo: patient('x').personalInfo })),
    ).resolves.toBeNull();
  });
});
