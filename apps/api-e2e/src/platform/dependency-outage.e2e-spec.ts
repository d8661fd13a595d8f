import { randomUUID } from 'node:crypto';

import {
  ACCOUNT_SUBJECTS,
  SERVICE_NAMES,
  TEMPORARILY_UNAVAILABLE_MESSAGE,
  type ServiceName,
} from '@vitalsync/contracts';
import {
  APPOINTMENTS_PATH,
  type ApiResponse,
  type ConsultedPair,
  type CuttableProxy,
  type CutMode,
  DEFAULT_ADMIN_URL,
  type DistributedSystem,
  FAR_FUTURE_MONDAY,
  type NatsServer,
  PROFILE_PATH,
  type RunningProcess,
  type ServiceDatabases,
  at,
  consultedPair,
  createServiceDatabases,
  getHealth,
  startCuttableProxy,
  startDistributed,
  startNatsServer,
  waitFor,
} from '@vitalsync/testing';

/** Generous limits for a busy two-core machine running six processes: waits, never assertions about speed. */
const RECOVERY_MS = 60_000;
const OUTAGE_SHOWS_MS = 30_000;

const WATER_DAY = '2026-03-14';

/** Where a failed request is logged as a bug: the services' filter (and Nest's own), the gateway's. */
const BUG_LOG_CONTEXTS = ['ServiceErrors', 'RpcExceptionsHandler', 'HTTP'];

interface LogLine {
  level: number;
  msg?: string;
  requestId?: string;
  context?: string;
}

/** The JSON lines a process printed (pino); anything else (a cut first line) is left out. */
const logLinesOf = (running: RunningProcess): LogLine[] =>
  running
    .output()
    .split('\n')
    .flatMap((line) => {
      try {
        const parsed = JSON.parse(line) as unknown;
        return typeof parsed === 'object' && parsed !== null && 'level' in parsed ? [parsed as LogLine] : [];
      } catch {
        return [];
      }
    });

const hasExited = (running: RunningProcess): boolean =>
  running.child.exitCode !== null || running.child.signalCode !== null;

/** A request the outage must not turn into a 500, with the status it answers when everything is up. */
interface Probe {
  name: string;
  ok: number;
  send(requestId: string): Promise<ApiResponse<unknown>>;
}

