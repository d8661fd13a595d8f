import { type Provider } from '@nestjs/common';
import { CALL_SOCKET_EMITS_PER_WINDOW, CALL_SOCKET_WINDOW_SECONDS } from '@vitalsync/contracts';
import { RateLimiterMemory } from 'rate-limiter-flexible';

import { type EmitLimiter } from '../realtime/emit-guard';

export const CALL_EMIT_LIMITER = Symbol.for('vitalsync.gateway.call-emit-limiter');

/**
 * Points per account, in memory per gateway replica, like the chat's (shared by the account's sockets on one
 * replica, not across replicas). Its own budget, wider than the chat's, because ICE candidates arrive in bursts.
 * A test module overrides the token with its own limiter.
 */
export const callEmitLimiterProvider: Provider = {
  provide: CALL_EMIT_LIMITER,
  useFactory: (): EmitLimiter =>
    new RateLimiterMemory({ points: CALL_SOCKET_EMITS_PER_WINDOW, duration: CALL_SOCKET_WINDOW_SECONDS }),
};
