import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { eventTablesOf, openOutbox } from '@vitalsync/bus';
import { AI_EVENTS, type ProfileUpdatedEvent } from '@vitalsync/contracts';
import { type ProfileUpdatedEventDto } from '@vitalsync/contracts/server';
import { describeEachEngine } from '@vitalsync/db';
import { asc } from 'drizzle-orm';
import { malformed, newTestService, useTestDatabase } from '@vitalsync/testing';

import { aiDatabaseSchema } from '../app/database-schema';
import { fakeClock } from '../testing/fake-clock';
import { patientUpdated } from '../testing/profile-events';
import { builtInInsights } from './built-in-insights';
import { type HealthFacts, healthFactsOf } from './health-facts';
import { type ComputedInsights } from './insights-engine';
import { InsightsFlow } from './insights-flow';
import { InsightsRepository } from './insights.repository';

const migrationsFolder = join(__dirname, '..', '..', 'drizzle');

/** A computation the test finishes when it wants: a slow model, deterministically. */
const deferred = () => {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
};

describeEachEngine('InsightsFlow on %s', (engine) => {
  const db = useTestDatabase(engine, { service: 'ai', schema: aiDatabaseSchema, migrationsFolder });
  const { clock } = fakeClock('2030-01-01T10:00:00Z');
  const gates = new Map<number, ReturnType<typeof deferred>>();
  const compute = jest.fn(async (facts: HealthFacts): Promise<ComputedInsights> => {
    // A heart rate with a gate set waits for the test to open it.
    await gates.get(facts.heartRate ?? 0)?.done;
    return { ai_generated: builtInInsights(facts), source: 'built-in' };
  });
  const { outbox } = eventTablesOf('ai');
  let repository: InsightsRepository;
  let sut: InsightsFlow;

  beforeAll(async () => {
    repository = new InsightsRepository(db(), await openOutbox('ai', db()));
    sut = newTestService(InsightsFlow, [repository, { compute }, clock]).sut;
  });

  beforeEach(() => {
    compute.mockClear();
    gates.clear();
  });

  const handle = (event: ProfileUpdatedEvent) => sut.onProfileUpdated(event as ProfileUpdatedEventDto);
  /** The events the flow stored in the outbox about one account, oldest first. */
  const eventsOf = async (accountId: string, subject?: string) =>
    (await db().select().from(outbox).orderBy(asc(outbox.id)))
      .filter((row) => {
        const payload = row.payload as { accountId?: string; patientId?: string };
        return (
          (payload.accountId ?? payload.patientId) === accountId && (!subject || row.subject === subject)
        );
      })
      .map((row) => row.payload);
  const publishedVersions = async (accountId: string) =>
    (await eventsOf(accountId, AI_EVENTS.insightsGenerated)).map(
      (payload) => (payload as { version: number }).version,
    );

  it('publishes the insights of a save, computed from its health fields, at the clock time', async () => {
    const accountId = randomUUID();
    await handle(patientUpdated(accountId, 1, { heartRate: 72 }));
    expect(await eventsOf(accountId)).toEqual([
      {
        accountId,
        version: 1,
        ai_generated: builtInInsights(
          healthFactsOf(patientUpdated(accountId, 1, { heartRate: 72 }).health_info ?? {}),
        ),
        source: 'built-in',
        at: '2030-01-01T10:00:00.000Z',
      },
    ]);
    expect((await repository.get(accountId))?.version).toBe(1);
  });

  it('drops a slow older computation that finishes after a newer one was stored', async () => {
    const accountId = randomUUID();
    const slow = deferred();
    gates.set(101, slow);
    const older = handle(patientUpdated(accountId, 1, { heartRate: 101 }));
    await handle(patientUpdated(accountId, 2, { heartRate: 102 }));
    slow.finish();
    await older;

    expect(compute).toHaveBeenCalledTimes(2);
    expect(await publishedVersions(accountId)).toEqual([2]);
    expect(await repository.get(accountId)).toMatchObject({
      version: 2,
      alert: expect.stringContaining('102'),
    });
  });

  it('computes a version once, whether the duplicate comes during or after the computation', async () => {
    const accountId = randomUUID();
    const slow = deferred();
    gates.set(103, slow);
    const first = handle(patientUpdated(accountId, 1, { heartRate: 103 }));
    await handle(patientUpdated(accountId, 1, { heartRate: 103 }));
    slow.finish();
    await first;
    await handle(patientUpdated(accountId, 1, { heartRate: 103 }));

    expect(compute).toHaveBeenCalledTimes(1);
    expect(await publishedVersions(accountId)).toEqual([1]);
  });

  it.each([
    ['a doctor', { ...patientUpdated(randomUUID(), 1, {}), role: 'doctor' as const }],
    ['a save without health fields', { ...patientUpdated(randomUUID(), 1, {}), health_info: undefined }],
    ['a heart rate out of human range', patientUpdated(randomUUID(), 1, { heartRate: 9_999 })],
    ['a heart rate as text', patientUpdated(randomUUID(), 1, { heartRate: malformed<number>('72') })],
    ['an unknown blood group', patientUpdated(randomUUID(), 1, { bloodGroup: 'Z' as 'O+' })],
    [
      'conditions longer than a profile allows',
      patientUpdated(randomUUID(), 1, { existingMedicalConditions: 'x'.repeat(3000) }),
    ],
  ])('computes nothing for %s', async (_case, event) => {
    await handle(event);
    expect(compute).not.toHaveBeenCalled();
    expect(await eventsOf(event.accountId)).toEqual([]);
    expect(await repository.get(event.accountId)).toBeNull();
  });

  it('stores an emergency with the insights when a patient turns into one, not while they stay one', async () => {
    const accountId = randomUUID();
    await handle(patientUpdated(accountId, 1, { heartRate: 150 }, 'Grace Hopper'));
    await handle(patientUpdated(accountId, 2, { heartRate: 155 }, 'Grace Hopper'));
    await handle(patientUpdated(accountId, 3, { heartRate: 80 }, 'Grace Hopper'));
    await handle(patientUpdated(accountId, 4, { heartRate: 38 }, 'Grace Hopper'));

    const began = { patientName: 'Grace Hopper', at: '2030-01-01T10:00:00.000Z', patientId: accountId };
    expect(await eventsOf(accountId, AI_EVENTS.emergencyBegan)).toEqual([
      { ...began, alert: expect.stringContaining('150 bpm'), version: 1 },
      { ...began, alert: expect.stringContaining('38 bpm'), version: 4 },
    ]);
    expect(await publishedVersions(accountId)).toEqual([1, 2, 3, 4]);
  });
});