describe('dependency outages (distributed mode)', () => {
  let nats: NatsServer;
  let databases: ServiceDatabases;
  let postgres: CuttableProxy;
  let system: DistributedSystem;
  let pair: ConsultedPair;
  /** Every app process expected to be running now (a service stopped by a test leaves, its restart joins). */
  const running: RunningProcess[] = [];

  beforeAll(async () => {
    nats = await startNatsServer();
    const adminUrl = process.env['DATABASE_URL'] ?? DEFAULT_ADMIN_URL;
    databases = await createServiceDatabases(adminUrl);
    // The services reach PostgreSQL only through the proxy, so a test can cut it without touching the server.
    postgres = await startCuttableProxy(Number(new URL(adminUrl).port || 5432), new URL(adminUrl).hostname);
    const throughProxy = Object.fromEntries(
      SERVICE_NAMES.map((service) => {
        const url = new URL(databases.urls[service]);
        url.hostname = '127.0.0.1';
        url.port = String(postgres.port);
        return [service, url.toString()];
      }),
    ) as Record<ServiceName, string>;
    system = await startDistributed({ natsUrl: nats.url, databaseUrls: throughProxy });
    running.push(...system.gateways.map(({ process }) => process), ...Object.values(system.services));
    pair = await consultedPair(system.baseUrl, at(FAR_FUTURE_MONDAY, '09:00'));
  });

  afterAll(async () => {
    await system?.stop();
    await nats?.stop();
    await postgres?.close();
    await databases?.drop();
  });

  const headersFor = (requestId: string) => ({ headers: { 'x-request-id': requestId } });

  const booking = (time: string): Probe => ({
    name: 'booking',
    ok: 201,
    send: (requestId) =>
      pair.patient.client.post(`${APPOINTMENTS_PATH}/book`, {
        json: { doctorId: pair.doctor.id, dateTime: at(FAR_FUTURE_MONDAY, time), type: 'chat' },
        ...headersFor(requestId),
      }),
  });

  const consultedPatients: Probe = {
    name: 'consulted patients',
    ok: 200,
    send: (requestId) =>
      pair.doctor.client.get(`${APPOINTMENTS_PATH}/consulted-patients`, headersFor(requestId)),
  };

  /** One route per service database (booking needs auth-svc's and appointment-svc's). */
  const databaseProbes = (bookingTime: string): Probe[] => [
    { name: 'profile', ok: 200, send: (id) => pair.patient.client.get(PROFILE_PATH, headersFor(id)) },
    consultedPatients,
    {
      name: 'chat summaries',
      ok: 200,
      send: (id) => pair.patient.client.get('/api/dashboard/chats/summaries', headersFor(id)),
    },
    {
      name: 'water',
      ok: 200,
      send: (id) =>
        pair.patient.client.get(`/api/dashboard/lifestyle/water?day=${WATER_DAY}`, headersFor(id)),
    },
    booking(bookingTime),
  ];

  /** Every line any app wrote under the request id. */
  const linesOfRequest = (requestId: string): LogLine[] =>
    running.flatMap((process) => logLinesOf(process).filter((line) => line.requestId === requestId));

  /**
   * The outage behind a request is logged once, at warn, by the process that met it, and never at error by any:
   * waits for the warn line (the output arrives through a pipe) and checks there is exactly one.
   */
  const expectLoggedOnceAtWarn = async (requestId: string): Promise<void> => {
    await waitFor(
      async () => (linesOfRequest(requestId).some((line) => line.level === 40) ? true : undefined),
      { timeoutMs: 10_000, description: `the warn line of request ${requestId}` },
    );
    const lines = linesOfRequest(requestId).filter((line) => line.level >= 40);
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, msg: expect.stringMatching(/dependency unavailable/) }),
    ]);
  };

  const expectNothingExited = (): void => {
    expect(running.filter(hasExited).map(({ name }) => name)).toEqual([]);
  };

  /** Waits until the probe answers as when everything is up. */
  const untilServed = (probe: Probe) =>
    waitFor(
      async () => {
        const response = await probe.send(randomUUID());
        return response.status === probe.ok ? response : undefined;
      },
      { timeoutMs: RECOVERY_MS, intervalMs: 250, description: `${probe.name} to answer ${probe.ok} again` },
    );

  it.each<[CutMode, string]>([
    ['refuse', '10:00'],
    ['reset', '11:00'],
  ])(
    'answers 503 with a message, never 500, while PostgreSQL is cut (%s), and serves again after it (distributed)',
    async (mode, bookingTime) => {
      const probes = databaseProbes(bookingTime);
      for (const probe of probes.filter(({ name }) => name !== 'booking')) await untilServed(probe);

      await postgres.cut(mode);
      try {
        // Twice over: the first requests meet the connections the cut reset, the next ones new connections.
        for (let round = 0; round < 2; round += 1) {
          for (const probe of probes) {
            const requestId = `db-cut-${mode}-${round}-${probe.name.replace(/\W+/g, '-')}-${randomUUID()}`;
            const response = await probe.send(requestId);
            expect({ probe: probe.name, status: response.status, body: response.body }).toEqual({
              probe: probe.name,
              status: 503,
              body: { status: 'error', code: 'unavailable', message: TEMPORARILY_UNAVAILABLE_MESSAGE },
            });
            await expectLoggedOnceAtWarn(requestId);
          }
        }
        expectNothingExited();
      } finally {
        await postgres.restore();
      }

      // The pools reconnect by themselves: the same requests succeed, nothing was restarted.
      for (const probe of probes) await untilServed(probe);
      expectNothingExited();
    },
  );

  it('answers 503 with a message two hops away while auth-svc is down, and works again once it is back (distributed)', async () => {
    const probes = [booking('12:00'), consultedPatients];
    await system.services.auth.stop('SIGKILL');
    running.splice(running.indexOf(system.services.auth), 1);
    // NATS drops a killed process's subscriptions once it sees its connection gone.
    await waitFor(
      async () => ((await getHealth(system.baseUrl)).body.services.auth.status === 'down' ? true : undefined),
      { timeoutMs: OUTAGE_SHOWS_MS, intervalMs: 100, description: 'health to report auth-svc down' },
    );

    for (const probe of probes) {
      const requestId = `two-hops-${probe.name.replace(/\W+/g, '-')}-${randomUUID()}`;
      const response = await probe.send(requestId);
      expect({ probe: probe.name, status: response.status, body: response.body }).toEqual({
        probe: probe.name,
        status: 503,
        // Both ask auth-svc for profiles: its pattern's outage, passed on by appointment-svc.
        body: {
          status: 'error',
          code: 'unavailable',
          message: `The service behind ${ACCOUNT_SUBJECTS.getManyProfiles} is unavailable.`,
        },
      });
      await expectLoggedOnceAtWarn(requestId);
    }
    expectNothingExited();

    running.push(system.addService('auth'));
    for (const probe of probes) await untilServed(probe);
    expectNothingExited();
  });

  it('logs no request of these outages as a bug (distributed)', () => {
    const bugs = running.flatMap((process) =>
      logLinesOf(process)
        .filter(
          (line) =>
            line.level >= 50 &&
            (BUG_LOG_CONTEXTS.includes(line.context ?? '') || line.msg === 'request errored'),
        )
        .map((line) => `${process.name}: ${line.msg}`),
    );
    expect(bugs).toEqual([]);
  });
});
