import { type Provider } from '@nestjs/common';
import { CHAT_SOCKET_EMITS_PER_WINDOW, CHAT_SOCKET_WINDOW_SECONDS } from '@vitalsync/contracts';
import { RateLimiterMemory } from 'rate-limiter-flexible';

import { type EmitLimiter } from '../realtime/emit-guard';

export const CHAT_EMIT_LIMITER = Symbol.for('vitalsync.gateway.chat-emit-limiter');

/**
 * Points per account, in memory per gateway replica: the budget is shared by the account's sockets on one replica,
 * not across replicas (an account whose sockets land on N replicas gets at most N budgets, like the per-address
 * HTTP limit). Sharing it would need a store every replica reaches, and the gateway has none. A test module
 * overrides the token with its own limiter.
 */
export const chatEmitLimiterProvider: Provider = {
  provide: CHAT_EMIT_LIMITER,
  useFactory: (): EmitLimiter =>
    new RateLimiterMemory({ points: CHAT_SOCKET_EMITS_PER_WINDOW, duration: CHAT_SOCKET_WINDOW_SECONDS }),
};
