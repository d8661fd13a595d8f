import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Prefix of every metric the system defines (Node's default metrics keep their usual names). */
export const METRIC_PREFIX = 'vitalsync_';

/** How a bus request or a handled message ended. */
export type BusOutcome = 'ok' | 'error' | 'timeout';

/** The route label of a request no route matched: the raw URL would let any caller mint series. */
export const UNMATCHED_ROUTE = 'unmatched';

/** What node-postgres's Pool tells about its connections (read on every scrape). */
export interface PoolUse {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

// In-process bus calls take tens of microseconds and NATS ones under a millisecond: the default buckets (from
// 5 ms) would put all of them in the first one.
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Every metric of one app process, in one registry: the embedded process hosts every app and has one /metrics,
 * and each process of a distributed deployment has its own. Labels take only bounded values (route templates,
 * contract patterns, namespaces, service names), never ids or URLs.
 */
export class VitalSyncMetrics {
  readonly httpRequestDuration: Histogram<'method' | 'route' | 'status'>;
  readonly busRequestDuration: Histogram<'pattern' | 'outcome'>;
  readonly busHandlerDuration: Histogram<'pattern' | 'outcome'>;
  readonly socketConnections: Gauge<'namespace'>;
  readonly chatMessagesRelayed: Counter;
  readonly callsStarted: Counter;
  readonly callsEnded: Counter;
  readonly emergenciesPushed: Counter;
  readonly dbQueriesInFlight: Gauge<'service'>;
  readonly outboxWaiting: Gauge<'service'>;
  readonly outboxOldestAge: Gauge<'service'>;
  readonly outboxPublishLatency: Histogram<'service'>;
  readonly eventDeliveries: Counter<'consumer' | 'outcome'>;
  readonly eventRedeliveries: Counter<'consumer'>;
  readonly eventsPending: Gauge<'consumer'>;
  readonly deadLetters: Counter<'consumer'>;

  private readonly pools = new Map<PoolUse, string>();

  constructor(readonly registry: Registry = new Registry()) {
    const registers = [registry];
    this.httpRequestDuration = new Histogram({
      name: `${METRIC_PREFIX}http_request_duration_seconds`,
      help: 'HTTP requests to the gateway by method, route template and status code.',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.busRequestDuration = new Histogram({
      name: `${METRIC_PREFIX}bus_request_duration_seconds`,
      help: 'Bus requests as their callers saw them, by pattern and outcome (ok, error, timeout).',
      labelNames: ['pattern', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.busHandlerDuration = new Histogram({
      name: `${METRIC_PREFIX}bus_handler_duration_seconds`,
      help: 'Bus requests and events as the handling app ran them, by pattern and outcome (ok, error).',
      labelNames: ['pattern', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.socketConnections = new Gauge({
      name: `${METRIC_PREFIX}socket_connections`,
      help: 'Socket.IO connections this process holds, by namespace.',
      labelNames: ['namespace'],
      registers,
    });
    this.chatMessagesRelayed = new Counter({
      name: `${METRIC_PREFIX}chat_messages_relayed_total`,
      help: 'Stored chat messages this gateway relayed to the sockets it holds.',
      registers,
    });
    this.callsStarted = new Counter({
      name: `${METRIC_PREFIX}calls_started_total`,
      help: 'Video calls started (an offer that found both parties free).',
      registers,
    });
    this.callsEnded = new Counter({
      name: `${METRIC_PREFIX}calls_ended_total`,
      help: 'Video calls ended, by a party or because one left.',
      registers,
    });
    this.emergenciesPushed = new Counter({
      name: `${METRIC_PREFIX}emergencies_pushed_total`,
      help: 'Health emergency notifications this gateway pushed, one per consulting doctor.',
      registers,
    });
    this.dbQueriesInFlight = new Gauge({
      name: `${METRIC_PREFIX}db_queries_in_flight`,
      help: 'Embedded database (PGlite) queries and transactions running or waiting for its one connection.',
      labelNames: ['service'],
      registers,
    });
    this.outboxWaiting = new Gauge({
      name: `${METRIC_PREFIX}outbox_waiting_events`,
      help: 'Outbox rows of a service not sent yet (read at each relay poll).',
      labelNames: ['service'],
      registers,
    });
    this.outboxOldestAge = new Gauge({
      name: `${METRIC_PREFIX}outbox_oldest_waiting_seconds`,
      help: 'Age of the oldest outbox row of a service not sent yet; 0 when none waits.',
      labelNames: ['service'],
      registers,
    });
    this.outboxPublishLatency = new Histogram({
      name: `${METRIC_PREFIX}outbox_publish_latency_seconds`,
      help: "Time from an event's commit to its publication by the relay.",
      labelNames: ['service'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.eventDeliveries = new Counter({
      name: `${METRIC_PREFIX}event_deliveries_total`,
      help: 'Durable event deliveries by consumer and outcome (acked, retried, dead-lettered).',
      labelNames: ['consumer', 'outcome'],
      registers,
    });
    this.eventRedeliveries = new Counter({
      name: `${METRIC_PREFIX}event_redeliveries_total`,
      help: 'Durable event deliveries that were not the first of their event, by consumer.',
      labelNames: ['consumer'],
      registers,
    });
    this.eventsPending = new Gauge({
      name: `${METRIC_PREFIX}events_pending`,
      help: 'Events a durable consumer has not acknowledged yet (from the stream; read at each poll).',
      labelNames: ['consumer'],
      registers,
    });
    this.deadLetters = new Counter({
      name: `${METRIC_PREFIX}dead_letters_total`,
      help: 'Events a durable consumer gave up on and stored as dead letters.',
      labelNames: ['consumer'],
      registers,
    });
    this.poolGauge(
      'db_pool_connections',
      'PostgreSQL pool connections, open ones.',
      (pool) => pool.totalCount,
    );
    this.poolGauge(
      'db_pool_idle_connections',
      'PostgreSQL pool connections, idle ones.',
      (pool) => pool.idleCount,
    );
    this.poolGauge(
      'db_pool_waiting_queries',
      'Queries waiting for a PostgreSQL pool connection.',
      (pool) => pool.waitingCount,
    );
  }

  /** Reports a service's node-postgres pool until the returned function is called (when it closes). */
  trackPool(service: string, pool: PoolUse): () => void {
    this.pools.set(pool, service);
    return () => {
      this.pools.delete(pool);
    };
  }

  private poolGauge(name: string, help: string, read: (pool: PoolUse) => number): void {
    const pools = this.pools;
    new Gauge({
      name: `${METRIC_PREFIX}${name}`,
      help,
      labelNames: ['service'],
      registers: [this.registry],
      collect() {
        // Read when scraped: a pool's counts change with every query, and a closed one must vanish.
        this.reset();
        for (const [pool, service] of pools) this.inc({ service }, read(pool));
      },
    });
  }
}

// One per process, on globalThis for the same reason as the request context: the embedded process may hold
// several bundled copies of this module, and must still serve one registry.
const METRICS_KEY = Symbol.for('vitalsync.ops.metrics');

/** The process's metrics, with Node's default ones (event loop lag, heap, GC, handles) beside them. */
export const processMetrics = (): VitalSyncMetrics => {
  const holder = globalThis as Record<symbol, VitalSyncMetrics | undefined>;
  let metrics = holder[METRICS_KEY];
  if (!metrics) {
    metrics = new VitalSyncMetrics();
    collectDefaultMetrics({ register: metrics.registry });
    holder[METRICS_KEY] = metrics;
  }
  return metrics;
};

/** Called where a chat message reaches this gateway's sockets. */
export const countChatMessageRelayed = (): void => processMetrics().chatMessagesRelayed.inc();
/** Called where a call is recorded as started. */
export const countCallStarted = (): void => processMetrics().callsStarted.inc();
/** Called where a call is recorded as ended. */
export const countCallEnded = (): void => processMetrics().callsEnded.inc();
/** Called where a health emergency is pushed to a consulting doctor's sockets. */
export const countEmergencyPushed = (): void => processMetrics().emergenciesPushed.inc();
