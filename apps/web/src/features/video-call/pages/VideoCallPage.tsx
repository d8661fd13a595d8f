import { Button, Card, Container, Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';

import { failureMessage } from '../../../app/apiError';
import { selectCurrRole, selectProfile, useAppSelector } from '../../../app/hooks';
import { usePageTitle } from '../../../app/usePageTitle';
import { FailureAlert } from '../../../layout/FailureAlert';
import { PageLoader } from '../../../layout/PageLoader';
import { useGetAppointmentQuery } from '../../appointments/api';
import { RequireSession } from '../../session/components/RequireSession';
import { CallRoom } from '../components/CallRoom';
import { ConsultationCompleted } from '../components/ConsultationCompleted';

/** The appointment the call belongs to, read before anything connects: it names both parties. */
const CallLoader = ({ appointmentId }: { appointmentId: string }) => {
  const profile = useAppSelector(selectProfile);
  const currRole = useAppSelector(selectCurrRole);
  const { data, error, isLoading, refetch } = useGetAppointmentQuery(appointmentId);
  if (isLoading) return <PageLoader label="Opening the call…" />;
  if (!data || !profile || !currRole) {
    return (
      <FailureAlert message={failureMessage(error)}>
        <Button variant="default" size="xs" onClick={() => void refetch()}>
          Try again
        </Button>
      </FailureAlert>
    );
  }
  // Completed (by the doctor's End Call, read back): nothing connects, nothing can be started again.
  if (data.appointment.status === 'completed') {
    return <ConsultationCompleted appointment={data.appointment} role={currRole} />;
  }
  return <CallRoom appointment={data.appointment} ownId={profile._id} role={currRole} />;
};

/**
 * `/user/video-call/:appointmentId` (docs/product/screens-and-routes.md#video-call), a lazy chunk like the
 * dashboards.
 */
export const VideoCallPage = () => {
  usePageTitle('Video call');
  const { appointmentId = '' } = useParams();

  return (
    <RequireSession>
      <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }} w="100%">
        <Card p={{ base: 'sm', sm: 'xl' }}>
          <Stack gap="md">
            <CallLoader appointmentId={appointmentId} />
          </Stack>
        </Card>
      </Container>
    </RequireSession>
  );
};
