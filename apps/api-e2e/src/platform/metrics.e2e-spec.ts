import { randomUUID } from 'node:crypto';

import {
  ApiClient,
  type SystemUnderTest,
  connectNotifications,
  logIn,
  signUp,
  startSystem,
  waitFor,
} from '@vitalsync/testing';
import { type Socket } from 'socket.io-client';

import { opsUrlOf, sampleOf, scrape, scrapeUntil } from './ops-endpoints';

const PROMETHEUS_TEXT = /^text\/plain; version=0\.0\.4/;

describe('metrics and probes (distributed mode: a gateway and its services)', () => {
  let system: SystemUnderTest;
  let gatewayOps: string;
  let authOps: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // LOG_LEVEL info: each process logs the port it took.
    system = await startSystem('distributed', { OPS_PORT: '0', LOG_LEVEL: 'info' });
    const distributed = system.distributed;
    if (!distributed) throw new Error('distributed mode has no distributed system');
    gatewayOps = await opsUrlOf(distributed.gateway);
    authOps = await opsUrlOf(distributed.services.auth);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await system?.stop();
  });

  it('answers /livez and, once serving with its bus and database up, /readyz on each process’s ops port', async () => {
    for (const ops of [gatewayOps, authOps]) {
      expect((await fetch(`${ops}/livez`)).status).toBe(200);
      const ready = await waitFor(
        async () => {
          const response = await fetch(`${ops}/readyz`);
          return response.status === 200 ? response : undefined;
        },
        { timeoutMs: 10_000, description: `${ops}/readyz to answer 200` },
      );
      await expect(ready.json()).resolves.toEqual({ status: 'ready' });
    }
  });

  it('times the gateway’s requests by route template and status, never by the URL asked', async () => {
    const client = new ApiClient(system.baseUrl);
    const account = await signUp(client, 'user');
    expect((await logIn(client, account)).status).toBe(200);
    const picture = `${randomUUID()}.png`;
    expect((await client.get(`/api/profilePicture/${picture}`)).status).toBe(404);
    const nowhere = `/api/nowhere-${randomUUID()}`;
    expect((await client.get(nowhere)).status).toBe(404);

    const metrics = await scrapeUntil(
      gatewayOps,
      'vitalsync_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}',
      1,
    );
    expect(
      sampleOf(
        metrics,
        'vitalsync_http_request_duration_seconds_count{method="POST",route="/api/authenticate/login",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleOf(
        metrics,
        'vitalsync_http_request_duration_seconds_count{method="GET",route="/api/profilePicture/:file",status="404"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(metrics).not.toContain(picture);
    expect(metrics).not.toContain(nowhere);
    expect(metrics).not.toContain(account.email);
  });

  it('times bus requests on the gateway and their handling in the service, by pattern and outcome', async () => {
    const client = new ApiClient(system.baseUrl);
    await logIn(client, await signUp(client, 'user'));

    const gateway = await scrapeUntil(
      gatewayOps,
      'vitalsync_bus_request_duration_seconds_count{pattern="auth.login",outcome="ok"}',
      1,
    );
    expect(
      sampleOf(gateway, 'vitalsync_bus_request_duration_seconds_sum{pattern="auth.login",outcome="ok"}'),
    ).toBeGreaterThan(0);
    const auth = await scrapeUntil(
      authOps,
      'vitalsync_bus_handler_duration_seconds_count{pattern="auth.login",outcome="ok"}',
      1,
    );
    expect(sampleOf(auth, 'vitalsync_db_pool_connections{service="auth"}')).toBeGreaterThanOrEqual(1);
    expect(sampleOf(auth, 'vitalsync_db_pool_waiting_queries{service="auth"}')).toBe(0);
    expect(auth).toContain('nodejs_eventloop_lag_seconds');
    // One registry per process: the service does not report the gateway's HTTP requests.
    expect(auth).not.toContain('vitalsync_http_request_duration_seconds_count{');
  });

  it('counts the sockets the gateway holds per namespace', async () => {
    const client = new ApiClient(system.baseUrl);
    await logIn(client, await signUp(client, 'user'));
    sockets.push(await connectNotifications(system.baseUrl, client.cookie));

    const metrics = await scrapeUntil(
      gatewayOps,
      'vitalsync_socket_connections{namespace="/notifications"}',
      1,
    );
    expect(sampleOf(metrics, 'vitalsync_socket_connections{namespace="/chat"}')).toBe(0);
  });

  it('serves neither metrics nor probes on the public port', async () => {
    for (const path of ['/metrics', '/api/metrics', '/livez', '/readyz']) {
      const response = await fetch(`${system.baseUrl}${path}`);
      expect(response.headers.get('content-type') ?? '').not.toMatch(PROMETHEUS_TEXT);
      expect(await response.text()).not.toContain('vitalsync_http_request_duration_seconds');
    }
    expect((await fetch(`${system.baseUrl}/api/metrics`)).status).toBe(404);
    // The ops port itself does serve them, as Prometheus text.
    expect((await fetch(`${gatewayOps}/metrics`)).headers.get('content-type')).toMatch(PROMETHEUS_TEXT);
    await expect(scrape(gatewayOps)).resolves.toContain('vitalsync_http_request_duration_seconds_count{');
  });
});
