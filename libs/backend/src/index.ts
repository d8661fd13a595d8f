export { rpcError, invalidRequest, invalidFields } from './rpc/rpc-errors';
export { CLOCK, type Clock, systemClock, clockProvider } from './clock/clock';
export { REPEAT, type Repeat, repeatProvider, RepeatingTask } from './timers/repeating-task';
export * from './ops';
export { busValidationPipe } from './validation/bus-validation.pipe';
export { strictValidationPipe } from './validation/strict-validation.pipe';
export { Internal } from './handlers/internal.decorator';
export { messageHandlersOf, handlersWithoutActor, type MessageHandler } from './handlers/message-handlers';
