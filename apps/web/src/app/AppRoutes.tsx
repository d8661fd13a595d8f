import { Route, Routes } from 'react-router-dom';

import { LandingPage } from '../features/landing/pages/LandingPage';
import { NotFoundPage } from '../features/not-found/pages/NotFoundPage';
import { AppLayout } from '../layout/AppLayout';

import { lazyWithPreload } from './lazyWithPreload';

// Route-level chunks (DESIGN.md section 5): the first download is the shell and the landing page (most visits
// start there, and a chunk of its own would cost it a round trip); the form pages (react-hook-form, the form kit),
// the dashboards and calls load when visited.
const LoginPage = lazyWithPreload(() => import('../features/auth/pages/LoginPage'), 'LoginPage');
const SignupPage = lazyWithPreload(() => import('../features/auth/pages/SignupPage'), 'SignupPage');
const DashboardRoutes = lazyWithPreload(
  () => import('../features/dashboard/pages/DashboardRoutes'),
  'DashboardRoutes',
);
const VideoCallPage = lazyWithPreload(
  () => import('../features/video-call/pages/VideoCallPage'),
  'VideoCallPage',
);

/** Loads every route's chunk (unit tests, so no test waits for a chunk). */
export const preloadRoutes = () =>
  Promise.all([LoginPage, SignupPage, DashboardRoutes, VideoCallPage].map((page) => page.preload()));

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
