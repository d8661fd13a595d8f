import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  BROWSER_MISSING,
  DEBIAN_CHROMIUM,
  WITHOUT_DISTRIBUTED,
  browserWays,
  integrationRuns,
  jestFailures,
  playwrightFailures,
  tapCounts,
  totals,
} from './test-prerequisites.mjs';

describe('browserWays', () => {
  const none = { debianChromium: false, root: false, aptGet: false };

  it("uses Debian's Chromium when it is installed, whatever else is possible", () => {
    assert.deepEqual(browserWays({ debianChromium: true, root: true, aptGet: true, playwrightChromium: '/pw/chrome' }), [
      { kind: 'use', path: DEBIAN_CHROMIUM },
    ]);
  });

  it('installs Debian\'s Chromium with apt-get when root, then falls back to Playwright\'s installer', () => {
    assert.deepEqual(browserWays({ ...none, root: true, aptGet: true }), [
      { kind: 'apt', then: DEBIAN_CHROMIUM },
      { kind: 'playwright-install' },
    ]);
  });

  it('does not try apt-get without root or without apt-get', () => {
    assert.deepEqual(browserWays({ ...none, root: false, aptGet: true }), [{ kind: 'playwright-install' }]);
    assert.deepEqual(browserWays({ ...none, root: true, aptGet: false }), [{ kind: 'playwright-install' }]);
  });

  it("uses Playwright's Chromium when it was downloaded before, without downloading again", () => {
    assert.deepEqual(browserWays({ ...none, playwrightChromium: '/pw/chrome' }), [{ kind: 'use', path: '/pw/chrome' }]);
  });

  it('names what to install in one line when nothing works', () => {
    assert.doesNotMatch(BROWSER_MISSING, /\n/);
    assert.match(BROWSER_MISSING, /apt-get install chromium/);
    assert.match(BROWSER_MISSING, /npx playwright install chromium/);
  });
});

describe('integrationRuns', () => {
  const facts = { env: {}, postgresAnswers: false, natsAnswers: false, natsServerBinary: false };

  it('turns PostgreSQL and NATS on when they answer locally, with their local URLs', () => {
    const runs = integrationRuns({ ...facts, postgresAnswers: true, natsAnswers: true, natsServerBinary: true });
    assert.deepEqual(runs.env, {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      NATS_URL: 'nats://127.0.0.1:4222',
    });
    assert.equal(runs.postgres && runs.nats && runs.distributed, true);
  });

  it('keeps URLs that are set and adds none', () => {
    const env = { DATABASE_URL: 'postgres://db/x', NATS_URL: 'nats://bus:4222' };
    const runs = integrationRuns({ ...facts, env, natsServerBinary: true });
    assert.deepEqual(runs.env, {});
    assert.equal(runs.postgres && runs.nats && runs.distributed, true);
  });

  it('reports what is absent as skipped, with how to turn it on', () => {
    const runs = integrationRuns(facts);
    assert.equal(runs.postgres || runs.nats || runs.distributed, false);
    assert.match(runs.lines[0], /PostgreSQL integration: off, its tests are skipped .*set DATABASE_URL/);
    assert.match(runs.lines[1], /NATS integration: off, its tests are skipped .*set NATS_URL/);
    assert.match(runs.lines[2], /Distributed-mode API tests: off, skipped \(they need PostgreSQL and the nats-server binary/);
  });

  it('turns the distributed API tests off without the nats-server binary even when PostgreSQL answers', () => {
    const runs = integrationRuns({ ...facts, postgresAnswers: true, natsAnswers: true });
    assert.equal(runs.distributed, false);
    assert.match(runs.lines[2], /they need the nats-server binary/);
  });
});

describe('WITHOUT_DISTRIBUTED', () => {
  it('leaves out every test whose full name mentions distributed mode', () => {
    const filter = new RegExp(WITHOUT_DISTRIBUTED);
    assert.equal(filter.test('login (embedded mode) answers 200'), true);
    assert.equal(filter.test('login (distributed mode) answers 200'), false);
    assert.equal(filter.test('distributed mode (six processes, NATS, PostgreSQL) boots'), false);
  });
});

describe('totals', () => {
  it('adds the tests of every report', () => {
    const reports = [
      { step: 'unit', passed: 3, failed: 0, skipped: 2 },
      { step: 'e2e', passed: 4, failed: 1, skipped: 0 },
    ];
    assert.deepEqual(totals({ reports, failedSteps: ['e2e'] }), { passed: 7, failed: 1, skipped: 2 });
  });

  it('counts a failed step with no failing test (a missing browser, a build error) as one failure', () => {
    const reports = [{ step: 'unit', passed: 3, failed: 0, skipped: 0 }];
    assert.deepEqual(totals({ reports, failedSteps: ['browser tests', 'build'] }), {
      passed: 3,
      failed: 2,
      skipped: 0,
    });
  });
});

describe('tapCounts', () => {
  it("reads node:test's closing counts", () => {
    const tap = 'TAP version 13\nok 1 - a\n# tests 6\n# pass 3\n# fail 1\n# cancelled 0\n# skipped 1\n# todo 1\n';
    assert.deepEqual(tapCounts(tap), { passed: 3, failed: 1, skipped: 2 });
  });
});

describe('failure lines', () => {
  it('names each failing Jest test with the start of its message, and a suite that failed to run', () => {
    const report = {
      testResults: [
        {
          name: '/repo/a.spec.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'a passes', status: 'passed' },
            { fullName: 'a breaks', status: 'failed', failureMessages: ['\u001b[31mError: expected 1\u001b[39m\n\n  at x'] },
          ],
        },
        { name: '/repo/b.spec.ts', status: 'failed', assertionResults: [], message: 'Cannot find module y\nmore' },
        { name: '/repo/c.spec.ts', status: 'passed', assertionResults: [{ fullName: 'c', status: 'passed' }] },
      ],
    };
    assert.deepEqual(jestFailures(report), [
      '/repo/a.spec.ts › a breaks: Error: expected 1 | at x',
      '/repo/b.spec.ts: Cannot find module y | more',
    ]);
  });

  it('names each unexpected Playwright test in nested suites', () => {
    const report = {
      suites: [
        {
          specs: [{ file: 'a.spec.ts', title: 'fine', tests: [{ status: 'expected', results: [] }] }],
          suites: [
            {
              specs: [
                { file: 'a.spec.ts', title: 'broken', tests: [{ status: 'unexpected', results: [{ error: { message: 'timed out' } }] }] },
              ],
            },
          ],
        },
      ],
    };
    assert.deepEqual(playwrightFailures(report), ['a.spec.ts › broken: timed out']);
  });
});
