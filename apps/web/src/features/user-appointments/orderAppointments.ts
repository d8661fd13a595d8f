import { type UserAppointment } from '@vitalsync/contracts';

const isOpen = (appointment: UserAppointment) =>
  appointment.status === 'scheduled' || appointment.status === 'in-progress';

const time = (appointment: UserAppointment) => Date.parse(appointment.dateTime);

/** What is still ahead first, soonest first; then what is over, most recent first. */
export const orderAppointments = (appointments: readonly UserAppointment[]): UserAppointment[] => {
  const open = appointments.filter(isOpen).sort((a, b) => time(a) - time(b));
  const closed = appointments.filter((appointment) => !isOpen(appointment)).sort((a, b) => time(b) - time(a));
  return [...open, ...closed];
};
