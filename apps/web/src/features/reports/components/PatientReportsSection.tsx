import { Text } from '@mantine/core';

import { shownQueryState } from '../../../app/queryState';
import { LoadFailure } from '../../../layout/LoadFailure';
import { SectionCard } from '../../../layout/SectionCard';
import { useGetReportsQuery } from '../api';

import { ReportList } from './ReportList';
import { ReportsSkeleton } from './ReportsSkeleton';

const ReportsContent = () => {
  const { data, error, isLoading, isFetching, refetch } = useGetReportsQuery(undefined, {
    selectFromResult: shownQueryState,
  });
  if (isLoading) return <ReportsSkeleton label="Loading your reports" />;
  if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.reports.length === 0) return <Text>No reports yet.</Text>;
  return <ReportList reports={data.reports} viewer="patient" label="Your reports" />;
};

/** The patient's Medical History: the reports their doctors wrote for them, the latest day first, with their files. */
export const PatientReportsSection = () => (
  <SectionCard title="Reports" description="Reports your doctors wrote for you.">
    <ReportsContent />
  </SectionCard>
);
