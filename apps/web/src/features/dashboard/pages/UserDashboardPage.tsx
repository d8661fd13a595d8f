import { ProfilePage } from '../../profile/pages/ProfilePage';
import { RoleDashboard } from '../components/RoleDashboard';

import { UserHomePage } from './UserHomePage';

/** `/dashboard/user/*`. */
export const UserDashboardPage = () => (
  <RoleDashboard role="user" pages={{ '': <UserHomePage />, profile: <ProfilePage /> }} />
);
