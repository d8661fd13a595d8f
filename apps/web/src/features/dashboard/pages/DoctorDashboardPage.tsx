import { ProfilePage } from '../../profile/pages/ProfilePage';
import { RoleDashboard } from '../components/RoleDashboard';

import { DoctorHomePage } from './DoctorHomePage';

/** `/dashboard/doctor/*`. */
export const DoctorDashboardPage = () => (
  <RoleDashboard role="doctor" pages={{ '': <DoctorHomePage />, profile: <ProfilePage /> }} />
);
