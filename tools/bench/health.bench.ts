// `npm run bench`: throughput and latency of GET /api/health in both run modes beside a bare node:http server
// answering the same JSON, measured in one run on this machine, plus the resident memory of each server.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  createServiceDatabases,
  freePort,
  getHealth,
  startDistributed,
  startEmbedded,
  startNatsServer,
  workspaceRoot,
} from '@vitalsync/testing';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env['BENCH_DURATION_S'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);

interface Row {
  target: string;
  requestsPerSecond: number;
  meanMs: number;
  p50: number;
  p99: number;
  errors: number;
  rssMb: number[];
}

const rssMb = (pid: number | undefined): number => {
  if (pid === undefined) return 0;
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : 0;
};

const load = async (url: string, seconds: number) =>
  autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1 });

const measure = async (target: string, baseUrl: string, pids: Array<number | undefined>): Promise<Row> => {
  const url = `${baseUrl}/api/health`;
  await load(url, 2);
  const result = await load(url, DURATION_S);
  return {
    target,
    requestsPerSecond: Math.round(result.requests.average),
    meanMs: result.latency.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    rssMb: pids.map(rssMb),
  };
};

const bare = async (body: string): Promise<Row> => {
  const port = await freePort();
  const child = fork(join(workspaceRoot(), 'tools', 'bench', 'bare-server.mjs'), {
    env: { ...process.env, PORT: String(port), BENCH_BODY: body },
  });
  await once(child, 'message');
  try {
    return await measure('bare node:http', `http://127.0.0.1:${port}`, [child.pid]);
  } finally {
    child.kill('SIGTERM');
  }
};

const embedded = async (): Promise<{ row: Row; body: string }> => {
  const system = await startEmbedded({ env: { LOG_LEVEL: 'warn' } });
  try {
    const body = JSON.stringify((await getHealth(system.baseUrl)).body);
    return { row: await measure('embedded (1 process)', system.baseUrl, [system.process.child.pid]), body };
  } finally {
    await system.stop('SIGINT');
  }
};

const distributed = async (): Promise<Row> => {
  const nats = await startNatsServer();
  const databases = await createServiceDatabases(process.env['DATABASE_URL']);
  const system = await startDistributed({ natsUrl: nats.url, databaseUrls: databases.urls });
  try {
    const pids = [system.gateway.child.pid, ...Object.values(system.services).map((s) => s.child.pid)];
    return await measure('distributed (6 processes)', system.baseUrl, pids);
  } finally {
    await system.stop();
    await nats.stop();
    await databases.drop();
  }
};

const ratio = (value: number, base: number): string => (base > 0 ? `${(value / base).toFixed(2)}×` : '-');

const main = async (): Promise<void> => {
  console.log(`GET /api/health, ${CONNECTIONS} connections, ${DURATION_S} s per target after a 2 s warm-up`);
  const { row: embeddedRow, body } = await embedded();
  const rows = [await bare(body), embeddedRow, await distributed()];
  const [base] = rows as [Row, ...Row[]];
  const lines = [
    '| target | req/s | mean ms | p50 ms | p99 ms | req/s vs bare | mean latency vs bare | errors | RSS MB (per process) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) =>
        `| ${r.target} | ${r.requestsPerSecond} | ${r.meanMs.toFixed(2)} | ${r.p50} | ${r.p99} | ${ratio(r.requestsPerSecond, base.requestsPerSecond)} | ${ratio(r.meanMs, base.meanMs)} | ${r.errors} | ${r.rssMb.join(' + ')} |`,
    ),
  ];
  console.log(lines.join('\n'));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
