// `npm run bench`: Lighthouse mobile figures of every page of both roles, the public pages and the call page, in
// one run against the built embedded system (issue 19). Each page is measured BENCH_LIGHTHOUSE_RUNS times (default
// 3) and its median-performance run reported. BENCH_PAGES (a regular expression over the labels) picks pages;
// LIGHTHOUSE_REPORT_DIR keeps each run's full JSON report (treemap, trace summary) for finding where time goes.
import { benchPagesOf } from './bench-pages';
import { inEmbedded } from './bench-systems';
import { measurePages, type PageFigures } from './lighthouse-pages';
import { seedPages } from './page-seeding';
import { startTlsFront } from './tls-front';

const RUNS = Number(process.env['BENCH_LIGHTHOUSE_RUNS'] ?? 3);
const PICK = new RegExp(process.env['BENCH_PAGES'] ?? '.');
const REPORT_DIR = process.env['LIGHTHOUSE_REPORT_DIR'];
/** `h2` (default): through an HTTPS front speaking HTTP/2, as the ingress serves it; `http1`: the server as it is. */
const PROTOCOL = process.env['BENCH_PROTOCOL'] === 'http1' ? 'http1' : 'h2';

const median = (runs: PageFigures[]): PageFigures => {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no run to report');
  return middle;
};

const row = (figures: PageFigures): string =>
  `| ${figures.label} | ${figures.performance} | ${(figures.lcpMs / 1000).toFixed(1)} s | ` +
  `${Math.round(figures.tbtMs)} ms | ${figures.cls.toFixed(3)} | ${Math.round(figures.transferKiB)} KiB | ` +
  `${Math.round(figures.scriptKiB)} KiB | ${figures.accessibility} | ${figures.bestPractices} |`;

/** The host's speed over the whole run: scores from hosts of different speeds are not comparable. */
const hostLine = (runs: readonly PageFigures[]): string => {
  const indexes = runs.map((figures) => figures.benchmarkIndex).filter(Number.isFinite);
  indexes.sort((a, b) => a - b);
  if (indexes.length === 0) return 'Host benchmark index: not reported';
  const middle = indexes[Math.floor(indexes.length / 2)] ?? Number.NaN;
  return (
    `Host benchmark index (Lighthouse, per run): median ${Math.round(middle)}, ` +
    `${Math.round(indexes[0] ?? Number.NaN)} to ${Math.round(indexes[indexes.length - 1] ?? Number.NaN)}`
  );
};

const main = async (): Promise<void> => {
  const { table, host } = await inEmbedded(async (system) => {
    const pages = benchPagesOf(await seedPages(system.baseUrl)).filter((page) => PICK.test(page.label));
    const front = PROTOCOL === 'h2' ? await startTlsFront(system.baseUrl) : undefined;
    try {
      const runs = new Map<string, PageFigures[]>();
      for (let run = 0; run < RUNS; run++) {
        for (const figures of await measurePages(front?.baseUrl ?? system.baseUrl, pages, REPORT_DIR)) {
          runs.set(figures.label, [...(runs.get(figures.label) ?? []), figures]);
        }
      }
      return {
        table: pages.map((page) => median(runs.get(page.label) ?? [])),
        host: hostLine([...runs.values()].flat()),
      };
    } finally {
      await front?.close();
    }
  });
  console.log(
    `Lighthouse ${RUNS === 1 ? '1 run' : `${RUNS} runs, median`} per page (mobile, simulated throttling), embedded ` +
      `mode, ${PROTOCOL === 'h2' ? 'over HTTPS with HTTP/2 (as the ingress serves it)' : 'over plain HTTP/1.1'}`,
  );
  console.log(host);
  console.log(
    '| page | performance | LCP | TBT | CLS | bytes | JS (transferred) | accessibility | best practices |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const figures of table) console.log(row(figures));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
