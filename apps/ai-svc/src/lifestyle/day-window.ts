import { rpcError } from '@vitalsync/backend';
import { AI_MESSAGES } from '@vitalsync/contracts';

const DAY_MS = 86_400_000;

/**
 * The latest calendar day a patient may be living in: the UTC date of tomorrow. Time zones run up to UTC+14,
 * so somewhere it may already be tomorrow; never the day after.
 */
export const latestDayAt = (now: Date): string => new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);

/**
 * Refuses (`ai.bad_day`) a day after latestDayAt; the DTO has already refused days that do not exist or before
 * 1900.
 */
export const requireDayNotAhead = (day: string, now: Date): void => {
  if (day > latestDayAt(now)) throw rpcError({ code: 'ai.bad_day', message: AI_MESSAGES.badDay });
};
