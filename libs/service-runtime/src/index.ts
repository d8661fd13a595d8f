export { createServiceApp, bootstrapService, listenService } from './service-app';
export {
  ServiceExceptionFilter,
  serviceFailureOf,
  type ServiceFailure,
  type ServiceFailureKind,
} from './service-exception.filter';
export { loggerModuleFor } from './logger.module';
export { startOpsFor } from './ops';
export {
  type Deadline,
  type ShutdownLogger,
  type ShutdownStep,
  type StartDeadline,
  exitGracefullyOnSignal,
  runShutdown,
} from './graceful-shutdown';
