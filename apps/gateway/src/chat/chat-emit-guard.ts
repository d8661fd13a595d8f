import { type Clock } from '@vitalsync/backend';
import {
  CHAT_RATE_LIMITED_MESSAGE,
  CHAT_SOCKET_EVENTS,
  type ChatErrorPayload,
  LOGIN_REQUIRED_MESSAGE,
} from '@vitalsync/contracts';
import { type Event, type Socket } from 'socket.io';

import { type SocketData } from '../realtime/socket-session';
import { refused } from './chat-ack';
import { type EmitLimiter } from './chat-emit-limiter';

/** Longest event name echoed back in `chat-error`: whatever a client names its emit, the answer stays small. */
const EVENT_NAME_MAX_LENGTH = 64;

/** Refuses one emit: `chat-error` for listeners, and the acknowledgement when the client asked for one. */
export const refuseEmit = (socket: Socket, event: unknown, message: string, ack?: unknown): void => {
  const payload: ChatErrorPayload = { event: String(event).slice(0, EVENT_NAME_MAX_LENGTH), message };
  socket.emit(CHAT_SOCKET_EVENTS.chatError, payload);
  if (typeof ack === 'function') (ack as (answer: unknown) => void)(refused(message));
};

/**
 * Socket middleware run before every event a /chat socket emits, whatever its name: a socket whose session has
 * expired is told so and disconnected (a revoked one already is, at once); one over its emit budget is refused
 * without reaching a handler, so a flood never reaches the bus.
 */
export const chatEmitGuard =
  (socket: Socket, limiter: EmitLimiter, clock: Clock) =>
  ([event, ...args]: Event, next: (error?: Error) => void): void => {
    const ack = args.at(-1);
    if ((socket.data as SocketData).actor.expiresAt <= clock().getTime()) {
      refuseEmit(socket, event, LOGIN_REQUIRED_MESSAGE, ack);
      socket.disconnect(true);
      return;
    }
    limiter.consume(socket.id).then(
      () => next(),
      () => refuseEmit(socket, event, CHAT_RATE_LIMITED_MESSAGE, ack),
    );
  };
