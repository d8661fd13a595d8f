// `npm test`: lint, typecheck, unit + integration tests (PGlite and in-process bus always; PostgreSQL and NATS
// when reachable), builds, API end-to-end (both run modes) and browser tests. Every step runs even after a
// failure so one run shows everything; the last line is the plain "N passed, N failed" total.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const reports = join(root, 'reports');

const reachable = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };
if (!env.DATABASE_URL && (await reachable(5432))) env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
if (!env.NATS_URL && (await reachable(4222))) env.NATS_URL = 'nats://127.0.0.1:4222';
console.log(`PostgreSQL integration: ${env.DATABASE_URL ? 'on' : 'off (DATABASE_URL not set)'}`);
console.log(`NATS integration: ${env.NATS_URL ? 'on' : 'off (NATS_URL not set)'}`);

rmSync(reports, { recursive: true, force: true });

const steps = [
  ['lint and typecheck', ['run-many', '-t', 'lint', 'typecheck', '--parallel=2']],
  ['unit and integration tests', ['run-many', '-t', 'test', '--parallel=2']],
  ['build', ['run-many', '-t', 'build', '--parallel=2']],
  ['API end-to-end tests', ['run', 'api-e2e:e2e']],
  ['browser tests', ['run', 'web-e2e:e2e']],
];

const failedSteps = [];
for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync('npx', ['nx', ...args, '--outputStyle=stream'], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) failedSteps.push(name);
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const filesIn = (dir) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => join(dir, f)) : []);

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of filesIn(join(reports, 'jest'))) {
  const report = readJson(file);
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
for (const file of filesIn(join(reports, 'playwright'))) {
  const { stats } = readJson(file);
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
}

console.log('');
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
if (failedSteps.length > 0 && failed === 0) failed = failedSteps.length;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
