import { DashboardWelcome } from '../components/DashboardWelcome';

export const DoctorDashboardPage = () => (
  <DashboardWelcome role="doctor" summary="Your patients, appointments and emergency alerts live here." />
);
