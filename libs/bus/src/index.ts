export { type BusTransport } from './bus-transport';
export { busTransportOf, busServerOptions, busBroadcastListenerOptions } from './bus-options';
export { BusClient, type BusRequestOptions } from './bus-client';
export { BusModule } from './bus.module';
export { createServiceApp, bootstrapService, listenService } from './runtime/service-app';
export {
  ServiceExceptionFilter,
  serviceFailureOf,
  type ServiceFailure,
  type ServiceFailureKind,
} from './runtime/service-exception.filter';
export { isRaisedByBusClient } from './bus-errors';
export { loggerModuleFor } from './runtime/logger.module';
export { startOpsFor } from './runtime/ops';
export { emitBestEffort, type BestEffortOptions } from './emit-best-effort';
export {
  type Deadline,
  type ShutdownLogger,
  type ShutdownStep,
  type StartDeadline,
  exitGracefullyOnSignal,
  runShutdown,
} from './runtime/graceful-shutdown';
export { EventsModule } from './events/events.module';
export { Outbox, openOutbox, type EventSink, type OutboxEntry, type Transaction } from './events/outbox';
export { DurableEvents, durableEventsOf } from './events/durable-events';
export { DurableEventContext } from './events/durable-event-context';
export { InProcessEventHub } from './events/in-process-event-hub';
export { PermanentEventFailure } from './events/outbox-event';
export { EVENT_STREAM, JetStreamMissingError, durableNameOf } from './events/jetstream';
export { eventTablesOf } from './events/event-tables';
