import { Stack } from '@mantine/core';

import { selectCurrRole, selectProfile, useAppSelector } from '../../../app/hooks';
import { usePageTitle } from '../../../app/usePageTitle';
import { ContentSkeleton } from '../../../layout/ContentSkeleton';
import { PatientAccessHistory } from '../../access-history/components/PatientAccessHistory';
import { ProfilePanel } from '../components/ProfilePanel';

/** `/dashboard/{role}/profile`: the signed-in account's own profile. */
export const ProfilePage = () => {
  usePageTitle('Profile');
  const profile = useAppSelector(selectProfile);
  const currRole = useAppSelector(selectCurrRole);
  if (!profile || !currRole) return <ContentSkeleton />;
  return (
    <Stack gap="lg">
      <ProfilePanel role={currRole} profile={profile} />
      <PatientAccessHistory role={currRole} />
    </Stack>
  );
};
