import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { type AppointmentBase } from '@vitalsync/contracts';
import { type ReactNode } from 'react';

import { LoadFailure } from '../../../layout/LoadFailure';
import { SectionCard } from '../../../layout/SectionCard';
import { modeLabel } from '../../appointments/appointmentLabels';
import { formatAppointmentDate, formatAppointmentTime } from '../../appointments/appointmentTime';
import { countdownText } from '../nextAppointment';

/** Where a home's appointment list stands, as RTK Query reports it. */
export interface AppointmentsLoad {
  loaded: boolean;
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => void;
}

interface NextAppointmentCardProps {
  load: AppointmentsLoad;
  next: AppointmentBase | undefined;
  /** Who the appointment is with: the patient's name, or "Dr …". */
  withWhom: string;
  /** Join (video mode) or Chat (chat mode). */
  action: ReactNode;
  /** What the empty card offers beside its text, if anything. */
  emptyAction?: ReactNode;
  now: number;
}

/** Both homes' "Next appointment": with whom, date, time and how long until it, and the way in; or that none is. */
export const NextAppointmentCard = ({
  load,
  next,
  withWhom,
  action,
  emptyAction,
  now,
}: NextAppointmentCardProps) => {
  const body = () => {
    if (load.isLoading) return <Skeleton height={72} />;
    if (!load.loaded)
      return <LoadFailure error={load.error} onRetry={load.refetch} retrying={load.isFetching} />;
    if (!next)
      return (
        <Group justify="space-between" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <IconCalendarOff size={20} aria-hidden />
            <Text>No upcoming appointments.</Text>
          </Group>
          {emptyAction}
        </Group>
      );
    return (
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={2} miw={0}>
          <Text fw={700} size="xl">
            {countdownText(next.dateTime, now)}
          </Text>
          <Text fw={600}>{withWhom}</Text>
          <Text size="sm">
            <time dateTime={next.dateTime}>
              {formatAppointmentDate(next.dateTime)} at {formatAppointmentTime(next.dateTime)}
            </time>
            {` · ${modeLabel(next.type)}`}
          </Text>
        </Stack>
        {action}
      </Group>
    );
  };
  return <SectionCard title="Next appointment">{body()}</SectionCard>;
};
