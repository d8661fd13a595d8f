import { type AppointmentNotification, type Role } from '@vitalsync/contracts';

import { formatAppointmentMoment } from '../appointments/appointmentTime';

/**
 * The toast a participant sees when the other one changed an appointment; null when the receiver made the change
 * (their own page already said so), which `by` tells since the two participants always have different roles.
 */
export const notificationMessage = (notification: AppointmentNotification, receiver: Role): string | null => {
  if (notification.by === receiver) return null;
  const who = receiver === 'user' ? `Dr ${notification.counterpartName}` : notification.counterpartName;
  const when = formatAppointmentMoment(notification.dateTime);
  switch (notification.change) {
    case 'booked':
      return `${who} booked an appointment for ${when}.`;
    case 'cancelled':
      return `${who} cancelled the appointment of ${when}.`;
    case 'started':
      return `${who} started the appointment of ${when}.`;
    case 'completed':
      return `${who} completed the appointment of ${when}.`;
  }
};
