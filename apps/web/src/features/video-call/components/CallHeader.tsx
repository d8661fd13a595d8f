import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { type AppointmentDetail } from '@vitalsync/contracts';

import { doctorTitle } from '../../appointments/appointmentLabels';
import { formatAppointmentMoment } from '../../appointments/appointmentTime';

interface CallHeaderProps {
  appointment: AppointmentDetail;
  /** Whether the other one is here; none once the consultation is over. */
  presence?: string;
  peerPresent?: boolean;
}

/**
 * docs/product/screens-and-routes.md#video-call: a header with patient and doctor; ours adds when, and whether the
 * other one is here.
 */
export const CallHeader = ({ appointment, presence, peerPresent }: CallHeaderProps) => (
  <Group justify="space-between" align="flex-start" gap="sm">
    <Stack gap={4} miw={0}>
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        Video call
      </Title>
      <Text>
        <Text span c="dimmed">
          Doctor:{' '}
        </Text>
        <Text span fw={600}>
          {doctorTitle(appointment.doctor.fullName)}
        </Text>
        <Text span c="dimmed">
          {' · Patient: '}
        </Text>
        <Text span fw={600}>
          {appointment.user.fullName}
        </Text>
      </Text>
      <Text size="sm" c="dimmed">
        {formatAppointmentMoment(appointment.dateTime)}
      </Text>
    </Stack>
    {presence ? (
      <Badge role="status" size="lg" variant="light" tt="none" color={peerPresent ? 'teal' : 'gray'}>
        {presence}
      </Badge>
    ) : null}
  </Group>
);
