// `npm run bench`: throughput and latency of GET /api/health in both run modes beside a bare node:http server
// answering the same JSON, measured in one run on this machine, plus the resident memory of each server.

import {
  createServiceDatabases,
  getHealth,
  startDistributed,
  startEmbedded,
  startNatsServer,
} from '@vitalsync/testing';

import { measureBareServer } from './bare-server';
import { CONNECTIONS, DURATION_S, measure as measureLoad, type Row, rowsTable } from './bench-kit';

const measure = (target: string, baseUrl: string, pids: Array<number | undefined>): Promise<Row> =>
  measureLoad(target, { url: `${baseUrl}/api/health` }, pids);

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

const main = async (): Promise<void> => {
  console.log(`GET /api/health, ${CONNECTIONS} connections, ${DURATION_S} s per target after a 2 s warm-up`);
  const { row: embeddedRow, body } = await embedded();
  const rows = [await measureBareServer('bare node:http', body), embeddedRow, await distributed()];
  const [base] = rows as [Row, ...Row[]];
  console.log(rowsTable(rows, base));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
