import { type AppointmentStatus, type DoctorAppointment } from '@vitalsync/contracts';
import { useCallback, useMemo, useState } from 'react';

interface Accepted {
  /** The list the statuses were accepted against; a newer answer from the server supersedes them. */
  source: readonly DoctorAppointment[] | undefined;
  statuses: Readonly<Record<string, AppointmentStatus>>;
}

/**
 * docs/product/states.md#appointment-lifecycle: a cancelled appointment leaves the list once the server accepts,
 * not when the list is next fetched. Statuses the server has just accepted apply to the list at hand until a fresh
 * list replaces it.
 */
export const useAcceptedStatuses = (appointments: readonly DoctorAppointment[] | undefined) => {
  const [accepted, setAccepted] = useState<Accepted>({ source: undefined, statuses: {} });

  const current = useMemo(() => {
    if (!appointments) return [];
    if (accepted.source !== appointments) return appointments;
    return appointments.map((appointment) => {
      const status = accepted.statuses[appointment._id];
      return status ? { ...appointment, status } : appointment;
    });
  }, [appointments, accepted]);

  const accept = useCallback(
    (appointmentId: string, status: AppointmentStatus) =>
      setAccepted((previous) => ({
        source: appointments,
        statuses: {
          ...(previous.source === appointments ? previous.statuses : {}),
          [appointmentId]: status,
        },
      })),
    [appointments],
  );

  return { appointments: current, accept };
};
