import { type DoctorAppointment } from '@vitalsync/contracts';

export interface DoctorAppointmentTabs {
  scheduled: DoctorAppointment[];
  past: DoctorAppointment[];
}

const startOf = (appointment: DoctorAppointment): number => Date.parse(appointment.dateTime);

/**
 * docs/product/states.md#appointment-lifecycle: Scheduled holds what lies ahead or is still scheduled, Past what
 * began before now, so an appointment whose time has come but was never started shows in both, and one cancelled
 * ahead of its time stays under Scheduled (its red status says why nothing can be done with it). Ours on top of the
 * spec: one in progress also stays under Scheduled, where it is completed.
 */
export const splitDoctorAppointments = (
  appointments: readonly DoctorAppointment[],
  now: number,
): DoctorAppointmentTabs => {
  const scheduled = appointments
    .filter(
      (appointment) =>
        startOf(appointment) > now ||
        appointment.status === 'scheduled' ||
        appointment.status === 'in-progress',
    )
    .sort((a, b) => startOf(a) - startOf(b));
  const past = appointments
    .filter((appointment) => startOf(appointment) < now)
    .sort((a, b) => startOf(b) - startOf(a));
  return { scheduled, past };
};
