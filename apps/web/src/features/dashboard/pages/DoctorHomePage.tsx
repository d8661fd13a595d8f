import { Stack } from '@mantine/core';

import { selectProfile, useAppSelector } from '../../../app/hooks';
import { ContentSkeleton } from '../../../layout/ContentSkeleton';
import { EmergencyBanner } from '../../emergencies/components/EmergencyBanner';
import { DoctorNextAppointment } from '../../next-appointment/components/DoctorNextAppointment';
import { DashboardWelcome } from '../components/DashboardWelcome';
import { HomeCardGrid } from '../components/HomeCardGrid';
import { DOCTOR_HOME_CARDS } from '../dashboardSections';

/**
 * `/dashboard/doctor`: any emergency first, then welcome text, profile picture and cards
 * (docs/product/screens-and-routes.md#doctor-home).
 */
export const DoctorHomePage = () => {
  const profile = useAppSelector(selectProfile);
  if (!profile) return <ContentSkeleton />;

  return (
    <Stack gap="lg">
      <EmergencyBanner />
      <DashboardWelcome
        role="doctor"
        profile={profile}
        summary="Your patients, appointments and emergency alerts live here."
      />
      <DoctorNextAppointment />
      <HomeCardGrid role="doctor" cards={DOCTOR_HOME_CARDS} label="Your practice" />
    </Stack>
  );
};
