import { matchPath, Route, Routes } from 'react-router-dom';

import { NotFoundPage } from '../features/not-found/pages/NotFoundPage';
import { AppLayout } from '../layout/AppLayout';

import { lazyWithPreload } from './lazyWithPreload';

// Route-level chunks (docs/architecture.md#the-web-apps-first-paint-issue-19): the first download is the shell
// only, so login and signup do not carry the landing page, and no page carries the form kit, the dashboards or
// calls it does not show. A page's own chunk costs no round trip: `route-preload.js` fetches it alongside the shell
// (vite-route-preload.ts).
const LandingPage = lazyWithPreload(() => import('../features/landing/pages/LandingPage'), 'LandingPage');
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

/** docs/product/screens-and-routes.md#top-level-routes; any other path gets the not-found page. */
const PAGES = [
  { path: '/', Page: LandingPage },
  { path: '/home', Page: LandingPage },
  { path: '/login', Page: LoginPage },
  { path: '/signup', Page: SignupPage },
  { path: '/dashboard/*', Page: DashboardRoutes },
  { path: '/user/video-call/:appointmentId', Page: VideoCallPage },
] as const;

/**
 * Loads the chunk of the page at `pathname`, if it has one. Awaited before the first render, so the page paints
 * whole at once rather than as a loader its content then pushes down (a layout shift).
 */
export const preloadRouteAt = async (pathname: string): Promise<void> => {
  await PAGES.find(({ path }) => matchPath(path, pathname))?.Page.preload();
};

/** Loads every route's chunk (unit tests, so no test waits for a chunk). */
export const preloadRoutes = () => Promise.all(PAGES.map(({ Page }) => Page.preload()));

export const AppRoutes = () => (
  <Routes>
    <Route element={<AppLayout />}>
      {PAGES.map(({ path, Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Routes>
);
