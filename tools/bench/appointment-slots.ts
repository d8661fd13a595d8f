import { APPOINTMENT_MINUTES } from '@vitalsync/contracts';

/** Far enough ahead that no clock the services read makes a slot past. */
export const FIRST_SLOT = '2090-01-01T00:00:00.000Z';

/**
 * Consecutive appointment slots from `from`, one per call, as ISO UTC strings: bookings whose times all come from
 * one counter never overlap, whichever doctor and patient they pair, so none is refused for a taken slot.
 */
export const slotCounter = (from = FIRST_SLOT): (() => string) => {
  const start = Date.parse(from);
  let taken = 0;
  return () => new Date(start + taken++ * APPOINTMENT_MINUTES * 60_000).toISOString();
};
