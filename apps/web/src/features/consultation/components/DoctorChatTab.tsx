import { Skeleton, Stack } from '@mantine/core';
import { IconMessageCircleOff } from '@tabler/icons-react';

import { shownQueryState } from '../../../app/queryState';
import { LoadFailure } from '../../../layout/LoadFailure';
import { useGetConsultedDoctorsQuery } from '../../appointments/api';
import { doctorContact } from '../../chat/chatContact';
import { ChatDirectory } from '../../chat/components/ChatDirectory';

import { NothingYet } from './NothingYet';

export const NO_CONSULTED_DOCTORS_MESSAGE = 'No consulted doctors yet';

const ChatSkeleton = () => (
  <Stack gap="sm" role="status" aria-live="polite" aria-label="Loading your doctors">
    <Skeleton height={64} />
    <Skeleton height={64} />
  </Stack>
);

/**
 * docs/product/screens-and-routes.md#doctor-consultation, doctor-chat tab: the doctors consulted, each with "Chat",
 * or one conversation. Navigation state `doctorId` (an appointment's "Chat") opens that doctor's at once.
 */
export const DoctorChatTab = ({ doctorId }: { doctorId: string | undefined }) => {
  const { data, error, isLoading, isFetching, refetch } = useGetConsultedDoctorsQuery(undefined, {
    selectFromResult: shownQueryState,
  });

  if (isLoading) return <ChatSkeleton />;
  if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.consultedDoctors.length === 0)
    return <NothingYet message={NO_CONSULTED_DOCTORS_MESSAGE} icon={IconMessageCircleOff} />;

  return (
    <ChatDirectory
      ownRole="user"
      contacts={data.consultedDoctors.map(doctorContact)}
      requestedId={doctorId}
      listLabel="Your doctors"
      backLabel="Back to doctors"
    />
  );
};
