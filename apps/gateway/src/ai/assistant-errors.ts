import { HttpException, HttpStatus } from '@nestjs/common';
import { AI_MESSAGES, ASSISTANT_TEXTS, isRpcErrorPayload, type RpcErrorPayload } from '@vitalsync/contracts';

/** A limiter's refusal carries how long until the next point; anything else it rejects with is a failure. */
const msBeforeNextOf = (refusal: unknown): number | undefined => {
  const ms = (refusal as { msBeforeNext?: unknown } | null)?.msBeforeNext;
  return typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 ? ms : undefined;
};

/**
 * 429 for a limiter that refused, with Retry-After when it said when a point comes back. A limiter that failed
 * refuses too (fails closed): a broken counter must not open the model to unlimited questions.
 */
export const assistantRateLimited = (refusal: unknown): RpcErrorPayload => {
  const ms = msBeforeNextOf(refusal);
  return {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: AI_MESSAGES.rateLimited,
    ...(ms === undefined ? {} : { retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) }),
  };
};

/**
 * What the patient sees when ai-svc could not answer: ai-svc down (503), too slow (504) or failing (5xx) is the
 * spec's failure text with 503. A refusal of the question itself (4xx: not a patient, an invalid conversation)
 * passes unchanged.
 */
export const assistantFailure = (error: unknown): unknown =>
  isRpcErrorPayload(error) && error.status < 500
    ? error
    : new HttpException(ASSISTANT_TEXTS.failure, HttpStatus.SERVICE_UNAVAILABLE);

/** The status a failed bus request answered, for the log; undefined for anything else thrown. */
export const statusOf = (error: unknown): number | undefined =>
  isRpcErrorPayload(error) ? error.status : undefined;
