import { Stack, Tabs, Title } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router-dom';

import { usePageTitle } from '../../../app/usePageTitle';
import tabClasses from '../../../layout/PageTabs.module.css';
import { BookAppointmentForm } from '../components/BookAppointmentForm';
import { DoctorChatTab } from '../components/DoctorChatTab';
import { VideoCallTab } from '../components/VideoCallTab';
import { consultationStateOf } from '../consultationState';
import { CONSULTATION_TAB_LABELS, CONSULTATION_TABS, consultationTabOf } from '../consultationTabs';

/**
 * `/dashboard/user/doctor-consultation` (docs/product/screens-and-routes.md#doctor-consultation): chat, video call
 * and booking, the tab in the query.
 */
export const DoctorConsultationPage = () => {
  usePageTitle('Doctor Consultation');
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const tab = consultationTabOf(searchParams.get('tab'));
  const { id, doctorId } = consultationStateOf(location.state);

  // The navigation state travels along, so a doctor chosen on one tab stays chosen on the next.
  const chooseTab = (value: string | null) =>
    setSearchParams({ tab: consultationTabOf(value) }, { state: location.state as unknown });

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Doctor Consultation
      </Title>
      <Tabs value={tab} onChange={chooseTab} keepMounted={false} classNames={{ tab: tabClasses.tab }}>
        <Tabs.List mb="lg">
          {CONSULTATION_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {CONSULTATION_TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="doctor-chat">
          <DoctorChatTab doctorId={doctorId} />
        </Tabs.Panel>
        <Tabs.Panel value="video-call">
          <VideoCallTab appointmentId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="book-appointment">
          <BookAppointmentForm initialDoctorId={doctorId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};
