import { SimpleGrid, Text } from '@mantine/core';

import { shownQueryState } from '../../../app/queryState';
import { LoadFailure } from '../../../layout/LoadFailure';
import { useGetConsultedDoctorsQuery } from '../../appointments/api';
import { ConsultedDoctorSummary } from '../../appointments/components/ConsultedDoctorSummary';

import { SectionCard } from '../../../layout/SectionCard';
import classes from './MedicalHistory.module.css';
import { SectionSkeleton } from './SectionSkeleton';

const ConsultedDoctorsList = () => {
  const { data, error, isLoading, isFetching, refetch } = useGetConsultedDoctorsQuery(undefined, {
    selectFromResult: shownQueryState,
  });
  if (isLoading) return <SectionSkeleton label="Loading the doctors you consulted" />;
  if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.consultedDoctors.length === 0) return <Text>You have not consulted a doctor yet.</Text>;
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="md" className={classes.list}>
      {data.consultedDoctors.map((entry) => (
        <li key={entry.doctor.id}>
          <ConsultedDoctorSummary entry={entry} />
        </li>
      ))}
    </SimpleGrid>
  );
};

/** docs/product/screens-and-routes.md#medical-history: the doctors the patient has consulted. */
export const ConsultedDoctorsSection = () => (
  <SectionCard title="Doctors Consulted">
    <ConsultedDoctorsList />
  </SectionCard>
);
