// `npm run bench`, fifth part: video calls (issue 9). Two Chromium contexts with fake devices open one appointment's
// call page; the doctor presses Start Call and the time until the patient's video shows its first frame on the
// doctor's page is taken in the page (offer, answer and trickled candidates through /video-call, ICE, DTLS, the
// first decoded frame). Direct: the default ICE servers, candidates on loopback. Relayed: the system handed a local
// coturn with use-auth-secret and ICE_TRANSPORT_POLICY=relay, so every packet goes through TURN. Each is the median
// of BENCH_CALLS calls after one warm-up call, on the embedded process.
import { startEmbedded } from '@vitalsync/testing';

import { startCoturn } from '../../apps/web-e2e/src/support/coturn';

import { BENCH_ENV } from './bench-kit';
import { launchChromium, measureCalls, median } from './call-browser';

const CALLS = Number(process.env['BENCH_CALLS'] ?? 9);

const row = async (label: string, env: Record<string, string>): Promise<string> => {
  const system = await startEmbedded({ env: { ...BENCH_ENV, ...env } });
  const browser = await launchChromium();
  try {
    const { times } = await measureCalls(browser, system.baseUrl, CALLS + 1);
    const measured = times.slice(1);
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    return `| ${label} | ${measured.length} | ${ms(median(measured))} | ${ms(Math.min(...measured))} | ${ms(Math.max(...measured))} |`;
  } finally {
    await browser.close();
    await system.stop('SIGINT');
  }
};

const main = async () => {
  const direct = await row('direct (loopback host candidates)', {});
  const coturn = await startCoturn();
  let relayed: string;
  try {
    relayed = await row('relayed (coturn, TURN only)', {
      ICE_SERVERS: JSON.stringify([{ urls: coturn.url }]),
      TURN_SECRET: coturn.secret,
      ICE_TRANSPORT_POLICY: 'relay',
    });
  } finally {
    await coturn.stop();
  }
  console.log('\n## Video calls: Start Call → first remote frame (embedded)\n');
  console.log('| path | calls | median | fastest | slowest |');
  console.log('|---|---|---|---|---|');
  console.log(direct);
  console.log(relayed);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
