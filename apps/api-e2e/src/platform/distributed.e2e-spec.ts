import { SERVICE_NAMES } from '@vitalsync/contracts';
import {
  type DistributedSystem,
  type HealthProbe,
  type NatsServer,
  type ServiceDatabases,
  createServiceDatabases,
  getHealth,
  startDistributed,
  startNatsServer,
  waitFor,
} from '@vitalsync/testing';

/**
 * The bound, an outage of the bus shows on /api/health within 5 s, is a property of the health check
 * that health.service.spec pins without a clock (every service asked at once, each given up after
 * HEALTH_PROBE_TIMEOUT_MS, 2 s). Here the outage has to show, and the wait is only a generous limit: a busy
 * two-core machine running six processes may answer later than the bound without anything being wrong.
 */
const OUTAGE_SHOWS_WITHIN_MS = 30_000;

/**
 * Polls /api/health until it answers the status (and, when given, the state) wanted. A probe that a loaded
 * machine answers late counts that service down for one answer: such an answer is not the one waited for.
 */
const waitForStatus = (
  baseUrl: string,
  statusCode: number,
  timeoutMs: number,
  description: string,
  wanted: (probe: HealthProbe) => boolean = () => true,
) =>
  waitFor(
    async () => {
      const probe = await getHealth(baseUrl);
      return probe.statusCode === statusCode && wanted(probe) ? probe : undefined;
    },
    { timeoutMs, intervalMs: 100, description },
  );

const onlyChatDown = ({ body }: HealthProbe): boolean =>
  SERVICE_NAMES.every((service) => body.services[service].status === (service === 'chat' ? 'down' : 'up'));

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
    const { statusCode, body } = await waitForStatus(system.baseUrl, 200, 30_000, 'health to report all up');
    expect(statusCode).toBe(200);
    expect(body.mode).toBe('distributed');
    for (const service of SERVICE_NAMES) expect(body.services[service].status).toBe('up');
  });

  it('answers 503 when NATS stops, and recovers by itself when NATS is back', async () => {
    await nats.stop();
    const outage = await waitForStatus(
      system.baseUrl,
      503,
      OUTAGE_SHOWS_WITHIN_MS,
      'health to report the outage',
    );
    expect(outage.body.status).toBe('error');
    expect(outage.body.message).toMatch(/auth service/);

    await nats.start();
    const recovered = await waitForStatus(
      system.baseUrl,
      200,
      30_000,
      'health to recover after NATS came back',
    );
    expect(recovered.body.status).toBe('success');
  });

  it('names the one service that is down', async () => {
    await system.services.chat.stop('SIGTERM');
    const probe = await waitForStatus(
      system.baseUrl,
      503,
      OUTAGE_SHOWS_WITHIN_MS,
      'health to report chat, and only chat, down',
      onlyChatDown,
    );
    expect(probe.body.services.chat.status).toBe('down');
    expect(probe.body.services.auth.status).toBe('up');
    expect(probe.body.message).toBe('Unavailable: chat service.');
  });
});
