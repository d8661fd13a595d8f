import {
  type CustomTransportStrategy,
  type MessageHandler,
  Server,
  type WritePacket,
} from '@nestjs/microservices';
import { isObservable } from 'rxjs';

import { EVENT_ID_HEADER } from '@vitalsync/contracts';

import { handleInRequestScope, SeenEvents, timedHandler } from '../bus-handling';
import { durableHandlersOf, startDurableConsumers, stopDurableConsumers } from '../events/durable-handlers';
import { subjectRoute } from '../subject-route';
import { InProcessBroker } from './in-process-broker';
import { IN_PROCESS_TRANSPORT, InProcessContext } from './in-process-context';
import { decodeHeaders, decodeRequest, encodeWire, type WireReply } from './wire';

/** Sent when a reply cannot be delivered, so the caller gets a 500 instead of waiting for its timeout. */
const UNDELIVERABLE_REPLY = { status: 'error', message: 'The reply could not be serialized.' };
const NO_HANDLER = {
  status: 'error',
  message: 'There is no matching message handler defined in the remote service.',
};

/**
 * Nest microservice strategy of the embedded mode: subscribes the app's `@MessagePattern` and `@EventPattern`
 * handlers on the in-process broker and answers the way ServerNats does (same packets, same hooks, the request
 * id restored from the message's headers, handlers timed).
 */
export class InProcessServer extends Server implements CustomTransportStrategy {
  private unsubscribers: Array<() => void> = [];

  private readonly seen = new SeenEvents();

  /**
   * @param service the service this server belongs to: its durable event handlers are run by its durable
   *   consumers, not by the broker. Without one (the gateway's listener), every handler hears the broker.
   */
  constructor(
    private readonly broker: InProcessBroker = InProcessBroker.shared(),
    private readonly service?: string,
  ) {
    super();
    this.transportId = IN_PROCESS_TRANSPORT;
    this.setOnProcessingStartHook(handleInRequestScope);
  }

  listen(callback: (error?: unknown) => void): void {
    const durable = this.service
      ? durableHandlersOf(this.messageHandlers, (subject) => this.getHandlerByPattern(subject))
      : new Map();
    for (const subject of this.messageHandlers.keys()) {
      if (durable.has(subject)) continue;
      this.unsubscribers.push(
        this.broker.subscribe(subject, {
          onRequest: (requestSubject, raw, reply, headers) =>
            this.handleRequest(requestSubject, raw, reply, headers),
          onEvent: (eventSubject, raw, headers) => this.deliverEvent(eventSubject, raw, headers),
        }),
      );
    }
    startDurableConsumers(this.service ?? '', durable).then(() => {
      this._status$.next('connected');
      callback();
    }, callback);
  }

  /** Unsubscribes every handler, so the patterns of a stopped service answer "unavailable". */
  async close(): Promise<void> {
    for (const unsubscribe of this.unsubscribers) unsubscribe();
    this.unsubscribers = [];
    if (this.service) await stopDurableConsumers(this.service);
    this._status$.next('disconnected');
  }

  on(): void {
    // The broker lives in this process: there is no connection that could drop, so no event to listen for.
  }

  unwrap<T>(): T {
    return this.broker as unknown as T;
  }

  override getRouteFromPattern(pattern: string): string {
    return subjectRoute(pattern, (subject) => super.getRouteFromPattern(subject));
  }

  override getHandlerByPattern(pattern: string): MessageHandler | null {
    const handler = super.getHandlerByPattern(pattern);
    return handler && timedHandler(pattern, handler);
  }

  private handleRequest(subject: string, raw: string, reply: (raw: string) => void, headers?: string): void {
    const message = decodeRequest(raw);
    const context = new InProcessContext([subject, decodeHeaders(headers)]);
    const respond = (packet: WritePacket): void => {
      this.onProcessingEndHook?.(IN_PROCESS_TRANSPORT, context);
      reply(this.encodeReply({ ...packet, id: message.id ?? '' }));
    };
    const handler = this.getHandlerByPattern(subject);
    if (!handler) {
      respond({ err: NO_HANDLER, isDisposed: true });
      return;
    }
    const processing = this.onProcessingStartHook(IN_PROCESS_TRANSPORT, context, async () => {
      const result: unknown = await handler(message.data, context);
      // A single value (what request handlers return) is answered at once, as the one packet Nest's sender would
      // make of it; streams and failures (which Nest hands over as Observables) go through that sender.
      if (isObservable(result)) this.send(result, respond);
      else respond({ response: result, isDisposed: true });
    });
    Promise.resolve(processing).catch((error: unknown) => {
      this.logger.error(error);
      respond({ err: UNDELIVERABLE_REPLY, isDisposed: true });
    });
  }

  private deliverEvent(subject: string, raw: string, headers?: string): void {
    const message = decodeRequest(raw);
    const decoded = decodeHeaders(headers);
    // A relay that resends an event after a crash must not push it twice.
    if (this.seen.firstTime(decoded[EVENT_ID_HEADER]) === false) return;
    this.handleEvent(
      subject,
      { pattern: message.pattern, data: message.data },
      new InProcessContext([subject, decoded]),
    ).catch((error: unknown) => this.logger.error(error));
  }

  private encodeReply(packet: WireReply): string {
    try {
      return encodeWire(packet);
    } catch (error) {
      this.logger.error(error);
      return encodeWire({ id: packet.id, err: UNDELIVERABLE_REPLY, isDisposed: true });
    }
  }
}
