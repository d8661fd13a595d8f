import { type EmailKind, type Role } from '@vitalsync/contracts';
import { DateTime } from 'luxon';

import { type MailFacts } from './mail.schema';

/** Who an e-mail goes to, as it is composed: the time zone is a doctor's weekly-hours zone, if they set one. */
export interface MailRecipient {
  role: Role;
  fullName: string;
  timeZone: string | null;
}

export interface ComposedMail {
  subject: string;
  text: string;
}

/** The emergency e-mail, word for word: e-mail is not a private channel, so not even the patient's name. */
export const EMERGENCY_MAIL_TEXT =
  'One of your patients has a new health alert. Sign in to VitalSync to see it.';

const SIGN_OFF = '\n\nSign in to VitalSync to see your appointments.\n\nVitalSync';

const doctorNamed = (name: string): string => (/^dr\.?\s/i.test(name) ? name : `Dr ${name}`);

/**
 * The appointment's start in the recipient's zone when known and valid, otherwise in UTC, saying which:
 * "Monday 30 November 2026 at 10:00 (Europe/Paris time)" or "… at 09:00 UTC".
 */
export const appointmentTimeFor = (dateTime: string, timeZone: string | null): string => {
  const instant = DateTime.fromISO(dateTime, { zone: 'utc' });
  const local = timeZone ? instant.setZone(timeZone) : undefined;
  if (local?.isValid) return `${local.toFormat("cccc d LLLL yyyy 'at' HH:mm")} (${timeZone} time)`;
  return `${instant.toFormat("cccc d LLLL yyyy 'at' HH:mm")} UTC`;
};

/** The other participant, as the recipient names them. */
const counterpartOf = (recipient: MailRecipient, facts: MailFacts): string =>
  recipient.role === 'doctor'
    ? (facts.patientName ?? 'your patient')
    : doctorNamed(facts.doctorName ?? 'your doctor');

/**
 * An e-mail's subject and text from names and the appointment's time only: no reason, diagnosis, message or
 * measurement ever reaches this function, so none can reach an e-mail.
 */
export const composeMail = (kind: EmailKind, facts: MailFacts, recipient: MailRecipient): ComposedMail => {
  const hello = `Hello ${recipient.role === 'doctor' ? doctorNamed(recipient.fullName) : recipient.fullName},\n\n`;
  if (kind === 'emergency')
    return {
      subject: 'A patient of yours has a new health alert',
      text: `${hello}${EMERGENCY_MAIL_TEXT}\n\nVitalSync`,
    };

  const when = appointmentTimeFor(facts.dateTime ?? '', recipient.timeZone);
  const other = counterpartOf(recipient, facts);
  switch (kind) {
    case 'booked':
      return {
        subject: `Appointment booked with ${other}`,
        text: `${hello}Your appointment with ${other} is booked for ${when}.${SIGN_OFF}`,
      };
    case 'cancelled':
      return {
        subject: `Appointment cancelled with ${other}`,
        text: `${hello}Your appointment with ${other} on ${when} has been cancelled.${SIGN_OFF}`,
      };
    case 'reminder':
      return {
        subject: `Reminder: appointment with ${other} tomorrow`,
        text: `${hello}This is a reminder of your appointment with ${other} on ${when}.${SIGN_OFF}`,
      };
  }
};
