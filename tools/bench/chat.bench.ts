// `npm run bench`, fourth part: chat relay (issue 8) with 1,000 /chat sockets connected and joined: 500 consulted
// pairs, each of two accounts of its own (500 doctors and 500 patients, each patient booked with one doctor), one
// doctor tab and one patient tab per pair, so one tab per account, each joined to its pair's room. The /chat emit
// budget is per account (issue 17: every tab of an account spends the same points), so each account's whole run
// (its join and its share of the messages) is kept within one window's budget. A message is timed from its
// `send-message` emit until the other participant's tab receives it (`receive-message`); messages go round every
// pair in both directions, one in flight at a time (a message's own relay time), then CONNECTIONS in flight
// (throughput). Embedded: every tab on the one process. Distributed: the doctors' tabs on one gateway process and
// the patients' on a second, so every message crosses replicas through the bus. Each load alternates rounds with a
// bare Socket.IO server relaying to a room (no session, storage or bus) that holds 1,000 sockets of its own.
import { CHAT_SOCKET_EMITS_PER_WINDOW, CHAT_SOCKET_WINDOW_SECONDS } from '@vitalsync/contracts';

import { CONNECTIONS, ROUNDS } from './bench-kit';
import { type RunningSystem, inDistributed, inEmbedded } from './bench-systems';
import { type BareRelay, startBareRelay } from './chat-bare-relay';
import { type RelayBeside, type RelayPace, relayBeside, relayTable } from './chat-relay-beside';
import { RelayLoad } from './chat-relay-load';
import {
  CHAT_PAIRS,
  CHAT_TABS_PER_ACCOUNT,
  closePairs,
  joinedPairs,
  seedConsultedPairs,
} from './chat-seeding';

const PAIRS = CHAT_PAIRS;
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
 * The emit budget is kept per account: every `send-message` and `join-user` of any of the account's tabs spends one
 * point of the same CHAT_SOCKET_EMITS_PER_WINDOW, refilled every CHAT_SOCKET_WINDOW_SECONDS. Over the whole run
 * each tab emits its join plus one send per SOCKETS messages (the load goes round every tab in turn), and each
 * account holds CHAT_TABS_PER_ACCOUNT tabs. Kept within one window's budget in total, no send is ever refused for
 * going too fast, however fast the machine is; a configuration that would exceed it stops the bench before seeding.
 */
const checkEmitBudget = (): void => {
  const messages = PACES.reduce((sum, pace) => sum + pace.messages, WARM_UP_MESSAGES);
  const perTab = 1 + Math.ceil(messages / SOCKETS);
  const perAccount = CHAT_TABS_PER_ACCOUNT * perTab;
  if (perAccount > CHAT_SOCKET_EMITS_PER_WINDOW)
    throw new Error(
      `${messages} messages over ${SOCKETS} tabs (${CHAT_TABS_PER_ACCOUNT} per account) make each account emit ` +
        `${perAccount} times; at most ${CHAT_SOCKET_EMITS_PER_WINDOW} keeps every account within its budget ` +
        `whatever the timing`,
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
  const consulted = await seedConsultedPairs(baseUrl);
  console.log(
    `${mode}: ${SOCKETS / CHAT_TABS_PER_ACCOUNT} accounts and ${PAIRS} appointments in ${secondsSince(start)} s`,
  );
  start = performance.now();
  const pairs = await joinedPairs(consulted, baseUrl, patientsUrl);
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
      `load ${ROUNDS} rounds alternating with the bare relay, the round with the median ratio shown. One tab ` +
      `per account; per-account emit budget ${CHAT_SOCKET_EMITS_PER_WINDOW} per ${CHAT_SOCKET_WINDOW_SECONDS} s, ` +
      `never reached.`,
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
