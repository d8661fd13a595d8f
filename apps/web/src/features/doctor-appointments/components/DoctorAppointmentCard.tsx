import { type DoctorAppointment } from '@vitalsync/contracts';
import { type ReactNode } from 'react';

import { AppointmentCard } from '../../appointments/components/AppointmentCard';
import { EmergencyFlag } from '../../emergencies/components/EmergencyFlag';

interface DoctorAppointmentCardProps {
  appointment: DoctorAppointment;
  /** The buttons of the tab the card sits in. */
  children?: ReactNode;
}

/**
 * One appointment of the doctor's list (docs/product/screens-and-routes.md#doctor-appointments): patient (flagged
 * in an emergency), date, time, mode, reason when given, status.
 */
export const DoctorAppointmentCard = ({ appointment, children }: DoctorAppointmentCardProps) => (
  <AppointmentCard
    appointment={appointment}
    eyebrow="Patient"
    name={appointment.user.fullName}
    flag={<EmergencyFlag patientId={appointment.user.userId} />}
  >
    {children}
  </AppointmentCard>
);
