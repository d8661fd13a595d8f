import { Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';

import { shownQueryState } from '../../../app/queryState';
import { LoadFailure } from '../../../layout/LoadFailure';
import { useGetUserAppointmentsQuery } from '../../appointments/api';
import { doctorTitle } from '../../appointments/appointmentLabels';
import { formatAppointmentDate } from '../../appointments/appointmentTime';
import { PrescriptionSummary } from '../../appointments/components/PrescriptionSummary';
import { type PrescriptionRecord, prescriptionsOf } from '../prescriptionsOf';

import { SectionCard } from '../../../layout/SectionCard';
import classes from './MedicalHistory.module.css';
import { SectionSkeleton } from './SectionSkeleton';

const PrescriptionEntry = ({ record }: { record: PrescriptionRecord }) => {
  const { dateTime, doctorName, prescription } = record;
  return (
    <Stack component="li" gap="xs" className={classes.record}>
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="md" className={classes.text}>
          {doctorTitle(doctorName)}
        </Title>
        <Text size="sm" c="dimmed">
          <time dateTime={dateTime}>{formatAppointmentDate(dateTime)}</time>
        </Text>
      </Group>
      <PrescriptionSummary
        prescription={prescription}
        medicinesLabel={`Medicines from ${doctorTitle(doctorName)}`}
      />
    </Stack>
  );
};

const PrescriptionList = () => {
  const { data, error, isLoading, isFetching, refetch } = useGetUserAppointmentsQuery(undefined, {
    selectFromResult: shownQueryState,
  });
  const records = useMemo(() => prescriptionsOf(data?.appointments ?? []), [data]);
  if (isLoading) return <SectionSkeleton label="Loading your prescriptions" />;
  if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  if (records.length === 0) return <Text>No prescriptions yet.</Text>;
  return (
    <Stack component="ul" gap="md" aria-label="Your prescriptions" className={classes.list}>
      {records.map((record) => (
        <PrescriptionEntry key={record.appointmentId} record={record} />
      ))}
    </Stack>
  );
};

/** What the patient's doctors prescribed, newest first. */
export const PrescriptionsSection = () => (
  <SectionCard title="Prescriptions">
    <PrescriptionList />
  </SectionCard>
);
