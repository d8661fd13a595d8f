import { DashboardWelcome } from '../components/DashboardWelcome';

export const UserDashboardPage = () => (
  <DashboardWelcome role="user" summary="Your health overview, appointments and messages live here." />
);
