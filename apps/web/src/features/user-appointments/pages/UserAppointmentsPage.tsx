import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';

import { usePageTitle } from '../../../app/usePageTitle';
import { shownQueryState } from '../../../app/queryState';
import { LoadFailure } from '../../../layout/LoadFailure';
import { useGetUserAppointmentsQuery } from '../../appointments/api';
import { AppointmentsSkeleton } from '../components/AppointmentsSkeleton';
import { AppointmentViewToggle } from '../components/AppointmentViewToggle';
import { BookAppointmentButton } from '../components/BookAppointmentButton';
import { NoAppointments } from '../components/NoAppointments';
import { UserAppointmentCard } from '../components/UserAppointmentCard';
import { useAppointmentView } from '../hooks/useAppointmentView';
import { orderAppointments } from '../orderAppointments';

import classes from './UserAppointmentsPage.module.css';

/**
 * `/dashboard/user/appointments` (docs/product/screens-and-routes.md#patient-appointments): the patient's
 * appointments as a list or a grid.
 */
export const UserAppointmentsPage = () => {
  usePageTitle('Appointments');
  const [view, setView] = useAppointmentView();
  // docs/product/states.md#appointment-lifecycle: a cancelled appointment leaves this list once the server has
  // confirmed it.
  const [cancelledIds, setCancelledIds] = useState<ReadonlySet<string>>(() => new Set());
  const { data, error, isLoading, isFetching, refetch } = useGetUserAppointmentsQuery(undefined, {
    selectFromResult: shownQueryState,
  });

  const appointments = useMemo(
    () => orderAppointments((data?.appointments ?? []).filter(({ _id }) => !cancelledIds.has(_id))),
    [data, cancelledIds],
  );
  const removeCancelled = (appointmentId: string) =>
    setCancelledIds((current) => new Set(current).add(appointmentId));

  const isEmpty = Boolean(data) && appointments.length === 0;
  const cards = appointments.map((appointment) => (
    <li key={appointment._id}>
      <UserAppointmentCard appointment={appointment} view={view} onCancelled={removeCancelled} />
    </li>
  ));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Appointments
        </Title>
        {isEmpty ? null : (
          <Group gap="sm">
            <AppointmentViewToggle value={view} onChange={setView} />
            <BookAppointmentButton />
          </Group>
        )}
      </Group>

      {error && !data ? (
        <LoadFailure error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : null}
      {isLoading ? <AppointmentsSkeleton /> : null}
      {isEmpty ? <NoAppointments /> : null}
      {appointments.length > 0 ? (
        view === 'grid' ? (
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2 }}
            spacing="md"
            aria-label="Your appointments"
            className={classes.list}
          >
            {cards}
          </SimpleGrid>
        ) : (
          <Stack component="ul" gap="md" aria-label="Your appointments" className={classes.list}>
            {cards}
          </Stack>
        )
      ) : null}
    </Stack>
  );
};
