import { type Provider } from '@nestjs/common';
import { CHAT_SOCKET_EMITS_PER_WINDOW, CHAT_SOCKET_WINDOW_SECONDS } from '@vitalsync/contracts';
import { RateLimiterMemory } from 'rate-limiter-flexible';

/** The part of a rate limiter the /chat namespace uses: one point per emit, keyed by socket id. */
export interface EmitLimiter {
  /** Resolves when the key still had a point; rejects when it had none (or the limiter failed: fail closed). */
  consume(key: string): Promise<unknown>;
  /** Forgets a key (its socket disconnected). */
  delete(key: string): Promise<unknown>;
}

export const CHAT_EMIT_LIMITER = Symbol.for('vitalsync.gateway.chat-emit-limiter');

/**
 * In memory per gateway replica: a socket lives on one replica, so its count never needs sharing. A test module
 * overrides the token with its own limiter.
 */
export const chatEmitLimiterProvider: Provider = {
  provide: CHAT_EMIT_LIMITER,
  useFactory: (): EmitLimiter =>
    new RateLimiterMemory({ points: CHAT_SOCKET_EMITS_PER_WINDOW, duration: CHAT_SOCKET_WINDOW_SECONDS }),
};
