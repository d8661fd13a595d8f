import { Card, Skeleton, Stack } from '@mantine/core';
import { IconVideoOff } from '@tabler/icons-react';

import { shownQueryState } from '../../../app/queryState';
import { LoadFailure } from '../../../layout/LoadFailure';
import { useGetAppointmentQuery, useGetUserScheduledAppointmentsQuery } from '../../appointments/api';
import { useNow } from '../../appointments/useNow';
import { nextVideoCall } from '../nextVideoCall';

import { NothingYet } from './NothingYet';
import { VideoCallCard } from './VideoCallCard';

export const NO_VIDEO_CALL_MESSAGE = 'No video call scheduled.';

const CallSkeleton = () => (
  <Card role="status" aria-live="polite" aria-label="Loading video call">
    <Stack gap="sm">
      <Skeleton height={14} width="30%" radius="xl" />
      <Skeleton height={22} width="50%" radius="xl" />
      <Skeleton height={36} width={160} />
    </Stack>
  </Card>
);

/** The appointment the patient came for (navigation state `id`). */
const ChosenCall = ({ appointmentId }: { appointmentId: string }) => {
  const { data, error, isLoading, isFetching, refetch } = useGetAppointmentQuery(appointmentId, {
    selectFromResult: shownQueryState,
  });
  if (isLoading) return <CallSkeleton />;
  if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  const { _id, dateTime, status, doctor } = data.appointment;
  return <VideoCallCard appointment={{ _id, dateTime, status, doctorName: doctor.fullName }} />;
};

/** Without a chosen appointment: the next scheduled video call. */
const NextCall = () => {
  const now = useNow();
  const { data, error, isLoading, isFetching, refetch } = useGetUserScheduledAppointmentsQuery(undefined, {
    selectFromResult: shownQueryState,
  });
  if (isLoading) return <CallSkeleton />;
  if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  const next = nextVideoCall(data.appointments, now);
  if (!next) return <NothingYet message={NO_VIDEO_CALL_MESSAGE} icon={IconVideoOff} />;
  const { _id, dateTime, status, doctor } = next;
  return <VideoCallCard appointment={{ _id, dateTime, status, doctorName: doctor.fullName }} />;
};

/** docs/product/screens-and-routes.md#doctor-consultation, video-call tab. */
export const VideoCallTab = ({ appointmentId }: { appointmentId: string | undefined }) =>
  appointmentId ? <ChosenCall appointmentId={appointmentId} /> : <NextCall />;
