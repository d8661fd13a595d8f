import { DoctorChatsPage } from '../../chat/pages/DoctorChatsPage';
import { DoctorAppointmentsPage } from '../../doctor-appointments/pages/DoctorAppointmentsPage';
import { EmergencyPatientsPage } from '../../emergencies/pages/EmergencyPatientsPage';
import { PatientsPage } from '../../patients/pages/PatientsPage';
import { ProfilePage } from '../../profile/pages/ProfilePage';
import { ReportsPage } from '../../prescriptions/pages/ReportsPage';
import { SettingsPage } from '../../settings/pages/SettingsPage';
import { RoleDashboard } from '../components/RoleDashboard';

import { DoctorHomePage } from './DoctorHomePage';

/**
 * `/dashboard/doctor/*`. Its pages come with the dashboard chunk (only the charts load on their own): splitting
 * them (one chunk per page, or one per role) cut what they share with the login and signup pages into more,
 * smaller chunks, which those first pages then paid for in requests and gzip dictionaries (issue 19 measured both;
 * docs/performance.md).
 */
export const DoctorDashboardPage = () => (
  <RoleDashboard
    role="doctor"
    pages={{
      '': <DoctorHomePage />,
      profile: <ProfilePage />,
      patients: <PatientsPage />,
      appointments: <DoctorAppointmentsPage />,
      chats: <DoctorChatsPage />,
      reports: <ReportsPage />,
      notifications: <EmergencyPatientsPage />,
      settings: <SettingsPage />,
    }}
  />
);
