import { type LoggerService } from '@nestjs/common';
import { processMetrics, REQUEST_ID_HEADER } from '@vitalsync/backend';
import { type DurableEventSubject, EVENT_ID_HEADER } from '@vitalsync/contracts';
import { type ConsumerMessages, type JetStreamManager, type JsMsg, type NatsConnection } from 'nats';

import { type DurableConsumer } from './durable-consumer';
import { ACK_WAIT_MS, ensureDurableConsumer, EVENT_STREAM } from './jetstream';

const decoder = new TextDecoder();
const PENDING_POLL_MS = 5_000;

/** The event a JetStream message carries (Nest's NATS packet), or undefined when it is not one. */
const packetOf = (message: JsMsg): { data: unknown } | undefined => {
  try {
    const packet: unknown = JSON.parse(decoder.decode(message.data));
    return typeof packet === 'object' && packet !== null && 'data' in packet
      ? (packet as { data: unknown })
      : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Runs a service's durable consumers on JetStream: one pull consumer per subject, shared by the service's
 * replicas, each message acknowledged only after the handler's work committed, delayed redelivery (nak) after a
 * failure, terminated once dead-lettered.
 */
export class JetStreamConsumers {
  private readonly subscriptions: ConsumerMessages[] = [];
  private readonly loops: Array<Promise<void>> = [];
  private readonly durables: Array<{ durable: string; consumer: string }> = [];
  private measuring: NodeJS.Timeout | undefined;

  constructor(
    private readonly nc: NatsConnection,
    private readonly service: string,
    private readonly logger: Pick<LoggerService, 'warn'>,
  ) {}

  async start(consumers: ReadonlyMap<DurableEventSubject, DurableConsumer>): Promise<void> {
    const jsm = await this.nc.jetstreamManager();
    const js = this.nc.jetstream();
    for (const [subject, consumer] of consumers) {
      const durable = await ensureDurableConsumer(jsm, this.service, subject);
      const messages = await (await js.consumers.get(EVENT_STREAM, durable)).consume({ max_messages: 1 });
      this.subscriptions.push(messages);
      this.durables.push({ durable, consumer: consumer.name });
      this.loops.push(this.run(subject, messages, consumer));
    }
    this.measuring = setInterval(() => void this.measure(jsm), PENDING_POLL_MS);
    this.measuring.unref();
  }

  /** Stops taking events; resolves once the one being handled (if any) is acknowledged or handed back. */
  async stop(): Promise<void> {
    clearInterval(this.measuring);
    for (const messages of this.subscriptions.splice(0)) messages.stop();
    await Promise.allSettled(this.loops.splice(0));
  }

  /** Events each consumer has not acknowledged yet, waiting or in flight, as the stream counts them. */
  private async measure(jsm: JetStreamManager): Promise<void> {
    const gauge = processMetrics().eventsPending;
    for (const { durable, consumer } of this.durables) {
      const info = await jsm.consumers.info(EVENT_STREAM, durable).catch(() => undefined);
      if (info) gauge.set({ consumer }, info.num_pending + info.num_ack_pending);
    }
  }

  private async run(subject: DurableEventSubject, messages: ConsumerMessages, consumer: DurableConsumer) {
    for await (const message of messages) {
      const packet = packetOf(message);
      const event = {
        eventId: message.headers?.get(EVENT_ID_HEADER) || `${subject}#${message.seq}`,
        subject,
        payload: packet?.data,
        requestId: message.headers?.get(REQUEST_ID_HEADER) || undefined,
        delivery: message.info.deliveryCount,
      };
      // A message that is no event packet reaches the handler without a payload: its validation dead-letters it.
      const stillWorking = setInterval(() => message.working(), ACK_WAIT_MS / 2);
      const outcome = await consumer.deliver(event).finally(() => clearInterval(stillWorking));
      if (outcome.kind === 'retry') message.nak(outcome.delayMs);
      else if (outcome.kind === 'dead-lettered') message.term();
      else message.ack();
    }
  }
}
