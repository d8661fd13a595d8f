import { Stack, Text } from '@mantine/core';
import { type UserAppointment } from '@vitalsync/contracts';

import { doctorTitle } from '../../appointments/appointmentLabels';
import { AppointmentCard } from '../../appointments/components/AppointmentCard';
import { PrescriptionSummary } from '../../appointments/components/PrescriptionSummary';
import { type AppointmentView } from '../hooks/useAppointmentView';

import { ScheduledActions } from './ScheduledActions';

interface UserAppointmentCardProps {
  appointment: UserAppointment;
  view: AppointmentView;
  onCancelled: (appointmentId: string) => void;
}

const StatusContent = ({ appointment, onCancelled }: Omit<UserAppointmentCardProps, 'view'>) => {
  if (appointment.status === 'scheduled') {
    return <ScheduledActions appointment={appointment} onCancelled={onCancelled} />;
  }
  return (
    <Stack gap="xs">
      <Text size="sm" fw={700}>
        Prescription
      </Text>
      <PrescriptionSummary prescription={appointment.prescription} />
    </Stack>
  );
};

/**
 * One of the patient's appointments: when, with whom, how, why, and what its status allows
 * (docs/product/screens-and-routes.md#patient-appointments): a scheduled one the ways in, a completed one its
 * prescription; any other status the badge says in red.
 */
export const UserAppointmentCard = ({ appointment, view, onCancelled }: UserAppointmentCardProps) => {
  const { status } = appointment;
  return (
    <AppointmentCard
      appointment={appointment}
      name={doctorTitle(appointment.doctor.fullName)}
      missingReason="Not given"
      wide={view === 'list'}
    >
      {status === 'scheduled' || status === 'completed' ? (
        <StatusContent appointment={appointment} onCancelled={onCancelled} />
      ) : undefined}
    </AppointmentCard>
  );
};
