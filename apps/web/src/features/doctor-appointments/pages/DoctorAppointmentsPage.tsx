import { Group, Stack, Tabs, Title } from '@mantine/core';
import { useMemo, useState } from 'react';

import { usePageTitle } from '../../../app/usePageTitle';
import { shownQueryState } from '../../../app/queryState';
import { ContentSkeleton } from '../../../layout/ContentSkeleton';
import { LoadFailure } from '../../../layout/LoadFailure';
import tabClasses from '../../../layout/PageTabs.module.css';
import { ThemeToggle } from '../../../layout/ThemeToggle';
import { useGetDoctorAppointmentsQuery } from '../../appointments/api';
import { useNow } from '../../appointments/useNow';
import { splitDoctorAppointments } from '../appointmentTabs';
import { AppointmentList } from '../components/AppointmentList';
import { PastActions } from '../components/PastActions';
import { ScheduledActions } from '../components/ScheduledActions';
import { useAcceptedStatuses } from '../hooks/useAcceptedStatuses';

type Tab = 'scheduled' | 'past';

/**
 * `/dashboard/doctor/appointments` (docs/product/screens-and-routes.md#doctor-appointments): "Appointments Manager"
 * with Scheduled and Past tabs. The list refreshes by itself when a change is pushed (LiveNotifications invalidates
 * it).
 */
export const DoctorAppointmentsPage = () => {
  usePageTitle('Appointments');
  const now = useNow();
  const [tab, setTab] = useState<Tab>('scheduled');
  const { data, error, isLoading, isFetching, refetch } = useGetDoctorAppointmentsQuery(undefined, {
    selectFromResult: shownQueryState,
  });
  const { appointments, accept } = useAcceptedStatuses(data?.appointments);
  const tabs = useMemo(() => splitDoctorAppointments(appointments, now), [appointments, now]);

  const content = (list: Tab) => {
    if (isLoading) return <ContentSkeleton />;
    if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} retrying={isFetching} />;
    return list === 'scheduled' ? (
      <AppointmentList
        appointments={tabs.scheduled}
        actionsFor={(appointment) =>
          appointment.status === 'cancelled' ? null : (
            <ScheduledActions appointment={appointment} onAccepted={accept} />
          )
        }
      />
    ) : (
      <AppointmentList
        appointments={tabs.past}
        actionsFor={(appointment) =>
          appointment.status === 'cancelled' ? null : <PastActions appointment={appointment} />
        }
      />
    );
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Appointments Manager
        </Title>
        <ThemeToggle />
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => setTab(value === 'past' ? 'past' : 'scheduled')}
        keepMounted={false}
        classNames={{ tab: tabClasses.tab }}
      >
        <Tabs.List>
          <Tabs.Tab value="scheduled">Scheduled</Tabs.Tab>
          <Tabs.Tab value="past">Past</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="scheduled" pt="lg">
          {content('scheduled')}
        </Tabs.Panel>
        <Tabs.Panel value="past" pt="lg">
          {content('past')}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};
