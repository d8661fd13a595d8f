import { selectSession, useAppSelector } from '../../../app/hooks';
import { usePageTitle } from '../../../app/usePageTitle';
import { ContentSkeleton } from '../../../layout/ContentSkeleton';
import { ProfilePanel } from '../components/ProfilePanel';

/** `/dashboard/{role}/profile`: the signed-in account's own profile. */
export const ProfilePage = () => {
  usePageTitle('Profile');
  const { profile, currRole } = useAppSelector(selectSession);
  if (!profile || !currRole) return <ContentSkeleton />;
  return <ProfilePanel role={currRole} profile={profile} />;
};
