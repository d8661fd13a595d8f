import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileUpload, IconReportMedical, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';

import { ContentSkeleton } from '../../../layout/ContentSkeleton';
import { EmptyState } from '../../../layout/EmptyState';
import { LazyModal } from '../../../layout/LazyModal';
import { LoadFailure } from '../../../layout/LoadFailure';
import { useGetConsultedPatientsQuery } from '../../appointments/api';
import { useGetReportsQuery } from '../api';
import { filterReports } from '../reportSearch';

import { AddReportForm, type PatientOption } from './AddReportForm';
import { ReportList } from './ReportList';
import classes from './Reports.module.css';

/**
 * docs/product/screens-and-routes.md#reports, the doctor's Reports tab: a search box (patient name or title), "Add
 * Report" and the doctor's own reports as cards, in place of the original's static sample.
 */
export const DoctorReportsTab = () => {
  const [query, setQuery] = useState('');
  const [adding, { open, close }] = useDisclosure(false);
  const reports = useGetReportsQuery();
  const consulted = useGetConsultedPatientsQuery();
  const patients = useMemo<PatientOption[]>(
    () =>
      (consulted.data?.consultedPatients ?? [])
        .map(({ user }) => ({ id: user.id, fullName: user.personal_info.fullName }))
        .sort((a, b) => a.fullName.localeCompare(b.fullName)),
    [consulted.data],
  );
  const shown = useMemo(() => filterReports(reports.data?.reports ?? [], query), [reports.data, query]);
  const hasReports = (reports.data?.reports.length ?? 0) > 0;

  const content = () => {
    if (reports.isLoading) return <ContentSkeleton />;
    if (!reports.data)
      return (
        <LoadFailure
          error={reports.error}
          onRetry={() => void reports.refetch()}
          retrying={reports.isFetching}
        />
      );
    if (!hasReports)
      return (
        <EmptyState icon={IconReportMedical} message="No reports yet.">
          <Text size="sm" c="dimmed">
            Reports you add for your patients appear here, and on their Medical History.
          </Text>
        </EmptyState>
      );
    if (shown.length === 0) return <Text>No reports match “{query.trim()}”.</Text>;
    return <ReportList reports={shown} viewer="doctor" label="Your reports" />;
  };

  return (
    <Stack gap="lg">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          aria-label="Search reports"
          placeholder="Search by patient or title..."
          leftSection={<IconSearch size={18} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          className={classes.search}
        />
        <Button leftSection={<IconFileUpload size={18} aria-hidden />} onClick={open}>
          Add Report
        </Button>
      </Group>
      {content()}
      <LazyModal
        opened={adding}
        onClose={close}
        title="Add Report"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {consulted.isLoading ? (
          <ContentSkeleton />
        ) : !consulted.data ? (
          <LoadFailure
            error={consulted.error}
            onRetry={() => void consulted.refetch()}
            retrying={consulted.isFetching}
          />
        ) : patients.length === 0 ? (
          <Text>You can add reports for patients you have an appointment with. You have none yet.</Text>
        ) : (
          <AddReportForm patients={patients} onDone={close} />
        )}
      </LazyModal>
    </Stack>
  );
};
