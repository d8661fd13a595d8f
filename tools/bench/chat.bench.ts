// `npm run bench`, fourth part: chat relay (issue 8) with 1,000 /chat sockets connected and joined: 500 consulted
// pairs (20 doctors × 25 patients, every patient booked with every doctor), one doctor tab and one patient tab per
// pair, each tab joined to its pair's room. A message is timed from its `send-message` emit until the other
// participant's tab receives it (`receive-message`); messages go round every pair in both directions, one in
// flight at a time (a message's own relay time), then CONNECTIONS in flight (throughput). Embedded: every tab on
// the one process. Distributed: the doctors' tabs on one gateway process and the patients' on a second, so every
// message crosses replicas through the bus. Each load alternates rounds with a bare Socket.IO server relaying to a
// room (no session, storage or bus) that holds 1,000 sockets of its own.
import { CHAT_SOCKET_EMITS_PER_WINDOW, CHAT_SOCKET_WINDOW_SECONDS } from '@vitalsync/contracts';

import { CONNECTIONS, ROUNDS } from './bench-kit';
import { type RunningSystem, inDistributed, inEmbedded } from './bench-systems';
import { type BareRelay, startBareRelay } from './chat-bare-relay';
import { type RelayBeside, type RelayPace, relayBeside, relayTable } from './chat-relay-beside';
import { RelayLoad } from './chat-relay-load';
import { CHAT_DOCTORS, CHAT_PATIENTS, closePairs, joinedPairs, seedConsultedPairs } from './chat-seeding';

const PAIRS = CHAT_DOCTORS * CHAT_PATIENTS;
const SOCKETS = 2 * PAIRS;
/** Each tab sends one message per SOCKETS messages of a load. */
const WARM_UP_MESSAGES = SOCKETS;
const PACES: RelayPace[] = [
  { inFlight: 1, messages: Number(process.env['BENCH_CHAT_ALONE_MESSAGES'] ?? SOCKETS) },
  {
    inFlight: Number(process.env['BENCH_CHAT_IN_FLIGHT'] ?? CONNECTIONS),
    messages: Number(process.env['BENCH_CHAT_MESSAGES'] ?? 10 * SOCKETS),
  },
];

/**
 * The whole run costs each tab its join plus one emit per SOCKETS messages. Kept within the per-socket limit in
 * total, no send is ever refused for going too fast, however fast the machine is.
 */
const checkEmitBudget = (): void => {
  const messages = PACES.reduce((sum, pace) => sum + pace.messages, WARM_UP_MESSAGES);
  const perSocket = 1 + Math.ceil(messages / SOCKETS);
  if (perSocket > CHAT_SOCKET_EMITS_PER_WINDOW)
    throw new Error(
      `${messages} messages make each tab emit ${perSocket} times; at most ` +
        `${CHAT_SOCKET_EMITS_PER_WINDOW} keeps every tab within its limit whatever the timing`,
    );
};

const secondsSince = (start: number): number => Math.round((performance.now() - start) / 1000);

/** Seeds the pairs, opens and joins their 1,000 tabs (doctors' at `baseUrl`, patients' at `patientsUrl`), measures. */
const measureMode = async (
  mode: 'embedded' | 'distributed',
  { baseUrl, pids }: RunningSystem,
  patientsUrl: string,
  bare: BareRelay,
): Promise<RelayBeside[]> => {
  let start = performance.now();
  const accounts = await seedConsultedPairs(baseUrl);
  console.log(
    `${mode}: ${CHAT_DOCTORS + CHAT_PATIENTS} accounts and ${PAIRS} appointments in ${secondsSince(start)} s`,
  );
  start = performance.now();
  const pairs = await joinedPairs(accounts, baseUrl, patientsUrl);
  console.log(`${mode}: ${SOCKETS} /chat tabs connected and joined in ${secondsSince(start)} s`);
  try {
    const load = new RelayLoad(pairs, mode);
    await load.round(WARM_UP_MESSAGES, CONNECTIONS);
    await bare.load.round(WARM_UP_MESSAGES, CONNECTIONS);
    const where = baseUrl === patientsUrl ? '' : ' across two gateways';
    const measured: RelayBeside[] = [];
    for (const pace of PACES)
      measured.push(
        await relayBeside(`${mode}: /chat relay${where}, ${pace.inFlight} in flight`, load, bare, pids, pace),
      );
    return measured;
  } finally {
    closePairs(pairs);
  }
};

const embedded = (bare: BareRelay): Promise<RelayBeside[]> =>
  inEmbedded((system) => measureMode('embedded', system, system.baseUrl, bare));

const distributed = (bare: BareRelay): Promise<RelayBeside[]> =>
  inDistributed(async (system) => {
    if (!system.addGateway) throw new Error('distributed mode offers no second gateway');
    const second = await system.addGateway();
    return measureMode(
      'distributed',
      { ...system, pids: [...system.pids, second.pid] },
      second.baseUrl,
      bare,
    );
  });

const main = async (): Promise<void> => {
  checkEmitBudget();
  console.log(
    `Chat relay: ${SOCKETS} /chat tabs (${PAIRS} pairs); a warm-up of ${WARM_UP_MESSAGES} messages, then per ` +
      `load ${ROUNDS} rounds alternating with the bare relay, the round with the median ratio shown. Per-tab ` +
      `emit limit ${CHAT_SOCKET_EMITS_PER_WINDOW} per ${CHAT_SOCKET_WINDOW_SECONDS} s, never reached.`,
  );
  const bare = await startBareRelay(PAIRS);
  try {
    const measured = [...(await embedded(bare)), ...(await distributed(bare))];
    console.log(relayTable(measured));
    console.log('\nRatios of msg/s (median of the rounds):');
    for (const { row, ratio } of measured) console.log(`- ${row.target} / bare: ${ratio.toFixed(2)}×`);
  } finally {
    bare.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
