export { type BusTransport } from './bus-transport';
export { busTransportOf, busServerOptions, busBroadcastListenerOptions } from './bus-options';
export { BusClient, type BusRequestOptions } from './bus-client';
export { BusModule } from './bus.module';
export { createServiceApp, bootstrapService, listenService } from './runtime/service-app';
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
