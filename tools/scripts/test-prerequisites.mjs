// What `npm test` decides before it runs anything: which Chromium the browser tests use (or how to get one), which
// integration runs are on, and how the final total is counted. Pure functions of the facts test-all.mjs gathers,
// so the decisions are unit-tested (test-prerequisites.spec.mjs) without touching the machine.

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const DEFAULT_NATS_URL = 'nats://127.0.0.1:4222';

export const BROWSER_MISSING =
  'Browser tests not run: Chromium is missing. Install it (as root: apt-get install chromium fonts-dejavu-core; ' +
  'or: npx playwright install chromium) and run npm test again.';

/**
 * The ways to get a Chromium, in the order to try them: Debian's when installed; else apt-get when this process
 * may install packages; else Playwright's own browser, already downloaded or downloaded now. When every way
 * fails, the browser step stops with BROWSER_MISSING and counts as failed.
 *
 * @param {{ debianChromium: boolean, root: boolean, aptGet: boolean, playwrightChromium?: string }} facts
 *   `playwrightChromium`: the path of Playwright's downloaded Chromium when it exists.
 * @returns {Array<{ kind: 'use', path: string } | { kind: 'apt', then: string } | { kind: 'playwright-install' }>}
 */
export const browserWays = ({ debianChromium, root, aptGet, playwrightChromium }) => {
  if (debianChromium) return [{ kind: 'use', path: DEBIAN_CHROMIUM }];
  const ways = [];
  if (root && aptGet) ways.push({ kind: 'apt', then: DEBIAN_CHROMIUM });
  if (playwrightChromium) ways.push({ kind: 'use', path: playwrightChromium });
  else ways.push({ kind: 'playwright-install' });
  return ways;
};

/**
 * Which integration runs are on. PostgreSQL and NATS count when their URL is set or they answer on 127.0.0.1;
 * distributed-mode API tests also need the nats-server binary (each suite starts its own). What is off is
 * skipped, with a line saying how to turn it on; never silently passed.
 *
 * @param {{ env: Record<string, string | undefined>, postgresAnswers: boolean, natsAnswers: boolean,
 *   natsServerBinary: boolean }} facts
 * @returns {{ env: Record<string, string>, postgres: boolean, nats: boolean, distributed: boolean, lines: string[] }}
 */
export const integrationRuns = ({ env, postgresAnswers, natsAnswers, natsServerBinary }) => {
  const extra = {};
  if (!env.DATABASE_URL && postgresAnswers) extra.DATABASE_URL = DEFAULT_DATABASE_URL;
  if (!env.NATS_URL && natsAnswers) extra.NATS_URL = DEFAULT_NATS_URL;
  const postgres = Boolean(env.DATABASE_URL || extra.DATABASE_URL);
  const nats = Boolean(env.NATS_URL || extra.NATS_URL);
  const distributed = postgres && natsServerBinary;
  const lines = [
    postgres
      ? 'PostgreSQL integration: on'
      : 'PostgreSQL integration: off, its tests are skipped (no PostgreSQL on 127.0.0.1:5432; start it or set DATABASE_URL)',
    nats
      ? 'NATS integration: on'
      : 'NATS integration: off, its tests are skipped (no NATS on 127.0.0.1:4222; start nats-server or set NATS_URL)',
    distributed
      ? 'Distributed-mode API tests: on'
      : `Distributed-mode API tests: off, skipped (they need ${[!postgres && 'PostgreSQL', !natsServerBinary && 'the nats-server binary (or NATS_SERVER_BIN)'].filter(Boolean).join(' and ')})`,
  ];
  return { env: extra, postgres, nats, distributed, lines };
};

/** Jest's name filter that leaves every distributed-mode test out, so Jest reports them as skipped. */
export const WITHOUT_DISTRIBUTED = '^(?!.*distributed).*$';

/**
 * The final `N passed, N failed, N skipped`: the tests of every report, plus one failure for each step that
 * failed without a failing test to show for it (a build error, a missing browser).
 *
 * @param {{ reports: Array<{ passed: number, failed: number, skipped: number, step: string }>, failedSteps: string[] }} run
 */
export const totals = ({ reports, failedSteps }) => {
  const sum = { passed: 0, failed: 0, skipped: 0 };
  for (const report of reports) {
    sum.passed += report.passed;
    sum.failed += report.failed;
    sum.skipped += report.skipped;
  }
  for (const step of failedSteps) {
    if (!reports.some((report) => report.step === step && report.failed > 0)) sum.failed += 1;
  }
  return sum;
};

/** Counts of a Jest `--json` report. */
export const jestCounts = (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
  skipped: report.numPendingTests + (report.numTodoTests ?? 0),
});

/** Counts of a Playwright JSON report. */
export const playwrightCounts = ({ stats }) => ({
  passed: stats.expected + stats.flaky,
  failed: stats.unexpected,
  skipped: stats.skipped,
});

/** Counts of a node:test TAP report (its closing `# pass`, `# fail`, `# skipped`, `# todo` lines). */
export const tapCounts = (tap) => {
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  return { passed: count('pass'), failed: count('fail') + count('cancelled'), skipped: count('skipped') + count('todo') };
};

const firstLines = (text, count = 4) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex -- Jest colours its messages; the summary is plain text
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, count)
    .join(' | ');

/**
 * One line per failing test (or suite that failed to run) of a Jest `--json` report, with the start of its
 * message: the run's last lines are often all a CI log keeps, so they must name what failed.
 */
export const jestFailures = (report) =>
  report.testResults.flatMap((suite) => {
    const failing = (suite.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${suite.name} › ${test.fullName}: ${firstLines(test.failureMessages?.join('\n'))}`);
    if (failing.length === 0 && suite.status === 'failed') return [`${suite.name}: ${firstLines(suite.message)}`];
    return failing;
  });

/** One line per unexpected test of a Playwright JSON report, with the start of its error. */
export const playwrightFailures = (report) => {
  const lines = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        lines.push(`${spec.file} › ${spec.title}: ${firstLines(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return lines;
};
