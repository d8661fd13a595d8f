import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useId, useMemo } from 'react';

import { usePageTitle } from '../../../app/usePageTitle';
import { shownQueryState } from '../../../app/queryState';
import { EmptyState } from '../../../layout/EmptyState';
import { LoadFailure } from '../../../layout/LoadFailure';
import { useGetConsultedPatientsQuery } from '../../appointments/api';
import { SectionSkeleton } from '../../medical-history/components/SectionSkeleton';
import { EmergencyAlertsSection } from '../components/EmergencyAlertsSection';
import { EmergencyPatientCard } from '../components/EmergencyPatientCard';
import { emergencyPatientsOf } from '../emergencyPatients';

/**
 * The consulted patients whose health alert is an emergency now (docs/product/roles.md#emergency-patients), with
 * whom to call.
 */
const EmergencyPatientsSection = () => {
  const headingId = useId();
  const { data, error, isLoading, isFetching, refetch } = useGetConsultedPatientsQuery(undefined, {
    selectFromResult: shownQueryState,
  });
  const emergencies = useMemo(() => emergencyPatientsOf(data?.consultedPatients ?? []), [data]);

  const content = () => {
    if (isLoading) return <SectionSkeleton label="Loading your emergency patients" />;
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
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <div>
        <Title order={2} fz="lg" id={headingId}>
          Emergency patients
        </Title>
        <Text size="sm" c="dimmed">
          Patients you have consulted whose health alert is an emergency.
        </Text>
      </div>
      {content()}
    </Stack>
  );
};

/**
 * `/dashboard/doctor/notifications` (docs/product/screens-and-routes.md#doctor-notifications): the emergency alerts
 * the doctor was sent, kept with their read state (issue 16), and the consulted patients whose health alert is an
 * emergency now.
 */
export const EmergencyPatientsPage = () => {
  usePageTitle('Notifications');
  return (
    <Stack gap="xl">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Notifications
        </Title>
        <Text c="dimmed">Emergency alerts about your patients, and who is in an emergency now.</Text>
      </div>
      <EmergencyAlertsSection />
      <EmergencyPatientsSection />
    </Stack>
  );
};
