/** The part of a gauge a counter of work in flight moves. */
export interface InFlightGauge {
  inc(): void;
  dec(): void;
}

/** What drizzle's PGlite driver calls on its client. */
export interface PgliteQueryClient {
  query: (...args: never[]) => Promise<unknown>;
  transaction: (...args: never[]) => Promise<unknown>;
}

const counted = async <T>(gauge: InFlightGauge, work: () => Promise<T>): Promise<T> => {
  gauge.inc();
  try {
    return await work();
  } finally {
    gauge.dec();
  }
};

/**
 * The embedded database's use, as a pool's would be read: PGlite has one connection for the whole process, so
 * the queries and transactions started and not yet settled (running or queued behind its lock) are the measure.
 */
export const countQueriesInFlight = <C extends PgliteQueryClient>(client: C, gauge: InFlightGauge): C =>
  Object.assign(Object.create(client) as C, {
    query: (...args: Parameters<C['query']>) => counted(gauge, () => client.query(...args)),
    transaction: (...args: Parameters<C['transaction']>) => counted(gauge, () => client.transaction(...args)),
  });
