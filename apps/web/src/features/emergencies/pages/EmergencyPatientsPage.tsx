import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useMemo } from 'react';

import { usePageTitle } from '../../../app/usePageTitle';
import { ContentSkeleton } from '../../../layout/ContentSkeleton';
import { EmptyState } from '../../../layout/EmptyState';
import { LoadFailure } from '../../../layout/LoadFailure';
import { useGetConsultedPatientsQuery } from '../../appointments/api';
import { EmergencyPatientCard } from '../components/EmergencyPatientCard';
import { emergencyPatientsOf } from '../emergencyPatients';

/** `/dashboard/doctor/notifications` (spec section 2): the consulted patients whose health alert is an emergency. */
export const EmergencyPatientsPage = () => {
  usePageTitle('Notifications');
  const { data, error, isLoading, isFetching, refetch } = useGetConsultedPatientsQuery();
  const emergencies = useMemo(() => emergencyPatientsOf(data?.consultedPatients ?? []), [data]);

  const content = () => {
    if (isLoading) return <ContentSkeleton />;
    if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} retrying={isFetching} />;
    if (emergencies.length === 0) {
      return <EmptyState icon={IconShieldCheck} message="No emergency patients at the moment." />;
    }
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {emergencies.map((patient) => (
          <EmergencyPatientCard key={patient.userId} patient={patient} />
        ))}
      </SimpleGrid>
    );
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Notifications
        </Title>
        <Text c="dimmed">Patients you have consulted whose health alert is an emergency.</Text>
      </div>
      {content()}
    </Stack>
  );
};
