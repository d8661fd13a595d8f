import {
  type AppointmentChange,
  type AppointmentChangedEvent,
  type AppointmentNotification,
} from '@vitalsync/contracts';

export interface AddressedNotification {
  accountId: string;
  notification: AppointmentNotification;
}

/** One notification per participant, each naming the other one. */
export const appointmentNotifications = (
  change: AppointmentChange,
  event: AppointmentChangedEvent,
): AddressedNotification[] => {
  const common = {
    change,
    appointmentId: event.appointmentId,
    dateTime: event.dateTime,
    type: event.type,
    status: event.status,
    by: event.by,
  };
  return [
    { accountId: event.doctorId, notification: { ...common, counterpartName: event.patientName } },
    { accountId: event.patientId, notification: { ...common, counterpartName: event.doctorName } },
  ];
};
