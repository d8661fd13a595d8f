import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { openOutbox } from '@vitalsync/bus';
import { describeEachEngine } from '@vitalsync/db';
import { useTestDatabase } from '@vitalsync/testing';

import { aiDatabaseSchema } from '../app/database-schema';
import { InsightsRepository, type InsightsInput } from './insights.repository';

const migrationsFolder = join(__dirname, '..', '..', 'drizzle');

/** The events of a save are the flow's concern (insights-flow.integration-spec.ts). */
const noEvents = () => [];

describeEachEngine('InsightsRepository on %s', (engine) => {
  const db = useTestDatabase(engine, { service: 'ai', schema: aiDatabaseSchema, migrationsFolder });
  let sut: InsightsRepository;

  const insightsOf = (accountId: string, version: number, overrides: Partial<InsightsInput> = {}) =>
    ({
      accountId,
      version,
      source: 'built-in',
      healthSummary: `Summary of version ${version}`,
      alert: 'No alerts at the moment.',
      emergency: false,
      lifestyleTips: ['Walk 30 minutes a day', 'Drink water'],
      generatedAt: new Date('2030-03-01T08:00:00Z'),
      ...overrides,
    }) satisfies InsightsInput;

  beforeAll(async () => {
    sut = new InsightsRepository(db(), await openOutbox('ai', db()));
  });

  it('stores the first insights of an account and says none were stored before', async () => {
    const accountId = randomUUID();
    const before = await sut.count();

    const outcome = await sut.saveIfNewer(insightsOf(accountId, 1, { source: 'model' }), noEvents);

    expect(outcome).toEqual({
      saved: true,
      stored: insightsOf(accountId, 1, { source: 'model' }),
      previous: null,
    });
    expect(await sut.get(accountId)).toEqual(insightsOf(accountId, 1, { source: 'model' }));
    expect(await sut.count()).toBe(before + 1);
    expect(await sut.get(randomUUID())).toBeNull();
  });

  it('replaces older insights with those of a newer version and returns the previous ones', async () => {
    const accountId = randomUUID();
    await sut.saveIfNewer(insightsOf(accountId, 1), noEvents);
    const newer = insightsOf(accountId, 3, {
      alert: 'Heart rate 135 bpm',
      emergency: true,
      lifestyleTips: [],
    });

    const outcome = await sut.saveIfNewer(newer, noEvents);

    expect(outcome).toEqual({ saved: true, stored: newer, previous: insightsOf(accountId, 1) });
    expect(await sut.get(accountId)).toEqual(newer);
  });

  it.each([
    ['an older version arriving late', 2],
    ['the same version twice', 3],
  ])('keeps the stored insights on %s', async (_case, version) => {
    const accountId = randomUUID();
    const stored = insightsOf(accountId, 3, { emergency: true });
    await sut.saveIfNewer(stored, noEvents);

    await expect(sut.saveIfNewer(insightsOf(accountId, version), noEvents)).resolves.toEqual({
      saved: false,
      stored,
    });
    expect(await sut.get(accountId)).toEqual(stored);
  });

  it('lets exactly one of two saves of the same version through when they race', async () => {
    const accountId = randomUUID();
    const outcomes = await Promise.all([
      sut.saveIfNewer(insightsOf(accountId, 5, { emergency: true }), noEvents),
      sut.saveIfNewer(insightsOf(accountId, 5, { emergency: true }), noEvents),
    ]);
    expect(outcomes.filter((outcome) => outcome.saved)).toHaveLength(1);
  });

  it('refuses a source the contracts do not know', async () => {
    await expect(
      sut.saveIfNewer({ ...insightsOf(randomUUID(), 1), source: 'oracle' as 'model' }, noEvents),
    ).rejects.toThrow();
  });
});
