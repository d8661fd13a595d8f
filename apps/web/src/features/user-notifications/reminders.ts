import { REMINDERS, type ReminderId } from '@vitalsync/contracts';

/**
 * The static reminders (docs/product/screens-and-routes.md#patient-notifications) the patient has not dismissed, in
 * their fixed order.
 */
export const remindersShown = (dismissed: readonly ReminderId[]) =>
  REMINDERS.filter(({ id }) => !dismissed.includes(id));
