import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { defineConfig, devices } from '@playwright/test';

const workspaceRoot = join(__dirname, '../..');
// E2E_PORT lets two checkouts on one machine run their browser suites side by side.
const EMBEDDED_PORT = Number(process.env['E2E_PORT'] ?? 4310);

/** Set E2E_BASE_URL to test a server that is already running; otherwise the embedded system is started. */
const externalBaseUrl = process.env['E2E_BASE_URL'];
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${EMBEDDED_PORT}`;

// Playwright evaluates this file again in each worker; the env variable keeps it to one fresh directory per run.
const embeddedDataDir = (): string => {
  process.env['WEB_E2E_DATA_DIR'] ??= mkdtempSync(join(tmpdir(), 'vitalsync-web-e2e-'));
  return process.env['WEB_E2E_DATA_DIR'];
};

/**
 * Debian's Chromium, or the one `npm test` found or installed (CHROMIUM_PATH), with the flags of
 * docs/architecture.md#browser-tests. Video calls: a fake camera and microphone granted without a prompt, and ICE
 * candidates on loopback (a machine with only the loopback interface finds none without it).
 */
export const chromiumLaunchOptions = {
  executablePath: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    '--allow-loopback-in-peer-connection',
  ],
};

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env['CI']),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: join(workspaceRoot, 'tmp/playwright/web-e2e'),
  reporter: [['list'], ['json', { outputFile: join(workspaceRoot, 'reports/playwright/web-e2e.json') }]],
  globalTeardown: './src/support/global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node dist/apps/standalone/main.js',
        cwd: workspaceRoot,
        url: `http://127.0.0.1:${EMBEDDED_PORT}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: { PORT: String(EMBEDDED_PORT), HOST: '127.0.0.1', DATA_DIR: embeddedDataDir() },
      },
});
