/** Refusals of the e-mail settings routes. */
export const MAIL_MESSAGES = {
  nothingToChange: 'Name at least one e-mail to turn on or off.',
  emergencyDoctorsOnly: 'Only doctors get emergency alert e-mails.',
  notASwitch: 'must be true or false',
} as const;

/** What the Settings page says of each kind of e-mail. */
export const EMAIL_KIND_LABELS = {
  booked: 'Appointment booked',
  cancelled: 'Appointment cancelled',
  reminder: 'Reminder 24 hours before an appointment',
  emergency: 'A patient of yours has a new health alert',
} as const;
