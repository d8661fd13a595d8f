import { type Clock } from '@vitalsync/backend';
import { LOGIN_REQUIRED_MESSAGE } from '@vitalsync/contracts';
import { type Event, type Socket } from 'socket.io';

import { type SocketData } from './socket-session';
import { refuseEmit } from './socket-refusals';

/**
 * The part of a rate limiter a namespace uses: one point per emit, keyed by the account that emits. A budget kept
 * per socket would come back full with every new connection, so a client could reconnect to flood; per account,
 * every socket of the account (several tabs, a reconnect) spends the same points until the window ends.
 */
export interface EmitLimiter {
  /** Resolves when the key still had a point; rejects when it had none (or the limiter failed: fail closed). */
  consume(key: string): Promise<unknown>;
}

export interface EmitGuardOptions {
  /** The namespace's error event, e.g. `chat-error`. */
  errorEvent: string;
  rateLimitedMessage: string;
  /** Checked once the budget is spent, on the emit's arguments without its acknowledgement: a refusal, or none. */
  refusalOfPayload?: (args: unknown[]) => string | undefined;
}

/**
 * Socket middleware run before every event a socket emits, whatever its name: a socket whose session has expired
 * is told so and disconnected (a revoked one already is, at once); an emit over its account's budget, or whose
 * payload the namespace refuses, is refused without reaching a handler, so a flood never reaches the bus. The
 * budget is spent first: a refused payload costs a point too, so a client cannot make the gateway inspect payloads
 * without limit.
 */
export const emitGuard =
  ({ errorEvent, rateLimitedMessage, refusalOfPayload }: EmitGuardOptions) =>
  (socket: Socket, limiter: EmitLimiter, clock: Clock) =>
  ([event, ...args]: Event, next: (error?: Error) => void): void => {
    const ack = args.at(-1);
    const { actor } = socket.data as SocketData;
    if (actor.expiresAt <= clock().getTime()) {
      refuseEmit(socket, errorEvent, event, LOGIN_REQUIRED_MESSAGE, ack);
      socket.disconnect(true);
      return;
    }
    limiter.consume(actor.id).then(
      () => {
        const refusal = refusalOfPayload?.(typeof ack === 'function' ? args.slice(0, -1) : args);
        if (refusal === undefined) next();
        else refuseEmit(socket, errorEvent, event, refusal, ack);
      },
      () => refuseEmit(socket, errorEvent, event, rateLimitedMessage, ack),
    );
  };
