import { type Provider } from '@nestjs/common';
import { CHAT_SOCKET_EMITS_PER_WINDOW, CHAT_SOCKET_WINDOW_SECONDS } from '@vitalsync/contracts';
import { RateLimiterMemory } from 'rate-limiter-flexible';

import { type EmitLimiter } from '../realtime/emit-guard';

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
