import { REMINDERS, type ReminderId } from '@vitalsync/contracts';

/** The static reminders (spec section 2) the patient has not dismissed, in their fixed order. */
export const remindersShown = (dismissed: readonly ReminderId[]) =>
  REMINDERS.filter(({ id }) => !dismissed.includes(id));
