import { type Provider } from '@nestjs/common';
import { ASSISTANT_RATE_LIMIT, ASSISTANT_RATE_WINDOW_SECONDS } from '@vitalsync/contracts';
import { RateLimiterMemory } from 'rate-limiter-flexible';

/** The part of a rate limiter the assistant uses: one point per question, keyed by account id. */
export interface AssistantLimiter {
  /**
   * Resolves when the account still had a point; rejects with the limiter's answer (`msBeforeNext`) when it had
   * none, or with an error when the limiter failed.
   */
  consume(key: string): Promise<unknown>;
}

export const ASSISTANT_LIMITER = Symbol.for('vitalsync.gateway.assistant-limiter');

/**
 * In memory per gateway replica: with N replicas an account could ask up to N times the budget, which still
 * bounds what one patient costs; the per-address API limit stands beside it. A test module overrides the token
 * with its own limiter.
 */
export const assistantLimiterProvider: Provider = {
  provide: ASSISTANT_LIMITER,
  useFactory: (): AssistantLimiter =>
    new RateLimiterMemory({ points: ASSISTANT_RATE_LIMIT, duration: ASSISTANT_RATE_WINDOW_SECONDS }),
};
