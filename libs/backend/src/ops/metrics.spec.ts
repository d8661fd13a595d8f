import {
  countCallEnded,
  countCallStarted,
  countChatMessageRelayed,
  countEmergencyPushed,
  processMetrics,
  VitalSyncMetrics,
} from './metrics';

const valuesOf = async (metrics: VitalSyncMetrics, name: string) =>
  (await metrics.registry.getSingleMetric(name)?.get())?.values.map(({ labels, value }) => ({
    labels,
    value,
  }));

describe('VitalSyncMetrics', () => {
  let sut: VitalSyncMetrics;

  beforeEach(() => {
    sut = new VitalSyncMetrics();
  });

  it('names every metric with the vitalsync_ prefix', () => {
    const names = sut.registry.getMetricsAsArray().map(({ name }) => name);
    expect(names).toEqual(expect.arrayContaining(['vitalsync_http_request_duration_seconds']));
    expect(names.every((name) => name.startsWith('vitalsync_'))).toBe(true);
  });

  it('reads each tracked PostgreSQL pool’s total, idle and waiting counts when scraped', async () => {
    const pool = { totalCount: 4, idleCount: 1, waitingCount: 0 };
    sut.trackPool('auth', pool);
    sut.trackPool('chat', { totalCount: 2, idleCount: 2, waitingCount: 0 });
    pool.idleCount = 0;
    pool.waitingCount = 3;
    await expect(valuesOf(sut, 'vitalsync_db_pool_connections')).resolves.toEqual([
      { labels: { service: 'auth' }, value: 4 },
      { labels: { service: 'chat' }, value: 2 },
    ]);
    await expect(valuesOf(sut, 'vitalsync_db_pool_idle_connections')).resolves.toEqual([
      { labels: { service: 'auth' }, value: 0 },
      { labels: { service: 'chat' }, value: 2 },
    ]);
    await expect(valuesOf(sut, 'vitalsync_db_pool_waiting_queries')).resolves.toEqual([
      { labels: { service: 'auth' }, value: 3 },
      { labels: { service: 'chat' }, value: 0 },
    ]);
  });

  it('stops reporting a pool once it is closed', async () => {
    const untrack = sut.trackPool('auth', { totalCount: 1, idleCount: 1, waitingCount: 0 });
    untrack();
    await expect(valuesOf(sut, 'vitalsync_db_pool_connections')).resolves.toEqual([]);
  });
});

describe('the process’s metrics', () => {
  beforeEach(() => processMetrics().registry.resetMetrics());

  it('are one registry for the whole process, with Node’s default metrics beside ours', async () => {
    expect(processMetrics()).toBe(processMetrics());
    const text = await processMetrics().registry.metrics();
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it.each([
    ['vitalsync_chat_messages_relayed_total', countChatMessageRelayed],
    ['vitalsync_calls_started_total', countCallStarted],
    ['vitalsync_calls_ended_total', countCallEnded],
    ['vitalsync_emergencies_pushed_total', countEmergencyPushed],
  ])('count %s', async (name, count) => {
    count();
    count();
    await expect(valuesOf(processMetrics(), name)).resolves.toEqual([{ labels: {}, value: 2 }]);
  });
});
