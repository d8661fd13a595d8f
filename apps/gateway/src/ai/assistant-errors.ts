import {
  AI_MESSAGES,
  ASSISTANT_TEXTS,
  type ErrorCode,
  isRefusalCode,
  isRpcErrorPayload,
  type RpcErrorPayload,
} from '@vitalsync/contracts';

import { apiRefusal } from '../http/api-refusal';

/** A limiter's refusal carries how long until the next point; anything else it rejects with is a failure. */
const msBeforeNextOf = (refusal: unknown): number | undefined => {
  const ms = (refusal as { msBeforeNext?: unknown } | null)?.msBeforeNext;
  return typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 ? ms : undefined;
};

/**
 * `ai.rate_limited` for a limiter that refused, with Retry-After when it said when a point comes back. A limiter
 * that failed refuses too (fails closed): a broken counter must not open the model to unlimited questions.
 */
export const assistantRateLimited = (refusal: unknown): RpcErrorPayload => {
  const ms = msBeforeNextOf(refusal);
  return {
    code: 'ai.rate_limited',
    message: AI_MESSAGES.rateLimited,
    ...(ms === undefined ? {} : { retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) }),
  };
};

/**
 * What the patient sees when ai-svc could not answer: ai-svc down, too slow or failing is the spec's failure
 * text with 503. A refusal of the question itself (not a patient, an invalid conversation) passes unchanged.
 */
export const assistantFailure = (error: unknown): unknown =>
  isRpcErrorPayload(error) && isRefusalCode(error.code)
    ? error
    : apiRefusal('unavailable', ASSISTANT_TEXTS.failure);

/** The code a failed bus request answered, for the log; undefined for anything else thrown. */
export const codeOf = (error: unknown): ErrorCode | undefined =>
  isRpcErrorPayload(error) ? error.code : undefined;
