/** The error codes of the AI assistant and insights; `ERROR_CODES` (errors/error-codes.ts) joins every domain's. */
export const AI_ERROR_CODES = ['ai.bad_day', 'ai.rate_limited'] as const;
export type AiErrorCode = (typeof AI_ERROR_CODES)[number];
