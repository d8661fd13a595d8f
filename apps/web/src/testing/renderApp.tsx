import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Profile, type Role } from '@vitalsync/contracts';
import { MemoryRouter } from 'react-router-dom';

import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import { makeStore } from '../app/store';
import { initialSessionState, type SessionState } from '../features/session/sessionSlice';

import { aDoctorProfile, aPatientProfile } from './profiles';

interface RenderAppOptions {
  route?: string;
  session?: Partial<SessionState>;
}

/**
 * The whole app (store, Mantine, routes) at one address, as a browser would show it. The session starts as
 * "checked, none" unless the test says otherwise (`loggedIn: undefined` lets the app restore it).
 */
export const renderApp = ({ route = '/', session = {} }: RenderAppOptions = {}) => {
  const store = makeStore({ session: { ...initialSessionState, loggedIn: false, ...session } });
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store} env="test">
      <MemoryRouter initialEntries={[route]} useTransitions={false}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, user, ...view };
};

export const loggedInAs = (
  role: Role,
  profile: Profile = role === 'user' ? aPatientProfile() : aDoctorProfile(),
): Partial<SessionState> => ({
  loggedIn: true,
  currRole: role,
  profile,
});
