import { openOutbox } from '@vitalsync/bus';
import { profileEventOf } from '../testing/account-fixtures';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { type AiGenerated } from '@vitalsync/contracts';
import { describeEachEngine, PG_ERROR, pgErrorOf } from '@vitalsync/db';
import { useTestDatabase } from '@vitalsync/testing';
import { eq, sql } from 'drizzle-orm';

import { AccountsRepository, type NewAccount } from '../accounts/accounts.repository';
import * as schema from '../accounts/accounts.schema';
import { DOCTOR_SECTIONS, PATIENT_ACCOUNT } from '../testing/account-fixtures';
import { InsightsRepository } from './insights.repository';

const migrationsFolder = join(__dirname, '..', '..', 'drizzle');

const patient = (): NewAccount => ({
  role: 'user',
  email: `insights-${randomUUID()}@example.com`,
  passwordHash: 'hash',
  username: null,
  profilePicture: null,
  licenseProof: null,
  personalInfo: PATIENT_ACCOUNT.personalInfo,
  healthInfo: PATIENT_ACCOUNT.healthInfo,
  emergencyContact: PATIENT_ACCOUNT.emergencyContact,
  professionalInfo: null,
  availability: null,
  doctorOptional: null,
});

const doctor = (): NewAccount => ({
  ...DOCTOR_SECTIONS,
  email: `insights-${randomUUID()}@example.com`,
  passwordHash: 'hash',
  username: null,
  profilePicture: null,
});

/** Insights whose summary names the version they were computed from, so a test sees which one is stored. */
const insightsOf = (version: number, emergency = false): AiGenerated => ({
  health_summary: `Summary of version ${version}`,
  health_alert: { alert: emergency ? 'Heart rate in the emergency range' : 'No alerts', emergency },
  lifestyle_tips: [`Tip of version ${version}`],
});

describeEachEngine('InsightsRepository on %s', (engine) => {
  const db = useTestDatabase(engine, { service: 'auth', schema, migrationsFolder });
  let accounts: AccountsRepository;
  let sut: InsightsRepository;

  beforeAll(async () => {
    accounts = new AccountsRepository(db(), await openOutbox('auth', db()));
    sut = new InsightsRepository(db());
  });

  /** A patient whose profile has reached `version` (signup is 1, each save one more). */
  const patientAt = async (version: number): Promise<string> => {
    const { id } = await accounts.create(patient(), profileEventOf);
    for (let saved = 1; saved < version; saved += 1)
      await accounts.updateSections(id, 'user', () => ({}), profileEventOf);
    return id;
  };

  const storedOf = async (accountId: string) => {
    const [row] = await db()
      .select({ version: schema.accounts.insightsVersion, aiGenerated: schema.accounts.aiGenerated })
      .from(schema.accounts)
      .where(eq(schema.accounts.id, accountId));
    return row;
  };

  const store = (accountId: string, version: number, emergency = false) =>
    sut.store({ accountId, version, aiGenerated: insightsOf(version, emergency) });

  it('stores a patient’s insights with their version; the profile read returns them', async () => {
    const id = await patientAt(1);

    await expect(store(id, 1)).resolves.toBe(true);

    expect(await storedOf(id)).toEqual({ version: 1, aiGenerated: insightsOf(1) });
    expect((await accounts.findProfile(id, 'user'))?.aiGenerated).toEqual(insightsOf(1));
  });

  it('keeps the newest version whatever order they arrive in', async () => {
    const id = await patientAt(3);

    await expect(store(id, 3)).resolves.toBe(true);
    await expect(store(id, 1)).resolves.toBe(false);
    await expect(store(id, 2, true)).resolves.toBe(false);

    expect(await storedOf(id)).toEqual({ version: 3, aiGenerated: insightsOf(3) });
  });

  it('replaces older insights with newer ones', async () => {
    const id = await patientAt(2);

    await store(id, 1, true);
    await expect(store(id, 2)).resolves.toBe(true);

    expect(await storedOf(id)).toEqual({ version: 2, aiGenerated: insightsOf(2) });
  });

  it('takes a repeated event as often as it comes, with the same result', async () => {
    const id = await patientAt(2);

    await expect(store(id, 2)).resolves.toBe(true);
    await expect(store(id, 2)).resolves.toBe(true);

    expect(await storedOf(id)).toEqual({ version: 2, aiGenerated: insightsOf(2) });
  });

  it('ends with the newest of versions stored at the same time, in any order', async () => {
    const id = await patientAt(5);

    await Promise.all([4, 1, 5, 3, 2, 5].map((version) => store(id, version)));

    expect(await storedOf(id)).toEqual({ version: 5, aiGenerated: insightsOf(5) });
  });

  it('stores nothing for a version the profile has not reached, a doctor or an unknown account', async () => {
    const id = await patientAt(2);
    const { id: doctorId } = await accounts.create(doctor(), profileEventOf);

    await expect(store(id, 3)).resolves.toBe(false);
    await expect(store(doctorId, 1)).resolves.toBe(false);
    await expect(store(randomUUID(), 1)).resolves.toBe(false);

    expect(await storedOf(id)).toEqual({ version: null, aiGenerated: null });
    expect(await storedOf(doctorId)).toEqual({ version: null, aiGenerated: null });
  });

  it('refuses, in the database, insights without a version or on a doctor', async () => {
    const id = await patientAt(1);
    const { id: doctorId } = await accounts.create(doctor(), profileEventOf);
    const write = (accountId: string, version: number | null) =>
      db()
        .execute(
          sql`update auth.accounts set ai_generated = ${JSON.stringify(insightsOf(1))}::jsonb,
              insights_version = ${version} where id = ${accountId}`,
        )
        .catch((error: unknown) => error);

    for (const refused of [await write(id, null), await write(doctorId, 1)]) {
      expect(pgErrorOf(refused)).toEqual({
        code: PG_ERROR.checkViolation,
        constraint: 'accounts_insights_check',
      });
    }
  });
});
