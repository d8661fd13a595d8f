import { Logger } from '@nestjs/common';
import { type MessageHandler, NatsContext } from '@nestjs/microservices';
import {
  type BusOutcome,
  CLIENT_AGENT_HEADER,
  CLIENT_IP_HEADER,
  clientOriginOf,
  processMetrics,
  REQUEST_ID_HEADER,
  requestIdOrNew,
  runWithRequestContext,
} from '@vitalsync/backend';
import { EVENT_ID_HEADER } from '@vitalsync/contracts';
import { isObservable, type Observable, tap } from 'rxjs';

import { InProcessContext } from './in-process/in-process-context';
import { requestIdOfHeader } from './request-id-headers';

const logger = new Logger('BusMessages');

/** NATS headers as nats.js gives them: `get` answers '' for a header the message lacks. */
interface NatsHeaders {
  get(name: string): string;
}

const headerOf = (context: unknown, name: string): string | undefined => {
  if (context instanceof InProcessContext) return context.getHeader(name);
  if (context instanceof NatsContext)
    return (context.getHeaders() as NatsHeaders | undefined)?.get(name) || undefined;
  return undefined;
};

/**
 * The servers' processing hook: the message is handled, reply included, as part of the request that sent it, so
 * the handler's log lines name that request and the messages it sends on carry its id. A message without one
 * (a timer's, another system's) gets its own, so what it causes can still be followed.
 */
export const handleInRequestScope = (
  _transport: unknown,
  context: unknown,
  done: () => Promise<unknown>,
): Promise<unknown> => {
  const requestId = requestIdOrNew(requestIdOfHeader(headerOf(context, REQUEST_ID_HEADER)));
  const ip = headerOf(context, CLIENT_IP_HEADER);
  const userAgent = headerOf(context, CLIENT_AGENT_HEADER);
  // Checked again here: a header is whatever its publisher wrote.
  const client = ip || userAgent ? clientOriginOf(ip, userAgent) : undefined;
  return runWithRequestContext(client ? { requestId, client } : { requestId }, done);
};

const finish = (pattern: string, startedAt: bigint, outcome: BusOutcome): void => {
  const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
  processMetrics().busHandlerDuration.observe({ pattern, outcome }, seconds);
  logger.debug({ pattern, outcome, durationMs: Math.round(seconds * 1e4) / 10 }, 'bus message handled');
};

/**
 * A handler that times itself and tells its outcome: Nest hands a failure back as an Observable that errors (its
 * exception filter already ran), so the outcome is known when that Observable ends, not when the handler returns.
 * Made per message around the registered handler, which keeps its `next` chain of further event handlers.
 */
export const timedHandler = (pattern: string, handler: MessageHandler): MessageHandler => {
  const timed: MessageHandler = async (data, context) => {
    const startedAt = process.hrtime.bigint();
    let result: unknown;
    try {
      result = await handler(data, context);
    } catch (error) {
      finish(pattern, startedAt, 'error');
      throw error;
    }
    if (!isObservable(result)) {
      finish(pattern, startedAt, 'ok');
      return result;
    }
    let ended = false;
    const end = (outcome: BusOutcome): void => {
      if (ended) return;
      ended = true;
      finish(pattern, startedAt, outcome);
    };
    return (result as Observable<unknown>).pipe(
      tap({ error: () => end('error'), complete: () => end('ok'), unsubscribe: () => end('ok') }),
    );
  };
  timed.isEventHandler = handler.isEventHandler;
  timed.extras = handler.extras;
  return timed;
};

/** How many event ids a listener remembers to drop a second delivery of the same event. */
const SEEN_EVENTS_KEPT = 10_000;

/**
 * The ids of the events a live listener handled lately: a relay that resends an event (it crashed between
 * publishing and marking it sent) reaches the listeners twice, and a push must happen once.
 */
export class SeenEvents {
  private readonly ids = new Set<string>();

  /** True the first time an id is seen, false after; undefined for a message without one (a live event). */
  firstTime(id: string | undefined): boolean | undefined {
    if (!id) return undefined;
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    if (this.ids.size > SEEN_EVENTS_KEPT) {
      const oldest = this.ids.values().next().value;
      if (oldest !== undefined) this.ids.delete(oldest);
    }
    return true;
  }
}

/** The event id a received message carries, on either transport. */
export const eventIdOf = (context: unknown): string | undefined => headerOf(context, EVENT_ID_HEADER);
