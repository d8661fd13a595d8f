import { Navigate, Route, Routes } from 'react-router-dom';

import { selectCurrRole, useAppSelector } from '../../../app/hooks';
import { NotFoundPage } from '../../not-found/pages/NotFoundPage';
import { RequireSession } from '../../session/components/RequireSession';
import { RoleGate } from '../components/RoleGate';

import { DoctorDashboardPage } from './DoctorDashboardPage';
import { UserDashboardPage } from './UserDashboardPage';

const OwnDashboard = () => {
  const currRole = useAppSelector(selectCurrRole);
  return <Navigate to={`/dashboard/${currRole}`} replace />;
};

/** `/dashboard/*`, a lazy chunk: the landing, login and signup pages never download it. */
export const DashboardRoutes = () => (
  <RequireSession>
    <Routes>
      <Route index element={<OwnDashboard />} />
      <Route
        path="doctor/*"
        element={
          <RoleGate role="doctor">
            <DoctorDashboardPage />
          </RoleGate>
        }
      />
      <Route
        path="user/*"
        element={
          <RoleGate role="user">
            <UserDashboardPage />
          </RoleGate>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  </RequireSession>
);
