import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconPaperclip } from '@tabler/icons-react';
import { type Report } from '@vitalsync/contracts';
import { useId } from 'react';

import { doctorTitle } from '../../appointments/appointmentLabels';
import { reportFileUrl } from '../api';
import { formatReportDate } from '../reportDate';

import { RemoveReportButton } from './RemoveReportButton';
import classes from './Reports.module.css';

interface ReportCardProps {
  report: Report;
  /** Whose name the card leads with: the patient for the doctor, the doctor for the patient. */
  viewer: 'doctor' | 'patient';
}

/**
 * One report: title, day, who it is about (or who wrote it), its text, its file when there is one, and for the doctor
 * who wrote it a way to remove it.
 */
export const ReportCard = ({ report, viewer }: ReportCardProps) => {
  const titleId = useId();
  const person = viewer === 'doctor' ? report.patient.fullName : doctorTitle(report.doctor.fullName);
  return (
    <Card component="article" aria-labelledby={titleId} className={classes.card} p="lg">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} fz="md" id={titleId} className={classes.text}>
            {report.title}
          </Title>
          <Text size="sm" c="dimmed" className={classes.date}>
            <time dateTime={report.date}>{formatReportDate(report.date)}</time>
          </Text>
        </Group>
        <Text size="sm" fw={500}>
          {viewer === 'doctor' ? 'Patient: ' : 'From '}
          {person}
        </Text>
        <Text size="sm" className={classes.body}>
          {report.text}
        </Text>
        <Group gap="xs" justify="space-between">
          {report.hasFile ? (
            <Button
              component="a"
              href={reportFileUrl(report._id)}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              size="xs"
              leftSection={<IconPaperclip size={16} aria-hidden />}
              rightSection={<IconExternalLink size={14} aria-hidden />}
              aria-label={`Open file: ${report.title} (opens in a new tab)`}
            >
              Open file
            </Button>
          ) : (
            <Badge variant="default" w="fit-content" tt="none" fw={400}>
              No file attached
            </Badge>
          )}
          {/* The doctor's list holds only reports they wrote: each is theirs to take back. */}
          {viewer === 'doctor' ? <RemoveReportButton reportId={report._id} title={report.title} /> : null}
        </Group>
      </Stack>
    </Card>
  );
};
