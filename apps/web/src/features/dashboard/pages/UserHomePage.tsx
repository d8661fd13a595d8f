import { Stack } from '@mantine/core';

import { selectProfile, useAppSelector } from '../../../app/hooks';
import { ContentSkeleton } from '../../../layout/ContentSkeleton';
import { UserNextAppointment } from '../../next-appointment/components/UserNextAppointment';
import { DashboardWelcome } from '../components/DashboardWelcome';
import { HomeCardGrid } from '../components/HomeCardGrid';
import { USER_HOME_CARDS } from '../dashboardSections';

/** `/dashboard/user`: the greeting and the nine cards (docs/product/screens-and-routes.md#patient-home). */
export const UserHomePage = () => {
  const profile = useAppSelector(selectProfile);
  if (!profile) return <ContentSkeleton />;

  return (
    <Stack gap="lg">
      <DashboardWelcome
        role="user"
        profile={profile}
        summary="Your health overview, appointments and messages live here."
      />
      <UserNextAppointment />
      <HomeCardGrid role="user" cards={USER_HOME_CARDS} label="Your health tools" />
    </Stack>
  );
};
