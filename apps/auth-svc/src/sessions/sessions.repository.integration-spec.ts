import { openOutbox, type Outbox } from '@vitalsync/bus';
import { profileEventOf } from '../testing/account-fixtures';
import { join } from 'node:path';

import { openTestDatabase, describeEachEngine, type OpenedDatabase } from '@vitalsync/db';

import { AccountsRepository } from '../accounts/accounts.repository';
import { authDatabaseSchema as schema } from '../app/database-schema';
import { SessionsRepository } from './sessions.repository';

const migrationsFolder = join(__dirname, '..', '..', 'drizzle');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.UTC(2026, 10, 21, 10) + hours * HOUR);

describeEachEngine('SessionsRepository on %s', (engine) => {
  let database: OpenedDatabase;
  let outbox: Outbox;
  let sut: SessionsRepository;
  let ada: string;
  let grace: string;

  const newAccount = async (email: string) =>
    (
      await new AccountsRepository(database.db, outbox).create(
        {
          role: 'doctor',
          email,
          passwordHash: 'x',
          username: null,
          profilePicture: null,
          licenseProof: 'licence.pdf',
          personalInfo: { fullName: 'A', phoneNumber: '0123456', dateOfBirth: '1980-01-01', gender: 'Male' },
          healthInfo: null,
          emergencyContact: null,
          professionalInfo: {
            medicalRegistrationNumber: 'R',
            speciality: 'S',
            yearsOfExperience: 1,
            associatedHospital: '',
            qualifications: 'Q',
          },
          availability: { availabilitySchedule: '' },
          doctorOptional: { biography: '' },
        },
        profileEventOf,
      )
    ).id;

  beforeAll(async () => {
    database = await openTestDatabase(engine, { service: 'auth', schema, migrationsFolder });
    outbox = await openOutbox('auth', database.db);
    sut = new SessionsRepository(database.db, outbox);
    ada = await newAccount('ada@example.com');
    grace = await newAccount('grace@example.com');
  });

  afterAll(() => database.close());

  it('creates a session with its expiry', async () => {
    const session = await sut.create(ada, at(0), at(12));

    expect(session).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), expiresAt: at(12) });
  });

  it("revokes only the owner's session, and again without moving the first revocation", async () => {
    const session = await sut.create(ada, at(0), at(12));

    await expect(sut.revoke(session.id, grace, at(1))).resolves.toBeNull();
    expect((await sut.listRevoked(at(1))).map((revoked) => revoked.id)).not.toContain(session.id);

    await expect(sut.revoke(session.id, ada, at(1))).resolves.toEqual(session);
    await expect(sut.revoke(session.id, ada, at(2))).resolves.toEqual(session);
    const rows = await database.db.select().from(schema.sessions);
    expect(rows.find((row) => row.id === session.id)?.revokedAt).toEqual(at(1));
  });

  it('lists revoked sessions until they expire, never sessions still in use', async () => {
    const revokedEarly = await sut.create(grace, at(0), at(5));
    const revokedLate = await sut.create(grace, at(0), at(9));
    const inUse = await sut.create(grace, at(0), at(9));
    await sut.revoke(revokedEarly.id, grace, at(1));
    await sut.revoke(revokedLate.id, grace, at(1));

    const ids = async (hours: number) => (await sut.listRevoked(at(hours))).map((revoked) => revoked.id);
    expect(await ids(4)).toEqual(expect.arrayContaining([revokedEarly.id, revokedLate.id]));
    expect(await ids(4)).not.toContain(inUse.id);
    expect(await ids(5)).not.toContain(revokedEarly.id);
    expect(await ids(5)).toContain(revokedLate.id);
    expect(await ids(9)).not.toContain(revokedLate.id);
  });

  it('deletes expired sessions only', async () => {
    const expired = await sut.create(ada, at(0), at(1));
    const valid = await sut.create(ada, at(0), at(100));

    expect(await sut.deleteExpired(at(50))).toBeGreaterThan(0);

    const ids = (await database.db.select().from(schema.sessions)).map((row) => row.id);
    expect(ids).not.toContain(expired.id);
    expect(ids).toContain(valid.id);
  });
});
