import { type Clock } from '@vitalsync/backend';
import {
  type CallAck,
  type CallErrorPayload,
  CALL_RATE_LIMITED_MESSAGE,
  CALL_SIGNAL_MAX_BYTES,
  CALL_SIGNAL_TOO_LARGE_MESSAGE,
  LOGIN_REQUIRED_MESSAGE,
  VIDEO_SOCKET_EVENTS,
} from '@vitalsync/contracts';
import { type Event, type Socket } from 'socket.io';

import { type EmitLimiter } from '../chat/chat-emit-limiter';
import { type SocketData } from '../realtime/socket-session';

/** Longest event name echoed back in `call-error`: whatever a client names its emit, the answer stays small. */
const EVENT_NAME_MAX_LENGTH = 64;

export const callRefused = <T>(message: string): CallAck<T> => ({ status: 'error', message });

/** Refuses one emit: `call-error` for listeners, and the acknowledgement when the client asked for one. */
export const refuseCallEmit = (socket: Socket, event: unknown, message: string, ack?: unknown): void => {
  const payload: CallErrorPayload = { event: String(event).slice(0, EVENT_NAME_MAX_LENGTH), message };
  socket.emit(VIDEO_SOCKET_EVENTS.callError, payload);
  if (typeof ack === 'function') (ack as (answer: unknown) => void)(callRefused(message));
};

/**
 * True when the arguments of an emit, as JSON, exceed the signalling limit. Arguments that cannot be written as
 * JSON at all (nested beyond the stack) count as too large: no handler could use them either.
 */
export const exceedsSignalLimit = (args: unknown[]): boolean => {
  try {
    return Buffer.byteLength(JSON.stringify(args) ?? '') > CALL_SIGNAL_MAX_BYTES;
  } catch {
    return true;
  }
};

/**
 * Socket middleware run before every event a /video-call socket emits: a socket whose session has expired is told
 * so and disconnected; one over its emit budget, or sending more than a signalling message may weigh, is refused
 * without reaching a handler, so neither a flood nor a huge SDP reaches the bus. The budget is spent first: an
 * oversized emit costs a point too, so a client cannot make the gateway measure megabytes without limit.
 */
export const callEmitGuard =
  (socket: Socket, limiter: EmitLimiter, clock: Clock) =>
  ([event, ...args]: Event, next: (error?: Error) => void): void => {
    const ack = args.at(-1);
    if ((socket.data as SocketData).actor.expiresAt <= clock().getTime()) {
      refuseCallEmit(socket, event, LOGIN_REQUIRED_MESSAGE, ack);
      socket.disconnect(true);
      return;
    }
    limiter.consume(socket.id).then(
      () => {
        const payload = typeof ack === 'function' ? args.slice(0, -1) : args;
        if (exceedsSignalLimit(payload)) refuseCallEmit(socket, event, CALL_SIGNAL_TOO_LARGE_MESSAGE, ack);
        else next();
      },
      () => refuseCallEmit(socket, event, CALL_RATE_LIMITED_MESSAGE, ack),
    );
  };
