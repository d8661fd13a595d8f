import { DoctorChatsPage } from '../../chat/pages/DoctorChatsPage';
import { DoctorAppointmentsPage } from '../../doctor-appointments/pages/DoctorAppointmentsPage';
import { EmergencyPatientsPage } from '../../emergencies/pages/EmergencyPatientsPage';
import { PatientsPage } from '../../patients/pages/PatientsPage';
import { ProfilePage } from '../../profile/pages/ProfilePage';
import { ReportsPage } from '../../prescriptions/pages/ReportsPage';
import { SettingsPage } from '../../settings/pages/SettingsPage';
import { RoleDashboard } from '../components/RoleDashboard';

import { DoctorHomePage } from './DoctorHomePage';

/** `/dashboard/doctor/*`. The doctor's pages, one chunk (roleDashboards.ts). */
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
