import { Card, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';

import { usePageTitle } from '../../../app/usePageTitle';
import { RequireSession } from '../../session/components/RequireSession';

/** `/user/video-call/:appointmentId`, a lazy chunk like the dashboards. */
export const VideoCallPage = () => {
  usePageTitle('Video call');
  const { appointmentId = '' } = useParams();

  return (
    <RequireSession>
      <Container size="md" py={48} w="100%">
        <Card>
          <Stack align="center" gap="sm" py="xl">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconVideo size={28} />
            </ThemeIcon>
            <Title order={1} fz={26}>
              Video call
            </Title>
            <Text c="dimmed">{`Appointment ${appointmentId}`}</Text>
          </Stack>
        </Card>
      </Container>
    </RequireSession>
  );
};
