import { type AccessAction, type AccessHistoryEvent, isSecurityAction } from './access-history.types';

/** What each action did, as the rest of a sentence whose subject is the one who did it. */
const ACTION_PHRASES: Readonly<Record<AccessAction, string>> = {
  'patients.listed': 'saw you in their patient list',
  'patient.viewed': 'viewed your health record',
  'appointment.viewed': 'opened your appointment',
  'prescription.written': 'wrote a prescription for you',
  'appointment.started': 'started your appointment',
  'appointment.completed': 'completed your appointment',
  'appointment.cancelled': 'cancelled your appointment',
  'report.removed': 'removed a report they wrote for you',
  'login.succeeded': 'signed in',
  'login.failed': 'tried to sign in to your account with a wrong password',
  logout: 'signed out',
};

/** "viewed your health record"; a folded line says how often ("saw you in their patient list 3 times"). */
export const accessWhatOf = (action: AccessAction, count: number): string => {
  const phrase = ACTION_PHRASES[action];
  if (count <= 1) return phrase;
  return `${phrase} ${count === 2 ? 'twice' : `${count} times`}`;
};

/** "Dr Meredith Grey"; a name already written with the title is not titled twice. */
const doctorTitled = (fullName: string): string => (/^dr\.?\s/i.test(fullName) ? fullName : `Dr ${fullName}`);

/**
 * Who did it, as the patient reads it: the doctor by title and name; the patient's own sign-ins as "You"; a failed
 * sign-in as "Someone", since whoever typed the wrong password is not known to be the patient.
 */
export const accessWhoOf = (event: Pick<AccessHistoryEvent, 'action' | 'actor'>): string => {
  if (event.action === 'login.failed') return 'Someone';
  if (isSecurityAction(event.action)) return 'You';
  return event.actor.role === 'doctor' ? doctorTitled(event.actor.name) : event.actor.name;
};

/** The whole line: "Dr Maria Okafor viewed your health record", "You signed in". */
export const accessHistoryLine = (event: Pick<AccessHistoryEvent, 'action' | 'actor' | 'what'>): string =>
  `${accessWhoOf(event)} ${event.what}`;
