import { SimpleGrid } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { type DoctorAppointment } from '@vitalsync/contracts';
import { type ReactNode } from 'react';

import { EmptyState } from '../../../layout/EmptyState';

import { DoctorAppointmentCard } from './DoctorAppointmentCard';

interface AppointmentListProps {
  appointments: readonly DoctorAppointment[];
  /** The buttons a card of this tab offers, if any. */
  actionsFor: (appointment: DoctorAppointment) => ReactNode;
}

/** One tab's cards, two columns on wide screens; the spec's empty text when there are none. */
export const AppointmentList = ({ appointments, actionsFor }: AppointmentListProps) => {
  if (appointments.length === 0)
    return <EmptyState icon={IconCalendarOff} message="No appointments available" />;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {appointments.map((appointment) => (
        <DoctorAppointmentCard key={appointment._id} appointment={appointment}>
          {actionsFor(appointment)}
        </DoctorAppointmentCard>
      ))}
    </SimpleGrid>
  );
};
