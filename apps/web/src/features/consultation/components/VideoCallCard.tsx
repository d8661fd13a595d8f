import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { type AppointmentStatus } from '@vitalsync/contracts';
import { Link } from 'react-router-dom';

import {
  formatAppointmentDate,
  formatAppointmentMoment,
  formatAppointmentTime,
} from '../../appointments/appointmentTime';
import { doctorTitle, statusLabel } from '../../appointments/appointmentLabels';
import { useNow } from '../../appointments/useNow';

export interface CallAppointment {
  _id: string;
  dateTime: string;
  status: AppointmentStatus;
  doctorName: string;
}

const CallAction = ({ appointment }: { appointment: CallAppointment }) => {
  const now = useNow();
  const { _id, dateTime, status } = appointment;
  if (status === 'completed' || status === 'cancelled') {
    return <Text fw={600}>{`This appointment is ${statusLabel(status).toLowerCase()}.`}</Text>;
  }
  // docs/product/screens-and-routes.md#doctor-consultation: "Start Call" only once the appointment's time has come.
  if (now < Date.parse(dateTime)) {
    const day = formatAppointmentDate(dateTime);
    return <Text fw={600}>{`Scheduled on ${day} at ${formatAppointmentTime(dateTime)}`}</Text>;
  }
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" c="dimmed">
        {formatAppointmentMoment(dateTime)}
      </Text>
      <Button
        component={Link}
        to={`/user/video-call/${encodeURIComponent(_id)}`}
        leftSection={<IconVideo size={18} />}
      >
        Start Call
      </Button>
    </Stack>
  );
};

/** The appointment a video call belongs to, and the way into it when its time has come. */
export const VideoCallCard = ({ appointment }: { appointment: CallAppointment }) => (
  <Card p={{ base: 'lg', sm: 'xl' }}>
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ThemeIcon size={48} radius="xl" variant="light">
        <IconVideo size={24} aria-hidden />
      </ThemeIcon>
      <Stack gap="sm" miw={0}>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            Video call with
          </Text>
          <Title order={2} fz="lg">
            {doctorTitle(appointment.doctorName)}
          </Title>
        </Stack>
        <CallAction appointment={appointment} />
      </Stack>
    </Group>
  </Card>
);
