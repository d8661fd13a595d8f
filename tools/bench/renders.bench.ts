// `npm run bench`: how many times React renders components while each page arrives, from the first render until the
// page is quiet (issue 19). Script time on a phone grows with it, and unlike a timing it does not depend on the
// machine, so a change's effect shows in one run. Counted in Chromium against the built embedded system through
// the hook React calls after each commit (the one React DevTools uses): a function or class component counts once
// per commit it rendered in, that is when its fiber is new to the tree and did work. Those are React internals
// (fiber flags and double-buffered fibers, React 19), read by a bench only. BENCH_PAGES (a regular expression over
// the labels) picks pages.
import puppeteer from 'puppeteer-core';

import { benchPagesOf } from './bench-pages';
import { inEmbedded } from './bench-systems';
import { seedPages } from './page-seeding';

const PICK = new RegExp(process.env['BENCH_PAGES'] ?? '.');
/** After the network has been idle, how long more renders may come (a timer, an animation's end). */
const SETTLE_MS = 2_000;

// Plain JavaScript in a string: tsx would add a helper (`__name`) to a function the page does not have.
const COUNTING_HOOK = `
(() => {
  const PERFORMED_WORK = 1;
  const census = { commits: 0, renders: 0 };
  window.__renderCensus = census;
  let previous = new WeakSet();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_rendererId, root) => {
      const seen = new WeakSet();
      const stack = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop();
        seen.add(fiber);
        const component = typeof fiber.type === 'function' || (typeof fiber.type === 'object' && fiber.type !== null);
        if (component && (fiber.flags & PERFORMED_WORK) !== 0 && !previous.has(fiber)) census.renders += 1;
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      previous = seen;
      census.commits += 1;
    },
  };
})();
`;

interface Census {
  commits: number;
  renders: number;
}

const main = async (): Promise<void> => {
  const rows = await inEmbedded(async (system) => {
    const pages = benchPagesOf(await seedPages(system.baseUrl)).filter((page) => PICK.test(page.label));
    const browser = await puppeteer.launch({
      executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
    });
    try {
      const counted: Array<{ label: string } & Census> = [];
      for (const page of pages) {
        const context = await browser.createBrowserContext();
        const tab = await context.newPage();
        if (page.cookie) {
          const [name = '', value = ''] = page.cookie.split('=');
          await context.setCookie({ name, value, domain: new URL(system.baseUrl).hostname, path: '/' });
        }
        await tab.setViewport({
          width: 412,
          height: 823,
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        await tab.evaluateOnNewDocument(COUNTING_HOOK);
        await tab.goto(`${system.baseUrl}${page.path}`, { waitUntil: 'networkidle0' });
        if (page.state) {
          // React Router's location state, kept by a reload as back/forward would keep it (the patient detail).
          await tab.evaluate((usr) => history.replaceState({ usr, key: 'bench', idx: 0 }, ''), page.state);
          await tab.reload({ waitUntil: 'networkidle0' });
        }
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        const census = await tab.evaluate(
          () => (window as unknown as { __renderCensus: Census }).__renderCensus,
        );
        counted.push({ label: page.label, ...census });
        await context.close();
      }
      return counted;
    } finally {
      await browser.close();
    }
  });
  console.log('Component renders while each page arrives (embedded mode, Chromium, 412 px wide)');
  console.log('| page | commits | component renders |');
  console.log('|---|---:|---:|');
  for (const { label, commits, renders } of rows) console.log(`| ${label} | ${commits} | ${renders} |`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
