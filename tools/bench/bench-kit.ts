// What the benches share: one autocannon run per target, its row, and the resident memory of the servers.
import { readFileSync } from 'node:fs';

import autocannon from 'autocannon';

export const DURATION_S = Number(process.env['BENCH_DURATION_S'] ?? 10);
export const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
export const WARM_UP_S = 2;

// The bench's single address would hit the per-address request limits within a second, and its ten concurrent
// logins of one account the per-email login limit (attempts in flight count until they succeed); nothing else
// differs from the default configuration (LOG_LEVEL stays info).
export const BENCH_ENV = {
  LOG_LEVEL: 'info',
  RATE_LIMIT_API_PER_MINUTE: '100000000',
  RATE_LIMIT_AUTH_PER_MINUTE: '100000000',
  LOGIN_MAX_FAILURES_PER_EMAIL: '100000000',
  LOGIN_MAX_FAILURES_PER_IP: '100000000',
};

export interface Row {
  target: string;
  requestsPerSecond: number;
  meanMs: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers other than 2xx by status code, e.g. `429: 3`. */
  refusals?: string;
  rssMb: number[];
}

export interface Load {
  url: string;
  method?: 'GET' | 'POST' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  /** autocannon's per-request hooks, e.g. a `setupRequest` that gives every request its own body. */
  requests?: autocannon.Request[];
}

export const rssMb = (pid: number | undefined): number => {
  if (pid === undefined) return 0;
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : 0;
};

const run = (load: Load, seconds: number) =>
  autocannon({ ...load, connections: CONNECTIONS, duration: seconds, pipelining: 1 });

type Result = Awaited<ReturnType<typeof run>>;

const refusalsOf = (results: Result[]): string => {
  const counts = new Map<string, number>();
  for (const result of results)
    for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
      if (!code.startsWith('2')) counts.set(code, (counts.get(code) ?? 0) + (count ?? 0));
  return [...counts].map(([code, count]) => `${code}: ${count}`).join(', ');
};

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5);

/** Of alternating rounds of a target and its baseline, the one whose target/baseline ratio is the median. */
export const medianRatioRound = <R extends { ratio: number }>(rounds: R[]): R => {
  const middle = median(rounds.map((r) => r.ratio));
  const chosen = rounds.find((r) => r.ratio === middle);
  if (!chosen) throw new Error('BENCH_ROUNDS must be at least 1.');
  return chosen;
};

/** A target measured beside its baseline: the chosen round's row and baseline, and their (median) ratio. */
export interface Beside {
  row: Row;
  baselinePerSecond: number;
  ratio: number;
}

/**
 * A target and its baseline measured in alternating rounds (ROUNDS of DURATION_S / ROUNDS each), so a machine
 * whose load changes during the run (other jobs) weighs on both alike. The row is the target's round with the
 * median ratio; `baselinePerSecond` is that round's baseline and `ratio` their quotient.
 */
export const measureBeside = async (
  target: string,
  load: Load,
  pids: Array<number | undefined>,
  baseline: (seconds: number) => Promise<number>,
): Promise<Beside> => {
  const seconds = DURATION_S / ROUNDS;
  await run(load, WARM_UP_S);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const result = await run(load, seconds);
    const baselinePerSecond = await baseline(seconds);
    const perSecond = result.requests.total / seconds;
    rounds.push({ result, perSecond, baselinePerSecond, ratio: perSecond / baselinePerSecond });
  }
  const chosen = medianRatioRound(rounds);
  return {
    row: {
      target,
      requestsPerSecond: chosen.perSecond,
      meanMs: chosen.result.latency.average,
      p50: chosen.result.latency.p50,
      p99: chosen.result.latency.p99,
      errors: rounds.reduce((sum, r) => sum + r.result.errors + r.result.non2xx, 0),
      refusals: refusalsOf(rounds.map((r) => r.result)),
      rssMb: pids.map(rssMb),
    },
    baselinePerSecond: chosen.baselinePerSecond,
    ratio: chosen.ratio,
  };
};

/**
 * Exactly `amount` requests of which each uses something up (a report it removes), so there is no warm-up and no
 * rounds: the rate is the requests over the time they took.
 */
export const measureAmount = async (
  target: string,
  load: Load,
  amount: number,
  pids: Array<number | undefined>,
): Promise<Row> => {
  const result = await autocannon({ ...load, connections: CONNECTIONS, amount, pipelining: 1 });
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  return {
    target,
    requestsPerSecond: result.requests.total / seconds,
    meanMs: result.latency.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    refusals: refusalsOf([result]),
    rssMb: pids.map(rssMb),
  };
};

/** A warm-up, then the measured run. */
export const measure = async (target: string, load: Load, pids: Array<number | undefined>): Promise<Row> => {
  await run(load, WARM_UP_S);
  const result = await run(load, DURATION_S);
  return {
    target,
    requestsPerSecond: result.requests.total / DURATION_S,
    meanMs: result.latency.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    rssMb: pids.map(rssMb),
  };
};

export const ratio = (value: number, base: number): string =>
  base > 0 ? `${(value / base).toFixed(2)}×` : '-';

/** Whole numbers, except the slow rows (logins, hashes), which keep a decimal. */
export const rate = (perSecond: number): string =>
  perSecond < 100 ? perSecond.toFixed(1) : String(Math.round(perSecond));

/** A baseline's row: its rate, and the mean latency its CONNECTIONS concurrent callers saw. */
export const baselineRow = (target: string, perSecond: number): Row => ({
  target,
  requestsPerSecond: perSecond,
  meanMs: (CONNECTIONS / perSecond) * 1000,
  p50: 0,
  p99: 0,
  errors: 0,
  rssMb: [],
});

/** `- label: 0.60× (2618 / 4358 per s)`, for the ratios printed after a table. */
export const ratioLine = (label: string, beside: Beside): string =>
  `- ${label}: ${beside.ratio.toFixed(2)}× (${rate(beside.row.requestsPerSecond)} / ${rate(beside.baselinePerSecond)} per s)`;

export const rowsTable = (rows: Row[], base: Row): string =>
  [
    '| target | req/s | mean ms | p50 ms | p99 ms | req/s vs bare | mean latency vs bare | errors | RSS MB (per process) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) =>
        `| ${r.target} | ${rate(r.requestsPerSecond)} | ${r.meanMs.toFixed(2)} | ${r.p50} | ${r.p99} | ${ratio(r.requestsPerSecond, base.requestsPerSecond)} | ${ratio(r.meanMs, base.meanMs)} | ${r.errors}${r.refusals ? ` (${r.refusals})` : ''} | ${r.rssMb.join(' + ')} |`,
    ),
  ].join('\n');
