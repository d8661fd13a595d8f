import { ValidateBy } from 'class-validator';

import { refusedWith } from '../validation/refusal-message';
import { AI_MESSAGES } from './ai.messages';

/** Water has been tracked since no earlier than this year; anything before is a typing slip. */
export const EARLIEST_DAY = '1900-01-01';

/** YYYY-MM-DD naming a day that exists in the calendar (no 2024-02-30), not before EARLIEST_DAY. */
export const isCalendarDay = (value: unknown): value is string => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= EARLIEST_DAY;
};

/**
 * A `day` property: a real calendar day, refused with AI_MESSAGES.badDay. "Not later than tomorrow" is
 * ai-svc's check: it needs the clock.
 */
export const CalendarDay = (): PropertyDecorator =>
  ValidateBy(
    { name: 'isCalendarDay', validator: { validate: isCalendarDay } },
    refusedWith(AI_MESSAGES.badDay),
  );
