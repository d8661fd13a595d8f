import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { type Clock } from '@vitalsync/backend';
import { openOutbox } from '@vitalsync/bus';
import { type AccessRecordedEvent } from '@vitalsync/contracts';
import { describeEachEngine, openTestDatabase, type OpenedDatabase, pgErrorOf } from '@vitalsync/db';
import { eq, sql } from 'drizzle-orm';

import { AccountsRepository } from '../accounts/accounts.repository';
import { authDatabaseSchema as schema } from '../app/database-schema';
import { DOCTOR_SECTIONS, profileEventOf } from '../testing/account-fixtures';
import { accessEvents } from './access-events.schema';
import { AccessEventsRepository } from './access-events.repository';
import { AccessHistoryService } from './access-history.service';

const migrationsFolder = join(__dirname, '..', '..', 'drizzle');
const CLIENT = { ip: '198.51.100.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' };

describeEachEngine('the access history on %s', (engine) => {
  let database: OpenedDatabase;
  let repository: AccessEventsRepository;
  let sut: AccessHistoryService;
  let now: Date;
  const clock: Clock = () => now;
  let doctor: string;
  let patient: string;
  let otherPatient: string;

  const accessed = (overrides: Partial<AccessRecordedEvent>): AccessRecordedEvent => ({
    action: 'patient.viewed',
    actor: { id: doctor, role: 'doctor' },
    patientIds: [patient],
    resource: { kind: 'health-record', id: patient },
    client: CLIENT,
    at: now.toISOString(),
    ...overrides,
  });

  beforeAll(async () => {
    database = await openTestDatabase(engine, { service: 'auth', schema, migrationsFolder });
    const accounts = new AccountsRepository(database.db, await openOutbox('auth', database.db));
    doctor = (
      await accounts.create(
        {
          ...DOCTOR_SECTIONS,
          email: 'maria@example.com',
          passwordHash: 'x',
          username: null,
          profilePicture: null,
          personalInfo: { ...DOCTOR_SECTIONS.personalInfo, fullName: 'Maria Okafor' },
        },
        profileEventOf,
      )
    ).id;
    patient = randomUUID();
    otherPatient = randomUUID();
    repository = new AccessEventsRepository(database.db);
    sut = new AccessHistoryService(repository, clock);
  });

  afterAll(() => database.close());

  it('shows a doctor’s detail view to that patient only, without the doctor’s address', async () => {
    now = new Date('2026-11-26T10:42:00.000Z');
    await sut.recordAccess(accessed({}), randomUUID());
    const page = await sut.list({ id: patient, role: 'user' }, undefined, undefined);
    expect(page).toEqual({
      events: [
        {
          at: '2026-11-26T10:42:00.000Z',
          actor: { role: 'doctor', name: 'Maria Okafor' },
          action: 'patient.viewed',
          what: 'viewed your health record',
          count: 1,
        },
      ],
      nextCursor: null,
    });
    expect((await sut.list({ id: otherPatient, role: 'user' }, undefined, undefined)).events).toEqual([]);
  });

  it('stores an event delivered twice once', async () => {
    const id = randomUUID();
    now = new Date('2026-11-26T11:00:00.000Z');
    const event = accessed({
      action: 'appointment.viewed',
      resource: { kind: 'appointment', id: randomUUID() },
    });
    await sut.recordAccess(event, id);
    await sut.recordAccess(event, id);
    const rows = await database.db.select().from(accessEvents).where(eq(accessEvents.sourceEventId, id));
    expect(rows).toHaveLength(1);
  });

  it('folds a day’s list reads per doctor into one line with the count and the last time', async () => {
    const subject = randomUUID();
    for (const time of ['2026-11-25T23:00:00.000Z', '2026-11-26T08:00:00.000Z', '2026-11-26T09:30:00.000Z']) {
      now = new Date(time);
      await sut.recordAccess(
        accessed({
          action: 'patients.listed',
          patientIds: [subject, otherPatient],
          resource: { kind: 'patient-list', id: null },
        }),
        randomUUID(),
      );
    }
    const page = await sut.list({ id: subject, role: 'user' }, undefined, undefined);
    expect(page.events.map(({ at, count, what }) => ({ at, count, what }))).toEqual([
      { at: '2026-11-26T09:30:00.000Z', count: 2, what: 'saw you in their patient list twice' },
      { at: '2026-11-25T23:00:00.000Z', count: 1, what: 'saw you in their patient list' },
    ]);
  });

  it('records the patient’s own sign-ins with address and browser, and never a patient reading their own record', async () => {
    const subject = randomUUID();
    now = new Date('2026-11-26T12:00:00.000Z');
    await sut.recordSecurity('login.succeeded', { id: subject, role: 'user' }, CLIENT);
    now = new Date('2026-11-26T12:05:00.000Z');
    await sut.recordAccess(
      accessed({ actor: { id: subject, role: 'user' }, patientIds: [subject] }),
      randomUUID(),
    );
    const page = await sut.list({ id: subject, role: 'user' }, undefined, undefined);
    expect(page.events).toEqual([
      expect.objectContaining({
        action: 'login.succeeded',
        what: 'signed in',
        from: { address: '198.51.100.7', browser: 'Firefox on Linux' },
      }),
    ]);
  });

  it('pages newest first with a cursor, rows of one instant included', async () => {
    const subject = randomUUID();
    now = new Date('2026-11-20T10:00:00.000Z');
    for (let index = 0; index < 5; index++) {
      await sut.recordSecurity(
        index % 2 ? 'logout' : 'login.succeeded',
        { id: subject, role: 'user' },
        CLIENT,
      );
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 5; pages++) {
      const page = await sut.list({ id: subject, role: 'user' }, cursor, 2);
      seen.push(...page.events.map((event) => event.action));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(['login.succeeded', 'logout', 'login.succeeded', 'logout', 'login.succeeded']);
  });

  it('refuses UPDATE, DELETE and TRUNCATE from the service’s own connection', async () => {
    const refusalOf = (attempt: Promise<unknown>) =>
      attempt.then(
        () => 'allowed',
        (error: unknown) => pgErrorOf(error)?.code,
      );
    // 42501 insufficient_privilege, raised by the migration's trigger.
    await expect(refusalOf(database.db.update(accessEvents).set({ action: 'logout' }))).resolves.toBe(
      '42501',
    );
    await expect(refusalOf(database.db.delete(accessEvents))).resolves.toBe('42501');
    await expect(refusalOf(database.db.execute(sql`truncate ${accessEvents}`))).resolves.toBe('42501');
    const [{ count } = { count: 0 }] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(accessEvents);
    expect(count).toBeGreaterThan(0);
  });

  it('offers nothing but insert and list', () => {
    const methods = Object.getOwnPropertyNames(AccessEventsRepository.prototype).filter(
      (name) => name !== 'constructor',
    );
    expect(methods.sort()).toEqual(['insert', 'list']);
  });
});
