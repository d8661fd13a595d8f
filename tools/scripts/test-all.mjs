// `npm test`: documentation citations, lint, typecheck, unit + integration tests (PGlite and in-process bus
// always; PostgreSQL and NATS when reachable), builds, API end-to-end (both run modes) and browser tests. Every
// step runs even after a failure so one run shows everything; the last line is the plain "N passed, N failed, N
// skipped" total. What the machine lacks is found or installed first (Chromium), or reported and counted as
// skipped (PostgreSQL, NATS) or failed (a browser that cannot be had), never as passed. The decisions live in
// test-prerequisites.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

import {
  BROWSER_MISSING,
  WITHOUT_DISTRIBUTED,
  browserWays,
  integrationRuns,
  jestCounts,
  jestFailures,
  playwrightCounts,
  playwrightFailures,
  tapCounts,
  totals,
} from './test-prerequisites.mjs';

const root = join(import.meta.dirname, '..', '..');
const reports = join(root, 'reports');
const toolsTap = join(reports, 'node-test', 'tools-scripts.tap');

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

const run = (command, args, env) => spawnSync(command, args, { cwd: root, env, stdio: 'inherit' }).status === 0;

const playwrightChromium = async () => {
  try {
    const { chromium } = await import('playwright-core');
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
};

/** The Chromium to test with: found, or installed by the first way that works; undefined when none does. */
const findOrInstallChromium = async () => {
  const ways = browserWays({
    debianChromium: existsSync('/usr/bin/chromium'),
    root: process.getuid?.() === 0,
    aptGet: existsSync('/usr/bin/apt-get'),
    playwrightChromium: await playwrightChromium(),
  });
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const way of ways) {
    if (way.kind === 'use') return way.path;
    if (way.kind === 'apt') {
      console.log('Chromium is missing: installing it with apt-get');
      if (
        run('apt-get', ['update', '-qq'], aptEnv) &&
        run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], aptEnv) &&
        existsSync(way.then)
      )
        return way.then;
    }
    if (way.kind === 'playwright-install') {
      console.log("Chromium is missing: trying Playwright's installer");
      if (run('npx', ['playwright', 'install', 'chromium'], process.env)) {
        const installed = await playwrightChromium();
        if (installed) return installed;
      }
    }
  }
  return undefined;
};

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };
const runs = integrationRuns({
  env,
  postgresAnswers: !env.DATABASE_URL && (await reachable(5432)),
  natsAnswers: !env.NATS_URL && (await reachable(4222)),
  natsServerBinary: existsSync(env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server'),
});
Object.assign(env, runs.env);
for (const line of runs.lines) console.log(line);

rmSync(reports, { recursive: true, force: true });
mkdirSync(join(reports, 'node-test'), { recursive: true });

const nx = (...args) => () => run('npx', ['nx', ...args, '--outputStyle=stream'], env);
const apiEndToEnd = runs.distributed
  ? nx('run', 'api-e2e:e2e')
  : () =>
      run(
        process.execPath,
        [
          'node_modules/jest/bin/jest.js',
          '-c',
          'apps/api-e2e/jest.config.cjs',
          '--runInBand',
          '--json',
          `--outputFile=${join(reports, 'jest', 'api-e2e.json')}`,
          `--testNamePattern=${WITHOUT_DISTRIBUTED}`,
        ],
        env,
      );
const browserTests = async () => {
  const chromium = await findOrInstallChromium();
  if (!chromium) {
    console.log(BROWSER_MISSING);
    return false;
  }
  env.CHROMIUM_PATH = chromium;
  return nx('run', 'web-e2e:e2e')();
};

const steps = [
  [
    "tools/scripts' own tests (npm test decision logic, documentation citation check)",
    () =>
      run(
        process.execPath,
        [
          '--test',
          '--test-reporter=spec',
          '--test-reporter-destination=stdout',
          '--test-reporter=tap',
          `--test-reporter-destination=${toolsTap}`,
          'tools/scripts/test-prerequisites.spec.mjs',
          'tools/scripts/check-doc-citations.spec.mjs',
        ],
        env,
      ),
  ],
  ['documentation citations', () => run(process.execPath, ['tools/scripts/check-doc-citations.mjs'], env)],
  ['lint and typecheck', nx('run-many', '-t', 'lint', 'typecheck', '--parallel=2')],
  ['unit and integration tests', nx('run-many', '-t', 'test', '--parallel=2')],
  ['build', nx('run-many', '-t', 'build', '--parallel=2')],
  ['API end-to-end tests', () => (mkdirSync(join(reports, 'jest'), { recursive: true }), apiEndToEnd())],
  ['browser tests', browserTests],
];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const reportFiles = () =>
  ['jest', 'playwright', 'node-test'].flatMap((dir) =>
    existsSync(join(reports, dir)) ? readdirSync(join(reports, dir)).map((file) => join(reports, dir, file)) : [],
  );
const countsOf = (file) => {
  if (file.endsWith('.tap')) return tapCounts(readFileSync(file, 'utf8'));
  if (file.includes(`${join(reports, 'playwright')}`)) return playwrightCounts(readJson(file));
  return jestCounts(readJson(file));
};
const failuresOf = (file) => {
  if (file.endsWith('.tap')) return [];
  if (file.includes(`${join(reports, 'playwright')}`)) return playwrightFailures(readJson(file));
  return jestFailures(readJson(file));
};

const failedSteps = [];
const stepReports = [];
for (const [name, step] of steps) {
  console.log(`\n=== ${name} ===`);
  const before = new Set(reportFiles());
  if (!(await step())) failedSteps.push(name);
  for (const file of reportFiles().filter((f) => !before.has(f) && /\.(json|tap)$/.test(f))) {
    stepReports.push({ step: name, ...countsOf(file), failures: failuresOf(file) });
  }
}

const { passed, failed, skipped } = totals({ reports: stepReports, failedSteps });
console.log('');
for (const line of runs.lines) if (line.includes('off')) console.log(line);
for (const line of stepReports.flatMap((report) => report.failures)) console.log(`FAILED ${line}`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
