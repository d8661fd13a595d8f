import { SERVICE_NAMES } from '@vitalsync/contracts';
import {
  type DistributedSystem,
  type NatsServer,
  type ServiceDatabases,
  createServiceDatabases,
  getHealth,
  startDistributed,
  startNatsServer,
  waitFor,
} from '@vitalsync/testing';

/** The bound: an outage of the bus must show on /api/health within 5 s. */
const OUTAGE_VISIBLE_WITHIN_MS = 5000;

const waitForStatus = (baseUrl: string, statusCode: number, timeoutMs: number, description: string) =>
  waitFor(
    async () => {
      const probe = await getHealth(baseUrl);
      return probe.statusCode === statusCode ? probe : undefined;
    },
    { timeoutMs, intervalMs: 100, description },
  );

describe('distributed mode (six processes, NATS, PostgreSQL)', () => {
  let nats: NatsServer;
  let databases: ServiceDatabases;
  let system: DistributedSystem;

  beforeAll(async () => {
    nats = await startNatsServer();
    databases = await createServiceDatabases(process.env['DATABASE_URL']);
    system = await startDistributed({ natsUrl: nats.url, databaseUrls: databases.urls });
  });

  afterAll(async () => {
    await system?.stop();
    await nats?.stop();
    await databases?.drop();
  });

  it('reports every service up on GET /api/health', async () => {
    const { statusCode, body } = await getHealth(system.baseUrl);
    expect(statusCode).toBe(200);
    expect(body.mode).toBe('distributed');
    for (const service of SERVICE_NAMES) expect(body.services[service].status).toBe('up');
  });

  it('answers 503 within 5 s when NATS stops, and recovers by itself when NATS is back', async () => {
    await nats.stop();
    const outage = await waitForStatus(system.baseUrl, 503, OUTAGE_VISIBLE_WITHIN_MS, 'health to report the outage');
    expect(outage.body.status).toBe('error');
    expect(outage.body.message).toMatch(/auth service/);

    await nats.start();
    const recovered = await waitForStatus(system.baseUrl, 200, 30_000, 'health to recover after NATS came back');
    expect(recovered.body.status).toBe('success');
  });

  it('names the one service that is down', async () => {
    await system.services.chat.stop('SIGTERM');
    const probe = await waitForStatus(system.baseUrl, 503, OUTAGE_VISIBLE_WITHIN_MS, 'health to report chat down');
    expect(probe.body.services.chat.status).toBe('down');
    expect(probe.body.services.auth.status).toBe('up');
    expect(probe.body.message).toBe('Unavailable: chat service.');
  });
});
