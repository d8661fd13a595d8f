import { type Logger } from '@nestjs/common';
import { type Socket } from 'socket.io';

import { toApiError } from '../http/api-error';

/** A namespace's acknowledgement; the contracts' ChatAck and CallAck both have this shape. */
export type SocketAck<T> = { status: 'success'; data: T } | { status: 'error'; message: string };

export const acknowledged = <T>(data: T): SocketAck<T> => ({ status: 'success', data });

export const refused = <T>(message: string): SocketAck<T> => ({ status: 'error', message });

/**
 * The message a socket client is answered for a failed bus request: a service's refusal as it gave it (403, 404,
 * 422…), the generic sentence for a failure of ours, exactly as the HTTP routes answer it.
 */
export const refusalMessageOfError = (error: unknown): { message: string; unexpected: boolean } => {
  const { body, unexpected } = toApiError(error);
  return { message: body.message, unexpected };
};

/** Longest event name echoed back in an error event: whatever a client names its emit, the answer stays small. */
const EVENT_NAME_MAX_LENGTH = 64;

/** Refuses one emit: `errorEvent` for listeners, and the acknowledgement when the client asked for one. */
export const refuseEmit = (
  socket: Socket,
  errorEvent: string,
  event: unknown,
  message: string,
  ack?: unknown,
): void => {
  socket.emit(errorEvent, { event: String(event).slice(0, EVENT_NAME_MAX_LENGTH), message });
  if (typeof ack === 'function') (ack as (answer: unknown) => void)(refused(message));
};

/**
 * How a namespace's handlers refuse: the error event for the page, and the refusal as the acknowledgement (Nest
 * answers it with what the handler returns). They never throw or disconnect.
 */
export class SocketRefusals {
  constructor(
    private readonly errorEvent: string,
    private readonly logger: Logger,
    /** Logged for a failure of ours; the cause is not, as it may carry ids. */
    private readonly failure: string,
  ) {}

  refuse<T>(socket: Socket, event: string, message: string): SocketAck<T> {
    refuseEmit(socket, this.errorEvent, event, message);
    return refused(message);
  }

  refuseFailed<T>(socket: Socket, event: string, error: unknown): SocketAck<T> {
    const { message, unexpected } = refusalMessageOfError(error);
    if (unexpected) this.logger.error({ event }, this.failure);
    return this.refuse(socket, event, message);
  }
}
