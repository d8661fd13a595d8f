import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconPencil } from '@tabler/icons-react';
import { type AppointmentDetail, type Role } from '@vitalsync/contracts';
import { Link } from 'react-router-dom';

import { doctorTitle } from '../../appointments/appointmentLabels';

import { CallHeader } from './CallHeader';

export const CONSULTATION_COMPLETED_TITLE = 'Consultation completed';

interface ConsultationCompletedProps {
  appointment: AppointmentDetail;
  role: Role;
}

/**
 * The call page of a completed appointment: nothing to start again. The doctor goes on to the prescription (the
 * Reports page's Prescriptions tab, opened on this appointment, as from a past appointment).
 */
export const ConsultationCompleted = ({ appointment, role }: ConsultationCompletedProps) => {
  const withWhom = role === 'doctor' ? appointment.user.fullName : doctorTitle(appointment.doctor.fullName);
  return (
    <Stack gap="md">
      <CallHeader appointment={appointment} />
      <Stack align="center" ta="center" gap="sm" py="xl">
        <ThemeIcon size={56} radius="xl" variant="light" color="teal">
          <IconCircleCheck size={32} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {CONSULTATION_COMPLETED_TITLE}
        </Title>
        <Text role="status">{`Your consultation with ${withWhom} is complete.`}</Text>
        {role === 'doctor' ? (
          <Button
            component={Link}
            to="/dashboard/doctor/reports"
            state={{ appointmentId: appointment._id }}
            leftSection={<IconPencil size={18} aria-hidden />}
          >
            Write prescription
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
};
