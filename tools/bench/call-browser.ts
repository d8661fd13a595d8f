// Two Chromium contexts (fake camera and microphone, as the browser test) on one call page each, and the time from
// the doctor's Start Call to the first frame of the patient's video on the doctor's page.
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { type CallingPair, callingPair } from '@vitalsync/testing';

/** The browser test's Chromium and flags (apps/web-e2e/playwright.config.ts). */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      '--allow-loopback-in-peer-connection',
    ],
  });

const pageAs = async (browser: Browser, baseUrl: string, cookie: string | undefined, path: string) => {
  const [name = '', value = ''] = (cookie ?? '').split(/=(.*)/s);
  const context: BrowserContext = await browser.newContext();
  await context.addCookies([{ name, value, url: baseUrl }]);
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return page;
};

/**
 * Clicks Start Call in the page and polls there for the first remote frame; milliseconds on the page's clock.
 * Plain source text: tsx would wrap a compiled function's inner arrows in a helper the page does not have.
 */
const FIRST_FRAME_SCRIPT = `(label) => new Promise((resolve, reject) => {
  const video = document.querySelector('video[aria-label="' + label + '"]');
  const start = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Start Call');
  if (!video || !start) return reject(new Error('the call page has no remote video or Start Call'));
  const began = performance.now();
  const poll = () => {
    if (video.videoWidth > 0 && video.readyState >= 2) resolve(performance.now() - began);
    else if (performance.now() - began > 30000) reject(new Error('no remote frame within 30 s'));
    else setTimeout(poll, 2);
  };
  start.click();
  poll();
})`;

const timeToFirstFrame = async (page: Page, peer: string): Promise<number> => {
  const handle = await page.evaluateHandle(FIRST_FRAME_SCRIPT);
  try {
    return Number(
      await handle.evaluate(
        (run, label) => (run as (label: string) => Promise<number>)(label),
        `Video of ${peer}`,
      ),
    );
  } finally {
    await handle.dispose();
  }
};

export interface CallTimes {
  /** Every call's Start Call → first remote frame, in order (the first is a warm-up). */
  times: number[];
}

/** `calls` calls between one doctor and one patient on the system at `baseUrl`, each ended before the next. */
export const measureCalls = async (browser: Browser, baseUrl: string, calls: number): Promise<CallTimes> => {
  const pair: CallingPair = await callingPair(baseUrl);
  const path = `/user/video-call/${pair.appointmentId}`;
  const doctor = await pageAs(browser, baseUrl, pair.doctor.client.cookie, path);
  const patient = await pageAs(browser, baseUrl, pair.patient.client.cookie, path);
  try {
    await doctor.getByText(`${pair.patient.fullName} is here`).waitFor();
    const times: number[] = [];
    for (let call = 0; call < calls; call++) {
      await doctor.getByRole('button', { name: 'Start Call', disabled: false }).waitFor();
      times.push(await timeToFirstFrame(doctor, pair.patient.fullName));
      await doctor.getByRole('button', { name: 'End Call' }).click();
      await patient.getByText(/ended the call\.$/).waitFor();
    }
    return { times };
  } finally {
    await Promise.all([doctor, patient].map((page) => page.context().close()));
  }
};

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
