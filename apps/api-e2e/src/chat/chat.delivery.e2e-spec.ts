import { randomBytes } from 'node:crypto';

import { type ChatMessage } from '@vitalsync/contracts';
import { RUN_MODES, type SystemUnderTest, allMessages, consultedPair, startSystem } from '@vitalsync/testing';

import { CatchingUpReader } from './catching-up-reader';
import { type PlannedMessage, PacedSender } from './paced-sender';

const TOTAL = 1000;
/** The receiver drops its connection when it holds this many messages, and comes back. */
const DISCONNECT_AT = [100, 350, 700];
/** How many more messages the sender must have stored while the receiver is away before it reconnects. */
const STORED_WHILE_AWAY = 50;
/** Messages awaiting their acknowledgement at once. */
const WINDOW = 8;
/** Counts, not durations, pace the run; these limits only stop one that lost a message for good. */
const RUN_LIMIT_MS = 300_000;
/** Once the last message is stored, every relay is on its way: the reader must hold all soon after. */
const LAST_RELAYS_LIMIT_MS = 60_000;

const SAMPLES = [
  'Good morning, doctor.',
  'My blood pressure was 128/82 "after" the walk.',
  'Päivää 😀 — see you\nat 10?',
  'Take one tablet twice a day <b>with food</b>.',
  "Thanks! I'll book a follow-up.",
];

/**
 * The run: most messages over REST, one in fifty over a socket (an account may emit only
 * CHAT_SOCKET_EMITS_PER_WINDOW times per window, whatever its tabs, so the socket share stays within that in all);
 * messages sent again with their client id, as after a lost acknowledgement (one in every hundred of the REST
 * ones over a socket in the first three hundreds, a socket one over REST in every hundred), and one in every
 * hundred of the first three relayed once more by its `_id`.
 */
const planOf = (run: string): PlannedMessage[] =>
  Array.from({ length: TOTAL }, (_, i): PlannedMessage => {
    const position = i % 100;
    const early = i < 300;
    return {
      content: `${i + 1}. ${SAMPLES[i % SAMPLES.length]}`,
      clientId: `${run}-${i + 1}`,
      channel: i % 50 === 49 ? 'socket' : 'rest',
      ...(position === 50 && early ? { resendOver: 'socket' } : {}),
      ...(position === 99 ? { resendOver: 'rest' } : {}),
      ...(position === 25 && early ? { relayById: true } : {}),
    };
  });

/** `wait`, or a failure naming what is missing once `limitMs` passed without it. */
const withinLimit = async (wait: Promise<void>, limitMs: number, missing: () => string): Promise<void> => {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(missing())), limitMs);
  });
  try {
    await Promise.race([wait, expired]);
  } finally {
    clearTimeout(timer);
  }
};

/** `[3, 4, 5, 9]` as `3–5, 9`: a failure names what is missing in one short line. */
const ranges = (numbers: number[]): string =>
  numbers
    .reduce<Array<[number, number]>>((runs, n) => {
      const last = runs.at(-1);
      if (last && last[1] === n - 1) last[1] = n;
      else runs.push([n, n]);
      return runs;
    }, [])
    .map(([from, to]) => (from === to ? String(from) : `${from}–${to}`))
    .join(', ');

const seqs = (messages: ChatMessage[]): number[] => messages.map((message) => message.seq);
const oneTo = (count: number): number[] => Array.from({ length: count }, (_, i) => i + 1);

