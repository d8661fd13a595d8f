import { Card, Text } from '@mantine/core';
import { IconPrescription } from '@tabler/icons-react';
import { useMemo } from 'react';

import { shownQueryState } from '../../../app/queryState';
import { ContentSkeleton } from '../../../layout/ContentSkeleton';
import { EmptyState } from '../../../layout/EmptyState';
import { LoadFailure } from '../../../layout/LoadFailure';
import { useGetDoctorAppointmentsQuery } from '../../appointments/api';
import { prescribableAppointments } from '../prescriptionDraft';

import { PrescriptionForm } from './PrescriptionForm';

/** The Prescriptions tab: the form once the doctor's appointments are known. */
export const PrescriptionsTab = ({
  requestedAppointmentId,
}: {
  requestedAppointmentId: string | undefined;
}) => {
  const { data, error, isLoading, isFetching, refetch } = useGetDoctorAppointmentsQuery(undefined, {
    selectFromResult: shownQueryState,
  });
  const appointments = useMemo(() => prescribableAppointments(data?.appointments ?? []), [data]);

  if (isLoading) return <ContentSkeleton />;
  if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  if (appointments.length === 0) {
    return (
      <EmptyState icon={IconPrescription} message="No appointments to prescribe for yet.">
        <Text size="sm" c="dimmed">
          A prescription can be written once an appointment has started.
        </Text>
      </EmptyState>
    );
  }
  return (
    <Card p={{ base: 'lg', sm: 'xl' }}>
      <PrescriptionForm appointments={appointments} initialAppointmentId={requestedAppointmentId} />
    </Card>
  );
};
