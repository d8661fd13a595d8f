import { matchPath } from 'react-router-dom';

import { lazyWithPreload } from '../../app/lazyWithPreload';

// One chunk per role (issue 19): a patient's phone never downloads the doctor's pages, nor a doctor's the patient's.
// Not one chunk per page: that cut what pages share with each other and with the first pages into dozens of tiny
// chunks, which cost the login and signup pages bytes and a phone's few connections round trips.
export const UserDashboardPage = lazyWithPreload(() => import('./pages/UserDashboardPage'), 'UserDashboardPage');
export const DoctorDashboardPage = lazyWithPreload(
  () => import('./pages/DoctorDashboardPage'),
  'DoctorDashboardPage',
);

/** Loads the role's dashboard chunk when `pathname` is in one (before the first render, as AppRoutes). */
export const preloadRoleDashboardAt = async (pathname: string): Promise<void> => {
  if (matchPath('/dashboard/user/*', pathname)) await UserDashboardPage.preload();
  else if (matchPath('/dashboard/doctor/*', pathname)) await DoctorDashboardPage.preload();
};

/** Both roles' chunks (unit tests, so no test waits for one). */
export const preloadRoleDashboards = () => Promise.all([UserDashboardPage.preload(), DoctorDashboardPage.preload()]);
