import { type UserAppointment } from '@vitalsync/contracts';

const WHEN = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const TYPE_WORDS: Readonly<Record<UserAppointment['type'], string>> = {
  'video-call': 'video call',
  chat: 'chat',
};

/**
 * "Wednesday 1 May 2030 at 09:30 UTC", put together from parts: ICU versions punctuate the whole differently.
 */
export const whenWordsOf = (dateTime: string): string => {
  const part = Object.fromEntries(
    WHEN.formatToParts(new Date(dateTime)).map(({ type, value }) => [type, value]),
  ) as Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
  return `${part.weekday} ${part.day} ${part.month} ${part.year} at ${part.hour}:${part.minute} UTC`;
};

/** "a video call on Wednesday 1 May 2030 at 09:30 UTC": the service knows no time zone of the patient's. */
export const appointmentWordsOf = (appointment: UserAppointment): string =>
  `a ${TYPE_WORDS[appointment.type]} on ${whenWordsOf(appointment.dateTime)}`;
