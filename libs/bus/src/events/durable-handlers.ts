import { type MessageHandler } from '@nestjs/microservices';
import { requestIdOrNew, runWithRequestId } from '@vitalsync/backend';
import { type DurableEventSubject, isDurableEventSubject } from '@vitalsync/contracts';
import { isObservable, lastValueFrom, type Observable } from 'rxjs';

import { DurableEventContext } from './durable-event-context';
import { durableEventsOf } from './durable-events';
import { type DurableHandler } from './outbox-event';

/**
 * A Nest event handler as a durable consumer runs it: under the request id of the change that caused the event,
 * resolving once the handler's work is done (Nest hands a failure back as an Observable that errors, after its
 * exception filter ran), so the event is acknowledged only then.
 */
export const durableHandlerOf =
  (subject: DurableEventSubject, handler: MessageHandler): DurableHandler =>
  (event) =>
    runWithRequestId(requestIdOrNew(event.requestId), async () => {
      const result: unknown = await handler(event.payload, new DurableEventContext([subject, event]));
      if (isObservable(result))
        await lastValueFrom(result as Observable<unknown>, { defaultValue: undefined });
    });

/** The durable event handlers among a server's handlers, which its durable consumers run instead of the broker. */
export const durableHandlersOf = (
  handlers: Map<string, MessageHandler>,
  handlerOf: (subject: string) => MessageHandler | null,
): Map<DurableEventSubject, DurableHandler> => {
  const durable = new Map<DurableEventSubject, DurableHandler>();
  for (const [subject, registered] of handlers) {
    if (!registered.isEventHandler || !isDurableEventSubject(subject)) continue;
    const handler = handlerOf(subject);
    if (handler) durable.set(subject, durableHandlerOf(subject, handler));
  }
  return durable;
};

/** Hands a service's durable handlers to its runtime; a service that has some but no EventsModule is a bug. */
export const startDurableConsumers = async (
  service: string,
  handlers: ReadonlyMap<DurableEventSubject, DurableHandler>,
): Promise<void> => {
  if (handlers.size === 0) return;
  const runtime = durableEventsOf(service);
  if (!runtime)
    throw new Error(
      `${service} handles durable events (${[...handlers.keys()].join(', ')}) but imports no EventsModule.`,
    );
  await runtime.startConsumers(handlers);
};

export const stopDurableConsumers = async (service: string): Promise<void> => {
  await durableEventsOf(service)?.stopConsumers();
};
