import { requestIdOrNew, runWithRequestId } from '@vitalsync/backend';
import { type MessageMappingProperties } from '@nestjs/websockets';

/**
 * A socket event handler that handles each emit as a request of its own, with a new id: its log lines and the bus
 * messages it sends are followed as an HTTP request's are.
 */
export const withRequestIdPerEmit = (handler: MessageMappingProperties): MessageMappingProperties => ({
  ...handler,
  callback: (...args: unknown[]) =>
    runWithRequestId(requestIdOrNew(undefined), () => handler.callback(...args)),
});
