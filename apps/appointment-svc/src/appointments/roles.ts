import { rpcError } from '@vitalsync/backend';
import { type Actor, DOCTORS_ONLY_MESSAGE, type Role } from '@vitalsync/contracts';

export const PATIENTS_ONLY_ACTION_MESSAGE = 'Only patients can do this.';

const ROLE_ONLY_MESSAGES: Readonly<Record<Role, string>> = {
  doctor: DOCTORS_ONLY_MESSAGE,
  user: PATIENTS_ONLY_ACTION_MESSAGE,
};

/** Refuses (`forbidden`) an actor whose role is not `role`. */
export const requireRole = (actor: Actor, role: Role, message = ROLE_ONLY_MESSAGES[role]): void => {
  if (actor.role !== role) throw rpcError({ code: 'forbidden', message });
};
