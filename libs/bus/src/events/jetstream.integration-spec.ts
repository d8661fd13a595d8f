import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { DURABLE_EVENT_SUBJECTS } from '@vitalsync/contracts';
import { AckPolicy, connect, nanos, type NatsConnection } from 'nats';

import { DurableConsumer } from './durable-consumer';
import {
  ACK_WAIT_MS,
  durableNameOf,
  ensureDurableConsumer,
  ensureEventStream,
  EVENT_STREAM,
  JetStreamMissingError,
  jetStreamManagerOf,
  JetStreamPublisher,
} from './jetstream';
import { JetStreamConsumers } from './jetstream-consumers';
import { type DeliveredEvent, type OutboxEvent } from './outbox-event';

const NATS_SERVER = process.env['NATS_SERVER_BIN'] ?? '/usr/sbin/nats-server';
const describeWithNats = existsSync(NATS_SERVER) ? describe : describe.skip;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** A private nats-server (JetStream on or off) this file starts and stops, never the machine's. */
const startNats = async (jetStream: boolean) => {
  const port = await freePort();
  const storeDir = mkdtempSync(join(tmpdir(), 'vitalsync-js-'));
  const args = ['-a', '127.0.0.1', '-p', String(port), ...(jetStream ? ['-js', '-sd', storeDir] : [])];
  const child: ChildProcess = spawn(NATS_SERVER, args, { stdio: 'ignore' });
  const nc = await connect({
    servers: `nats://127.0.0.1:${port}`,
    waitOnFirstConnect: true,
    timeout: 10_000,
  });
  return {
    nc,
    stop: async () => {
      await nc.close();
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
};

const event = (eventId: string, accountId: string): OutboxEvent =>
  ({
    eventId,
    subject: 'profile.updated',
    payload: { accountId, role: 'user', card: { fullName: 'A', profilePicture: null }, version: 1, at: 'x' },
  }) as OutboxEvent;

/** A consumer whose handler records what it handled, failing as `failures` says (by account id). */
const recordingConsumer = (name: string, handled: DeliveredEvent[], failures = new Map<string, number>()) =>
  new DurableConsumer(
    name,
    async (delivered) => {
      const accountId = (delivered.payload as { accountId: string }).accountId;
      const left = failures.get(accountId) ?? 0;
      if (accountId === 'poison') throw { code: 'request.invalid', message: 'The request is not valid.' };
      if (left > 0) {
        failures.set(accountId, left - 1);
        throw { code: 'unavailable', message: 'down' };
      }
      handled.push(delivered);
    },
    async (_consumer, delivered) => {
      deadLetters.push(delivered.eventId);
    },
    { maxDeliveries: 5, retryBaseMs: 20 },
    { warn: () => undefined, error: () => undefined },
  );
const deadLetters: string[] = [];

const waitUntil = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
};

describeWithNats('JetStream events (private nats-server)', () => {
  let nats: Awaited<ReturnType<typeof startNats>>;
  let nc: NatsConnection;

  beforeAll(async () => {
    nats = await startNats(true);
    nc = nats.nc;
    const jsm = await jetStreamManagerOf(nc);
    await ensureEventStream(jsm, { maxAgeDays: 7, replicas: 1 });
  });

  afterAll(() => nats.stop());

  it('creates the stream once, with every durable subject, file storage and the configured age', async () => {
    const jsm = await jetStreamManagerOf(nc);
    await ensureEventStream(jsm, { maxAgeDays: 7, replicas: 1 });
    await ensureEventStream(jsm, { maxAgeDays: 9, replicas: 1 });
    const info = await jsm.streams.info(EVENT_STREAM);
    expect([...(info.config.subjects ?? [])].sort()).toEqual([...DURABLE_EVENT_SUBJECTS].sort());
    expect(info.config.storage).toBe('file');
    expect(info.config.max_age).toBe(9 * 86_400 * 1e9);
  });

  it('brings a consumer made by an older version to the current acknowledgement wait', async () => {
    const jsm = await jetStreamManagerOf(nc);
    await jsm.consumers.add(EVENT_STREAM, {
      durable_name: durableNameOf('older', 'profile.updated'),
      filter_subject: 'profile.updated',
      ack_policy: AckPolicy.Explicit,
      ack_wait: nanos(60_000),
    });
    const durable = await ensureDurableConsumer(jsm, 'older', 'profile.updated');
    expect((await jsm.consumers.info(EVENT_STREAM, durable)).config.ack_wait).toBe(nanos(ACK_WAIT_MS));
  });

  it('keeps one copy of an event its relay sent twice (same id)', async () => {
    const publisher = new JetStreamPublisher(nc.jetstream());
    const jsm = await jetStreamManagerOf(nc);
    const before = (await jsm.streams.info(EVENT_STREAM)).state.messages;
    await publisher.publish(event('dup-1', 'a-dup'));
    await publisher.publish(event('dup-1', 'a-dup'));
    expect((await jsm.streams.info(EVENT_STREAM)).state.messages).toBe(before + 1);
  });

  it('hands each event to one replica, acknowledges after the handler, redelivers a failure, dead-letters a poison', async () => {
    const publisher = new JetStreamPublisher(nc.jetstream());
    const handled: DeliveredEvent[] = [];
    const failures = new Map([['a-retry', 2]]);
    const replicas = [
      new JetStreamConsumers(nc, 'replicated', { warn: () => undefined }),
      new JetStreamConsumers(nc, 'replicated', { warn: () => undefined }),
    ];
    for (const replica of replicas)
      await replica.start(
        new Map([['profile.updated', recordingConsumer('replicated:profile.updated', handled, failures)]]),
      );

    await publisher.publish(event('r-1', 'a-first'));
    await publisher.publish(event('r-2', 'a-retry'));
    await publisher.publish(event('r-3', 'poison'));
    await publisher.publish(event('r-4', 'a-last'));
    await waitUntil(() => handled.some((delivered) => delivered.eventId === 'r-4'));
    for (const replica of replicas) await replica.stop();

    const ours = handled.filter((delivered) => delivered.eventId.startsWith('r-'));
    expect(ours.map((delivered) => delivered.eventId)).toEqual(['r-1', 'r-2', 'r-4']);
    expect(ours.find((delivered) => delivered.eventId === 'r-2')?.delivery).toBe(3);
    expect(deadLetters).toContain('r-3');
  });

  it('resumes where a stopped consumer left off', async () => {
    const publisher = new JetStreamPublisher(nc.jetstream());
    const first: DeliveredEvent[] = [];
    const consumers = new JetStreamConsumers(nc, 'resuming', { warn: () => undefined });
    await consumers.start(
      new Map([['profile.updated', recordingConsumer('resuming:profile.updated', first)]]),
    );
    await publisher.publish(event('s-1', 'a-1'));
    await waitUntil(() => first.some((delivered) => delivered.eventId === 's-1'));
    await consumers.stop();

    await publisher.publish(event('s-2', 'a-2'));
    const second: DeliveredEvent[] = [];
    const again = new JetStreamConsumers(nc, 'resuming', { warn: () => undefined });
    await again.start(new Map([['profile.updated', recordingConsumer('resuming:profile.updated', second)]]));
    await waitUntil(() => second.some((delivered) => delivered.eventId === 's-2'));
    await again.stop();
    expect(second.map((delivered) => delivered.eventId)).not.toContain('s-1');
  });
});

describeWithNats('a NATS without JetStream', () => {
  it('refuses to give a JetStream manager, saying how to fix it', async () => {
    const nats = await startNats(false);
    try {
      const refused = await jetStreamManagerOf(nats.nc).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(JetStreamMissingError);
      expect((refused as Error).message).toContain('-js');
    } finally {
      await nats.stop();
    }
  });
});
