import { join } from 'node:path';

import {
  isUniqueViolation,
  openTestDatabase,
  PG_ERROR,
  pgErrorOf,
  testDatabaseEngines,
  type OpenedDatabase,
} from '@vitalsync/db';
import { sql } from 'drizzle-orm';

import { AccountsRepository } from './accounts.repository';
import * as schema from './accounts.schema';

const migrationsFolder = join(__dirname, '..', '..', 'drizzle');

describe.each(testDatabaseEngines())('AccountsRepository on %s', (engine) => {
  let database: OpenedDatabase;
  let sut: AccountsRepository;

  beforeAll(async () => {
    database = await openTestDatabase(engine, { service: 'auth', schema, migrationsFolder });
    sut = new AccountsRepository(database.db);
  });

  afterAll(() => database.close());

  it('creates an account and finds it by role and address, whatever the case', async () => {
    const before = await sut.count();

    const { id } = await sut.create({ role: 'user', email: ' Ada@Example.COM ', passwordHash: 'hash-1' });

    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await sut.count()).toBe(before + 1);
    expect(await sut.findByEmail('user', 'ADA@example.com')).toEqual({
      id,
      role: 'user',
      email: 'ada@example.com',
      passwordHash: 'hash-1',
      createdAt: expect.any(Date),
    });
    expect(await sut.findByEmail('doctor', 'ada@example.com')).toBeNull();
  });

  it('refuses a second account of the same role for an address, allows the other role', async () => {
    await sut.create({ role: 'doctor', email: 'grace@example.com', passwordHash: 'hash-2' });

    const duplicate = await sut
      .create({ role: 'doctor', email: 'GRACE@example.com', passwordHash: 'hash-3' })
      .catch((error: unknown) => error);

    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(pgErrorOf(duplicate)?.constraint).toBe('accounts_role_email_key');
    await expect(
      sut.create({ role: 'user', email: 'grace@example.com', passwordHash: 'hash-4' }),
    ).resolves.toEqual({
      id: expect.any(String),
    });
  });

  it('refuses a role other than user or doctor', async () => {
    const refused = await sut
      .create({ role: 'admin' as 'user', email: 'mallory@example.com', passwordHash: 'x' })
      .catch((error: unknown) => error);

    expect(pgErrorOf(refused)).toEqual({ code: PG_ERROR.checkViolation, constraint: 'accounts_role_check' });
    expect(await sut.findByEmail('user', 'mallory@example.com')).toBeNull();
  });

  it('refuses a mixed-case address written around the repository', async () => {
    const refused = await database.db
      .execute(
        sql`insert into auth.accounts (role, email, password_hash) values ('user', 'Bob@Example.com', 'x')`,
      )
      .catch((error: unknown) => error);

    expect(pgErrorOf(refused)).toEqual({
      code: PG_ERROR.checkViolation,
      constraint: 'accounts_email_lower_check',
    });
  });
});
