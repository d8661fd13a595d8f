import { Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';

import { usePageTitle } from '../../../app/usePageTitle';
import tabClasses from '../../../layout/PageTabs.module.css';
import { navigationString } from '../../../app/navigationState';
import { DoctorReportsTab } from '../../reports/components/DoctorReportsTab';
import { PrescriptionsTab } from '../components/PrescriptionsTab';

type Tab = 'reports' | 'prescriptions';

const ReportsView = ({ requestedAppointmentId }: { requestedAppointmentId: string | undefined }) => {
  const [tab, setTab] = useState<Tab>(requestedAppointmentId ? 'prescriptions' : 'reports');
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Reports
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => setTab(value === 'prescriptions' ? 'prescriptions' : 'reports')}
        keepMounted={false}
        classNames={{ tab: tabClasses.tab }}
      >
        <Tabs.List>
          <Tabs.Tab value="reports">Reports</Tabs.Tab>
          <Tabs.Tab value="prescriptions">Prescriptions</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="reports" pt="lg">
          <DoctorReportsTab />
        </Tabs.Panel>
        <Tabs.Panel value="prescriptions" pt="lg">
          <PrescriptionsTab requestedAppointmentId={requestedAppointmentId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};

/**
 * `/dashboard/doctor/reports` (docs/product/screens-and-routes.md#reports): Reports and Prescriptions tabs.
 * Navigation state `{ appointmentId }` (from a past appointment's prescription) opens the Prescriptions tab on that
 * appointment.
 */
export const ReportsPage = () => {
  usePageTitle('Reports');
  const location = useLocation();
  return (
    <ReportsView
      key={location.key}
      requestedAppointmentId={navigationString(location.state, 'appointmentId')}
    />
  );
};
