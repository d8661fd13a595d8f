// Runs Lighthouse (mobile, default simulated throttling) over pages in one Chromium and prints one JSON line of
// figures per page. Plain JavaScript run by node, not tsx: Lighthouse sends its own functions' source text into the
// page, and tsx's transform would add a helper (`__name`) the page does not have.
//
// Input (argv[2], a JSON file): {baseUrl, pages: [{label, path, cookie?, state?}], reportDir?}. A page with `state`
// is opened, given that React Router location state, and reloaded under Lighthouse (the patient detail).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { navigation } from 'lighthouse';
import puppeteer from 'puppeteer-core';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  // The bench's HTTPS front (tls-front.ts) has a self-signed certificate.
  '--ignore-certificate-errors',
];

const score = (result, category) => Math.round((result.categories[category]?.score ?? 0) * 100);
const numeric = (result, audit) => result.audits[audit]?.numericValue ?? Number.NaN;

const scriptBytes = (result) => {
  const details = result.audits['network-requests']?.details;
  if (details?.type !== 'table') return Number.NaN;
  return details.items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
};

const figuresOf = (label, result) => ({
  label,
  performance: score(result, 'performance'),
  accessibility: score(result, 'accessibility'),
  bestPractices: score(result, 'best-practices'),
  lcpMs: numeric(result, 'largest-contentful-paint'),
  tbtMs: numeric(result, 'total-blocking-time'),
  cls: numeric(result, 'cumulative-layout-shift'),
  transferKiB: numeric(result, 'total-byte-weight') / 1024,
  scriptKiB: scriptBytes(result) / 1024,
  benchmarkIndex: result.environment?.benchmarkIndex ?? Number.NaN,
  failedAudits: ['accessibility', 'best-practices'].flatMap((category) =>
    (result.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (result.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  ),
});

// Every page as a first visit, with only its session cookie. Lighthouse empties the HTTP cache but keeps
// localStorage by default, where an earlier page's run has noted the session hint and the web font as held while
// the font's file is gone: a state no visitor is in (apps/web/src/app/theme/webFont.ts).
const CLEARED_STORAGE = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'];

const flagsFor = (page) => ({
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices'],
  clearStorageTypes: CLEARED_STORAGE,
  ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
});

const keepReport = (reportDir, label, result) => {
  if (!reportDir) return;
  mkdirSync(reportDir, { recursive: true });
  const name = label.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root';
  writeFileSync(join(reportDir, `${name}.${Date.now()}.json`), JSON.stringify(result));
};

const measure = async (browser, port, baseUrl, page) => {
  const url = `${baseUrl}${page.path}`;
  if (!page.state) return (await lighthouse(url, { ...flagsFor(page), port }))?.lhr;
  const tab = await browser.newPage();
  try {
    if (page.cookie) await tab.setExtraHTTPHeaders({ Cookie: page.cookie });
    await tab.goto(url, { waitUntil: 'networkidle0' });
    await tab.evaluate((usr) => history.replaceState({ usr, key: 'bench', idx: 0 }, ''), page.state);
    // The reload must fetch everything again, as a first visit does (Lighthouse resets nothing for a callback).
    const session = await tab.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.send('Storage.clearDataForOrigin', {
      origin: new URL(baseUrl).origin,
      storageTypes: CLEARED_STORAGE.join(','),
    });
    await session.detach();
    const run = await navigation(tab, async () => void (await tab.reload()), { flags: flagsFor(page) });
    return run?.lhr;
  } finally {
    await tab.close();
  }
};

const { baseUrl, pages, reportDir } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
try {
  for (const page of pages) {
    // A busy machine sometimes loses the trace (NO_NAVSTART, "run Lighthouse again"): measure again, twice at most.
    let result;
    for (let attempt = 1; attempt <= 3; attempt++) {
      result = await measure(browser, chrome.port, baseUrl, page);
      if (result && !result.runtimeError) break;
    }
    if (!result) throw new Error(`Lighthouse gave no result for ${page.label}`);
    if (result.runtimeError) throw new Error(`${page.label}: ${result.runtimeError.message}`);
    keepReport(reportDir, page.label, result);
    process.stdout.write(`${JSON.stringify(figuresOf(page.label, result))}\n`);
  }
} finally {
  await browser.disconnect();
  chrome.kill();
}
