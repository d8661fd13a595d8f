import { Button, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconUser, IconUsers } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';

import { navigationString } from '../../../app/navigationState';
import { usePageTitle } from '../../../app/usePageTitle';
import { shownQueryState } from '../../../app/queryState';
import { ContentSkeleton } from '../../../layout/ContentSkeleton';
import { EmptyState } from '../../../layout/EmptyState';
import { LoadFailure } from '../../../layout/LoadFailure';
import { useGetConsultedPatientsQuery } from '../../appointments/api';
import { patientContact } from '../chatContact';
import { ChatDirectory } from '../components/ChatDirectory';

export const NO_CONSULTED_PATIENTS_MESSAGE = 'No consulted patients yet';

const PatientChats = ({ requestedId }: { requestedId: string | undefined }) => {
  const { data, error, isLoading, isFetching, refetch } = useGetConsultedPatientsQuery(undefined, {
    selectFromResult: shownQueryState,
  });

  if (isLoading) return <ContentSkeleton />;
  if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.consultedPatients.length === 0) {
    return (
      <EmptyState icon={IconUsers} message={NO_CONSULTED_PATIENTS_MESSAGE}>
        <Text c="dimmed">A patient appears here once they book an appointment with you.</Text>
        <Button
          component={Link}
          to="/dashboard/doctor/appointments"
          variant="light"
          leftSection={<IconCalendarEvent size={18} aria-hidden />}
        >
          View appointments
        </Button>
      </EmptyState>
    );
  }

  return (
    <ChatDirectory
      ownRole="doctor"
      contacts={data.consultedPatients.map(patientContact)}
      requestedId={requestedId}
      listLabel="Your patients"
      backLabel="Back to patients"
      extraActions={(contact, nameId) => (
        <Button
          component={Link}
          to="/dashboard/doctor/patients"
          state={{ userId: contact.id }}
          size="sm"
          variant="default"
          leftSection={<IconUser size={18} aria-hidden />}
          aria-describedby={nameId}
        >
          View Profile
        </Button>
      )}
    />
  );
};

/**
 * `/dashboard/doctor/chats` (docs/product/screens-and-routes.md#doctor-chats): the consulted patients, each with
 * "Chat" and "View Profile", or one conversation. Navigation state `{ userId }` (the Appointments page's "Chat")
 * opens that one; every new visit starts from what it asked for.
 */
export const DoctorChatsPage = () => {
  usePageTitle('Chats');
  const location = useLocation();
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Chats
      </Title>
      <PatientChats key={location.key} requestedId={navigationString(location.state, 'userId')} />
    </Stack>
  );
};
