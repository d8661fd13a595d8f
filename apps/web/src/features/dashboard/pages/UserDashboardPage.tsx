import { AssistantPage } from '../../assistant/pages/AssistantPage';
import { DoctorConsultationPage } from '../../consultation/pages/DoctorConsultationPage';
import { HealthOverviewPage } from '../../health-overview/pages/HealthOverviewPage';
import { LifestyleTrackerPage } from '../../lifestyle/pages/LifestyleTrackerPage';
import { MedicalHistoryPage } from '../../medical-history/pages/MedicalHistoryPage';
import { ProfilePage } from '../../profile/pages/ProfilePage';
import { SettingsPage } from '../../settings/pages/SettingsPage';
import { UserAppointmentsPage } from '../../user-appointments/pages/UserAppointmentsPage';
import { UserNotificationsPage } from '../../user-notifications/pages/UserNotificationsPage';
import { RoleDashboard } from '../components/RoleDashboard';

import { UserHomePage } from './UserHomePage';

/** `/dashboard/user/*`. Its pages come with the dashboard chunk, for the reason DoctorDashboardPage gives. */
export const UserDashboardPage = () => (
  <RoleDashboard
    role="user"
    pages={{
      '': <UserHomePage />,
      profile: <ProfilePage />,
      'health-overview': <HealthOverviewPage />,
      'doctor-consultation': <DoctorConsultationPage />,
      'ai-health-assistant': <AssistantPage />,
      appointments: <UserAppointmentsPage />,
      'lifestyle-tracker': <LifestyleTrackerPage />,
      'medical-history': <MedicalHistoryPage />,
      notifications: <UserNotificationsPage />,
      settings: <SettingsPage />,
    }}
  />
);
