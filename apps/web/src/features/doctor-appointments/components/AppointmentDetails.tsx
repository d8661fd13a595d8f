import { Skeleton, Stack, Text } from '@mantine/core';

import { shownQueryState } from '../../../app/queryState';
import { DataField } from '../../../layout/DataField';
import { LoadFailure } from '../../../layout/LoadFailure';
import { useGetAppointmentQuery } from '../../appointments/api';
import { AppointmentFacts } from '../../appointments/components/AppointmentFacts';
import { AppointmentStatusBadge } from '../../appointments/components/AppointmentStatusBadge';
import { PrescriptionSummary } from '../../appointments/components/PrescriptionSummary';

/** The single-appointment read (both parties), as "View Details" shows it. */
export const AppointmentDetails = ({ appointmentId }: { appointmentId: string }) => {
  const { data, error, isLoading, isFetching, refetch } = useGetAppointmentQuery(appointmentId, {
    selectFromResult: shownQueryState,
  });

  if (isLoading) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading">
        <Skeleton height={16} width="60%" />
        <Skeleton height={16} width="45%" />
        <Skeleton height={16} width="70%" />
      </Stack>
    );
  }
  if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} retrying={isFetching} />;

  const { appointment } = data;
  return (
    <Stack gap="lg">
      <AppointmentFacts
        appointment={appointment}
        missingReason="Not given"
        before={
          <>
            <DataField label="Patient">{appointment.user.fullName}</DataField>
            <DataField label="Doctor">{appointment.doctor.fullName}</DataField>
          </>
        }
        after={
          <DataField label="Status">
            <AppointmentStatusBadge status={appointment.status} />
          </DataField>
        }
      />
      <Stack gap="xs">
        <Text fw={700}>Prescription</Text>
        <PrescriptionSummary prescription={appointment.prescription} />
      </Stack>
    </Stack>
  );
};
