import { Readiness } from './readiness';
import { type OpsLogger, type OpsServer, startOpsServer } from './ops-server';
import { VitalSyncMetrics } from './metrics';

const silentLogger = (): OpsLogger & { lines: string[] } => {
  const lines: string[] = [];
  return {
    lines,
    info: (_fields, message) => lines.push(message),
    error: (_fields, message) => lines.push(message),
  };
};

describe('startOpsServer', () => {
  let metrics: VitalSyncMetrics;
  let readiness: Readiness;
  let logger: ReturnType<typeof silentLogger>;
  let sut: OpsServer;
  const url = (path: string): string => `http://127.0.0.1:${sut.port}${path}`;

  beforeEach(async () => {
    metrics = new VitalSyncMetrics();
    readiness = new Readiness({ checkTimeoutMs: 5 });
    logger = silentLogger();
    sut = await startOpsServer({ port: 0, host: '127.0.0.1', logger, metrics, readiness });
  });

  afterEach(() => sut.close());

  it('takes a free port when asked for port 0 and logs which', () => {
    expect(sut.port).toEqual(expect.any(Number));
    expect(sut.port).toBeGreaterThan(0);
    expect(logger.lines).toEqual([expect.stringContaining(`listening on port ${sut.port}`)]);
  });

  it('serves the registry as Prometheus text on /metrics', async () => {
    metrics.chatMessagesRelayed.inc();
    const response = await fetch(url('/metrics'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await response.text()).toContain('vitalsync_chat_messages_relayed_total 1');
  });

  it('answers /livez while the process runs, even when it is not ready', async () => {
    readiness.register('database:auth', () => false);
    const response = await fetch(url('/livez'));
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ status: 'alive' });
  });

  it('answers /readyz 503 while starting, 200 once serving, 503 naming a part that is down', async () => {
    let databaseUp = true;
    readiness.register('database:auth', () => databaseUp);
    const starting = await fetch(url('/readyz'));
    expect([starting.status, await starting.json()]).toEqual([503, { status: 'starting', failing: [] }]);

    sut.markServing();
    const ready = await fetch(url('/readyz'));
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);

    databaseUp = false;
    const down = await fetch(url('/readyz'));
    expect([down.status, await down.json()]).toEqual([
      503,
      { status: 'serving', failing: ['database:auth'] },
    ]);
  });

  it('answers /readyz 503 once draining', async () => {
    sut.markServing();
    sut.setDraining();
    const response = await fetch(url('/readyz'));
    expect([response.status, await response.json()]).toEqual([503, { status: 'draining', failing: [] }]);
  });

  it('serves nothing else, and only GET', async () => {
    expect((await fetch(url('/api/health'))).status).toBe(404);
    expect((await fetch(url('/metrics/'))).status).toBe(404);
    const post = await fetch(url('/metrics'), { method: 'POST' });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
  });

  it('closes even with a scraper’s keep-alive connection open', async () => {
    await fetch(url('/metrics'), { keepalive: true }).then((response) => response.text());
    await expect(sut.close()).resolves.toBeUndefined();
    await expect(fetch(url('/livez'))).rejects.toThrow();
  });
});

describe('startOpsServer without OPS_PORT', () => {
  it('listens nowhere but still drives the readiness it was given', async () => {
    const readiness = new Readiness();
    const logger = silentLogger();
    const sut = await startOpsServer({ port: undefined, logger, readiness });
    expect(sut.port).toBeUndefined();
    expect(logger.lines).toEqual([]);
    sut.markServing();
    expect(readiness.current).toBe('serving');
    sut.setDraining();
    expect(readiness.current).toBe('draining');
    await sut.close();
  });

  it('refuses to start on a port already taken', async () => {
    const first = await startOpsServer({ port: 0, host: '127.0.0.1', logger: silentLogger() });
    await expect(
      startOpsServer({ port: first.port, host: '127.0.0.1', logger: silentLogger() }),
    ).rejects.toMatchObject({ code: 'EADDRINUSE' });
    await first.close();
  });
});
