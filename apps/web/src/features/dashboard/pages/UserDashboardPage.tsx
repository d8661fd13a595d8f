import { DoctorConsultationPage } from '../../consultation/pages/DoctorConsultationPage';
import { MedicalHistoryPage } from '../../medical-history/pages/MedicalHistoryPage';
import { ProfilePage } from '../../profile/pages/ProfilePage';
import { UserAppointmentsPage } from '../../user-appointments/pages/UserAppointmentsPage';
import { RoleDashboard } from '../components/RoleDashboard';

import { UserHomePage } from './UserHomePage';

/** `/dashboard/user/*`. Its pages come with the dashboard chunk, for the reason DoctorDashboardPage gives. */
export const UserDashboardPage = () => (
  <RoleDashboard
    role="user"
    pages={{
      '': <UserHomePage />,
      profile: <ProfilePage />,
      appointments: <UserAppointmentsPage />,
      'doctor-consultation': <DoctorConsultationPage />,
      'medical-history': <MedicalHistoryPage />,
    }}
  />
);
