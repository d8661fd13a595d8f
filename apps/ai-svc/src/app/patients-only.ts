import { rpcError } from '@vitalsync/backend';
import { type Actor } from '@vitalsync/contracts';

/**
 * The lifestyle tracker and the reminders are patient pages; the words appointment-svc uses for the same
 * refusal.
 */
export const PATIENTS_ONLY_ACTION_MESSAGE = 'Only patients can do this.';

/** Refuses (`forbidden`) any actor but a patient. */
export const requirePatient = (actor: Actor, message = PATIENTS_ONLY_ACTION_MESSAGE): void => {
  if (actor.role !== 'user') throw rpcError({ code: 'forbidden', message });
};
