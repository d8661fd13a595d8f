import { processMetrics } from '@vitalsync/backend';
import { sql } from 'drizzle-orm';

import { authFixture } from './__fixtures__/fixture-services';
import { type OpenedDatabase } from './database';
import { describeEachEngine, openTestDatabase } from './test-database';

const gauge = async (name: string): Promise<Record<string, number>> => {
  const metric = await processMetrics().registry.getSingleMetric(name)?.get();
  return Object.fromEntries(
    (metric?.values ?? []).map(({ labels, value }) => [String(labels['service']), value]),
  );
};

describeEachEngine('database use metrics on %s', (engine) => {
  let opened: OpenedDatabase | undefined;
  let release: () => void = () => undefined;

  beforeEach(async () => {
    processMetrics().registry.resetMetrics();
    opened = await openTestDatabase(engine, authFixture);
  });

  afterEach(async () => {
    // A failed expectation must not leave the transaction holding the connection its close waits for.
    release();
    await opened?.close();
  });

  if (engine === 'postgres') {
    it('reads the pool’s open, idle and waiting connections per service, until it is closed', async () => {
      await opened?.db.execute(sql`select 1`);
      await expect(gauge('vitalsync_db_pool_connections')).resolves.toMatchObject({ auth: 1 });
      await expect(gauge('vitalsync_db_pool_idle_connections')).resolves.toMatchObject({ auth: 1 });
      await expect(gauge('vitalsync_db_pool_waiting_queries')).resolves.toMatchObject({ auth: 0 });

      await opened?.close();
      opened = undefined;

      await expect(gauge('vitalsync_db_pool_connections')).resolves.not.toHaveProperty('auth');
    });
  } else {
    it('counts the queries and transactions in flight on the one embedded connection, per service', async () => {
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const transaction = opened?.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await held;
      });
      // Queued behind the transaction's lock: in flight too. (drizzle runs a query once it is awaited.)
      const query = opened?.db.execute(sql`select 1`).then((result) => result);
      await expect(gauge('vitalsync_db_queries_in_flight')).resolves.toEqual({ auth: 2 });

      release();
      await Promise.all([transaction, query]);
      await expect(gauge('vitalsync_db_queries_in_flight')).resolves.toEqual({ auth: 0 });
    });
  }
});
