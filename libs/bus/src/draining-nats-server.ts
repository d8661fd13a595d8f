import { type NatsOptions } from '@nestjs/microservices';
import { type NatsContext } from '@nestjs/microservices/ctx-host/nats.context';
import { type Msg, type NatsConnection, type Subscription as NatsSubscription } from 'nats';
import { filter, type Subscription } from 'rxjs';

import { durableHandlersOf, startDurableConsumers, stopDurableConsumers } from './events/durable-handlers';
import { BusNatsServer } from './nats-server';
import { InFlight } from './in-flight';

/**
 * A reply packet as Nest hands it over: the last one its sender publishes carries isDisposed; the answer for a
 * pattern with no handler is an error without it, and is the only one.
 */
interface ReplyPacket {
  isDisposed?: boolean;
  err?: unknown;
}

/**
 * A service's NATS server that stops without losing a message. Nest's own graceful close unsubscribes and then
 * sleeps a fixed grace period: a message NATS routed here before it saw the UNSUB is dropped, and a handler
 * slower than the grace loses its reply. On close this one drains its subscriptions (NATS sends new messages
 * to the other replicas of the queue group, while the ones already on their way here are still handled), waits
 * until every handler has finished and its reply has gone out, and flushes before closing the connection.
 */
export class DrainingNatsServer extends BusNatsServer {
  private readonly handlers = new InFlight();
  private readonly subscribed: NatsSubscription[] = [];
  /** The final reply of each request being handled, by its message: resolved once it was published. */
  private readonly finalReplies = new WeakMap<Msg, Promise<void>>();

  constructor(
    private readonly natsOptions: NonNullable<NatsOptions['options']>,
    /**
     * How long the drain waits for handlers still running: BUS_TIMEOUT_MS, after which every request that was in
     * flight has timed out at its caller, so a later reply would reach nobody.
     */
    private readonly handlerGraceMs: number,
    /** The service: its durable event handlers run on its JetStream consumers, not on core NATS subscriptions. */
    private readonly service?: string,
  ) {
    super(natsOptions);
  }

  /** Subscribes core NATS handlers, then starts the service's durable consumers before saying it listens. */
  override start(callback: (error?: unknown) => void): void {
    const durable = this.service
      ? durableHandlersOf(this.messageHandlers, (subject) => this.getHandlerByPattern(subject))
      : new Map();
    this.bindEvents(this.unwrap<NatsConnection>(), new Set(durable.keys()));
    startDurableConsumers(this.service ?? '', durable).then(() => callback(), callback);
  }

  /** Requests and events being handled now. */
  get handling(): number {
    return this.handlers.count;
  }

  /** Subscribes as Nest does (each handler on its queue group), keeping the subscriptions to drain them. */
  override bindEvents(client: NatsConnection, skip: ReadonlySet<string> = new Set()): void {
    const defaultQueue = this.natsOptions.queue;
    for (const [channel, handler] of this.messageHandlers) {
      if (skip.has(channel)) continue;
      const queue = handler.extras?.['queue'] ?? defaultQueue;
      this.subscribed.push(
        client.subscribe(channel, {
          queue: typeof queue === 'string' ? queue : undefined,
          callback: this.getMessageHandler(channel).bind(this),
        }),
      );
    }
  }

  override async handleMessage(channel: string, message: Msg): Promise<void> {
    const end = this.handlers.begin();
    try {
      await super.handleMessage(channel, message);
      // The reply goes out after the handler returned (Nest's sender publishes on a later tick).
      await this.finalReplies.get(message);
    } finally {
      end();
    }
  }

  override getPublisher(message: Msg, id: string, context: NatsContext): (response: ReplyPacket) => unknown {
    const publish = super.getPublisher(message, id, context) as (response: ReplyPacket) => unknown;
    if (!message.reply) return publish;
    let published!: () => void;
    this.finalReplies.set(message, new Promise<void>((resolve) => (published = resolve)));
    return (response) => {
      try {
        return publish(response);
      } finally {
        if (response.isDisposed || response.err !== undefined) published();
      }
    };
  }

  override async close(): Promise<void> {
    if (this.service) await stopDurableConsumers(this.service);
    const subscriptions = this.subscribed.splice(0);
    if (subscriptions.length > 0) {
      // While NATS is unreachable nothing can arrive and no reply can leave (a flush would wait for the broker
      // forever), so a drain that finds it gone, or loses it midway, gives way to the close.
      let lost: Subscription | undefined;
      const disconnected = new Promise<void>((resolve) => {
        lost = this.status.pipe(filter((status) => status !== 'connected')).subscribe(() => resolve());
      });
      try {
        await Promise.race([this.drain(subscriptions), disconnected]);
      } finally {
        lost?.unsubscribe();
      }
    }
    await super.close();
  }

  private async handlersFinished(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const givenUp = new Promise<'given up'>((resolve) => {
      timer = setTimeout(() => resolve('given up'), this.handlerGraceMs);
      // Only a cap: when NATS went away the close goes on without this wait, which must not hold the process.
      timer.unref();
    });
    const outcome = await Promise.race([this.handlers.idle(), givenUp]);
    clearTimeout(timer);
    if (outcome === 'given up') {
      this.logger.warn(
        `${this.handlers.count} handler(s) still running ${this.handlerGraceMs} ms into the drain: closing without them`,
      );
    }
  }

  private async drain(subscriptions: NatsSubscription[]): Promise<void> {
    // A connection already closed has nothing left to drain; closing it below is all that remains.
    await Promise.allSettled(subscriptions.map((subscription) => subscription.drain()));
    await this.handlersFinished();
    await this.unwrap<NatsConnection>().flush();
  }
}
