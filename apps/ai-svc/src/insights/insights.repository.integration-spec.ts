import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { describeEachEngine } from '@vitalsync/db';
import { useTestDatabase } from '@vitalsync/testing';

import { InsightsRepository, type InsightsInput } from './insights.repository';
import * as schema from './insights.schema';

const migrationsFolder = join(__dirname, '..', '..', 'drizzle');

describeEachEngine('InsightsRepository on %s', (engine) => {
  const db = useTestDatabase(engine, { service: 'ai', schema, migrationsFolder });
  let sut: InsightsRepository;

  const insightsAt = (
    accountId: string,
    generatedAt: string,
    overrides: Partial<InsightsInput> = {},
  ): InsightsInput => ({
    accountId,
    healthSummary: `Summary of ${generatedAt}`,
    alert: 'No alert',
    emergency: false,
    lifestyleTips: ['Walk 30 minutes a day', 'Drink water'],
    generatedAt: new Date(generatedAt),
    ...overrides,
  });

  beforeAll(() => {
    sut = new InsightsRepository(db());
  });

  it('stores insights with their tips as a list and reads them back', async () => {
    const accountId = randomUUID();
    const before = await sut.count();

    const stored = await sut.upsert(insightsAt(accountId, '2030-03-01T08:00:00Z'));

    expect(stored).toEqual(insightsAt(accountId, '2030-03-01T08:00:00Z'));
    expect(await sut.get(accountId)).toEqual(stored);
    expect(await sut.count()).toBe(before + 1);
    expect(await sut.get(randomUUID())).toBeNull();
  });

  it('replaces older insights with newer ones, one row per account', async () => {
    const accountId = randomUUID();
    await sut.upsert(insightsAt(accountId, '2030-03-01T08:00:00Z'));
    const before = await sut.count();

    const newer = insightsAt(accountId, '2030-03-02T08:00:00Z', {
      alert: 'Heart rate 135 bpm',
      emergency: true,
      lifestyleTips: [],
    });
    expect(await sut.upsert(newer)).toEqual(newer);

    expect(await sut.get(accountId)).toEqual(newer);
    expect(await sut.count()).toBe(before);
  });

  it('keeps the newer insights when an older generation arrives late', async () => {
    const accountId = randomUUID();
    const newer = insightsAt(accountId, '2030-03-02T08:00:00Z', { emergency: true });
    await sut.upsert(newer);

    const afterLate = await sut.upsert(insightsAt(accountId, '2030-03-01T08:00:00Z'));

    expect(afterLate).toEqual(newer);
    expect(await sut.get(accountId)).toEqual(newer);
  });
});
