// `npm run start:distributed`: the six apps as separate processes on the local NATS and PostgreSQL, for local
// testing of distributed mode. Creates one database per service when missing; Ctrl-C stops every process.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

import pg from 'pg';

const root = join(import.meta.dirname, '..', '..');
const SERVICES = ['auth', 'appointment', 'chat', 'ai', 'signaling'];
const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = process.env.PORT ?? '3000';

const build = spawnSync(
  'npx',
  ['nx', 'run-many', '-t', 'build', '-p', 'web', 'gateway', ...SERVICES.map((s) => `${s}-svc`)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const databaseUrl = (service) => {
  const url = new URL(adminUrl);
  url.pathname = `/vitalsync_${service}`;
  return url.toString();
};

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
for (const service of SERVICES) {
  const name = `vitalsync_${service}`;
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
}
await admin.end();

const apps = [
  ...SERVICES.map((service) => ({
    name: `${service}-svc`,
    env: { [`${service.toUpperCase()}_DATABASE_URL`]: process.env[`${service.toUpperCase()}_DATABASE_URL`] ?? databaseUrl(service) },
  })),
  { name: 'gateway', env: { PORT: port } },
];

const children = apps.map(({ name, env }) => {
  const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'dist', 'apps', name, 'main.js')], {
    cwd: root,
    env: { ...process.env, NATS_URL: natsUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `.padEnd(18);
  const relay = (stream) => (chunk) => {
    for (const line of chunk.toString().split('\n')) if (line) stream.write(prefix + line + '\n');
  };
  child.stdout.on('data', relay(process.stdout));
  child.stderr.on('data', relay(process.stderr));
  child.on('exit', (code, signal) => console.log(`${prefix}exited (${signal ?? code})`));
  return child;
});

console.log(`VitalSync (distributed) is starting at http://localhost:${port} on ${natsUrl}`);

const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))));
