import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

import { LoginPage } from '../features/auth/pages/LoginPage';
import { SignupPage } from '../features/auth/pages/SignupPage';
import { LandingPage } from '../features/landing/pages/LandingPage';
import { NotFoundPage } from '../features/not-found/pages/NotFoundPage';
import { AppLayout } from '../layout/AppLayout';

// Route-level chunks (DESIGN.md section 5): dashboards and calls stay out of the first download.
const DashboardRoutes = lazy(() =>
  import('../features/dashboard/pages/DashboardRoutes').then((module) => ({
    default: module.DashboardRoutes,
  })),
);
const VideoCallPage = lazy(() =>
  import('../features/video-call/pages/VideoCallPage').then((module) => ({ default: module.VideoCallPage })),
);

/** Spec section 2 route table; unknown paths get the not-found page. */
export const AppRoutes = () => (
  <Routes>
    <Route element={<AppLayout />}>
      <Route index element={<LandingPage />} />
      <Route path="home" element={<LandingPage />} />
      <Route path="login" element={<LoginPage />} />
      <Route path="signup" element={<SignupPage />} />
      <Route path="dashboard/*" element={<DashboardRoutes />} />
      <Route path="user/video-call/:appointmentId" element={<VideoCallPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Routes>
);