describe.each(RUN_MODES)('chat delivery (%s mode)', (mode) => {
  let system: SystemUnderTest;
  const closing: Array<{ close(): void }> = [];

  beforeAll(async () => {
    system = await startSystem(mode);
  });

  afterEach(() => {
    for (const item of closing.splice(0)) item.close();
  });

  afterAll(async () => {
    await system?.stop();
  });

  it(
    'should leave a receiver that reconnects three times with exactly the 1,000 messages, in seq order, once each',
    async () => {
      const { doctor, patient } = await consultedPair(system.baseUrl);
      const reader = new CatchingUpReader(system.baseUrl, patient, doctor);
      closing.push(reader);
      await reader.connect();
      const plan = planOf(`run-${randomBytes(4).toString('hex')}`);
      const sender = await PacedSender.open(system.baseUrl, doctor, patient, plan);
      closing.push(sender);

      const sending = sender.run(WINDOW);
      // Settles only if the sender fails, so no wait below outlives a refused send.
      const senderFailed = sending.then(() => new Promise<never>(() => undefined));
      for (const threshold of DISCONNECT_AT) {
        await Promise.race([reader.holding(threshold), senderFailed]);
        reader.disconnect();
        await Promise.race([
          sender.storedAtLeast(Math.min(TOTAL, sender.count + STORED_WHILE_AWAY)),
          senderFailed,
        ]);
        await reader.connect();
      }
      await sending;
      await withinLimit(
        reader.holding(TOTAL),
        LAST_RELAYS_LIMIT_MS,
        () => `the reader holds ${reader.count} of ${TOTAL}; missing seqs ${ranges(reader.missing(TOTAL))}`,
      );

      const held = reader.messages();
      expect(reader.problems).toEqual([]);
      expect(held).toHaveLength(TOTAL);
      expect(seqs(held)).toEqual(oneTo(TOTAL));
      // Each message is what was sent, under the id its sender was told.
      const sentById = new Map(plan.map((planned, i) => [sender.stored[i]?._id, planned]));
      const unlike = held.filter((message) => {
        const planned = sentById.get(message._id);
        return (
          message.content !== planned?.content ||
          message.clientId !== planned.clientId ||
          message.senderModel !== 'doctor'
        );
      });
      expect(unlike).toEqual([]);
      // Resent and relayed-by-id messages answered the stored one and were not stored again.
      for (const [index, again] of [...sender.resent, ...sender.relayed])
        expect(again).toEqual(sender.stored[index]);
      expect(await allMessages(patient.client, doctor.id, patient.id)).toEqual(held);
      // The reconnects had something to recover: at least what was stored while the reader was away the first time.
      expect(reader.recoveredFromPages).toBeGreaterThanOrEqual(STORED_WHILE_AWAY);
    },
    RUN_LIMIT_MS,
  );

  it('should store and show once a message sent again with its client id after a lost acknowledgement', async () => {
    const { doctor, patient } = await consultedPair(system.baseUrl);
    const reader = new CatchingUpReader(system.baseUrl, doctor, patient);
    closing.push(reader);
    await reader.connect();
    const plan: PlannedMessage[] = [
      {
        content: 'Is the swelling better?',
        clientId: 'lost-ack-socket',
        channel: 'socket',
        resendOver: 'socket',
      },
      { content: 'Yes, since Tuesday.', clientId: 'lost-ack-rest', channel: 'rest', resendOver: 'rest' },
    ];
    const sender = await PacedSender.open(system.baseUrl, patient, doctor, plan);
    closing.push(sender);

    await sender.run(1);
    // A third message closes the exchange: the history must then hold exactly three.
    const after = await PacedSender.open(system.baseUrl, patient, doctor, [
      { content: 'See you Friday.', clientId: 'after-resends', channel: 'socket' },
    ]);
    closing.push(after);
    await after.run(1);
    await reader.holding(3);

    expect(sender.resent.get(0)).toEqual(sender.stored[0]);
    expect(sender.resent.get(1)).toEqual(sender.stored[1]);
    const stored = await allMessages(doctor.client, doctor.id, patient.id);
    expect(stored.map((m) => [m.seq, m.content, m.clientId, m.senderModel])).toEqual([
      [1, 'Is the swelling better?', 'lost-ack-socket', 'user'],
      [2, 'Yes, since Tuesday.', 'lost-ack-rest', 'user'],
      [3, 'See you Friday.', 'after-resends', 'user'],
    ]);
    expect(reader.messages()).toEqual(stored);
    expect(reader.problems).toEqual([]);
  });
});
