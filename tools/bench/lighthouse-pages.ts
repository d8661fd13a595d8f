// The typed side of lighthouse-runner.mjs: which pages to measure, and the figures that come back.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export interface MeasuredPage {
  label: string;
  path: string;
  /** `name=value` of the session cookie; none for the public pages. */
  cookie?: string;
  /** React Router location state to open the page with (kept by a reload, as back/forward would keep it). */
  state?: Record<string, string>;
}

export interface PageFigures {
  label: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKiB: number;
  /** Bytes of JavaScript the page transferred (compressed, as served). */
  scriptKiB: number;
  /**
   * Lighthouse's measure of the host's CPU, taken before the run (a mid-tier phone scores about 1,000). Its 4×
   * slowdown is applied to whatever the host is, so a slower host gives a page a lower score.
   */
  benchmarkIndex: number;
  /** Accessibility and best-practices audits that did not pass. */
  failedAudits: string[];
}

const RUNNER = join(__dirname, 'lighthouse-runner.mjs');

/** One Lighthouse run over each page, in order, in one Chromium. */
export const measurePages = async (
  baseUrl: string,
  pages: readonly MeasuredPage[],
  reportDir?: string,
): Promise<PageFigures[]> => {
  const workDir = mkdtempSync(join(tmpdir(), 'vitalsync-lighthouse-'));
  try {
    const job = join(workDir, 'pages.json');
    writeFileSync(job, JSON.stringify({ baseUrl, pages, reportDir }));
    const { stdout } = await promisify(execFile)(process.execPath, [RUNNER, job], {
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as PageFigures);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
};
