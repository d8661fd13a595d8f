import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Profile, type Role } from '@vitalsync/contracts';
import { MemoryRouter, parsePath } from 'react-router-dom';

import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import { makeStore } from '../app/store';
import { initialSessionState, type SessionState } from '../features/session/sessionSlice';

import { LocationProbe } from './LocationProbe';
import { aDoctorProfile, aPatientProfile } from './profiles';

interface RenderAppOptions {
  /** The address, query included. */
  route?: string;
  /** Navigation state, as another page would pass it. */
  state?: unknown;
  session?: Partial<SessionState>;
  /** The test runs on Jest's fake timers: typing and clicking must move them on. */
  fakeTimers?: boolean;
  /** Adds a status "Current address" showing the address and the history state, for assertions. */
  showLocation?: boolean;
}

/**
 * The whole app (store, Mantine, routes) at one address, as a browser would show it. The session starts as
 * "checked, none" unless the test says otherwise (`loggedIn: undefined` lets the app restore it).
 */
export const renderApp = ({
  route = '/',
  state,
  session = {},
  fakeTimers = false,
  showLocation = false,
}: RenderAppOptions = {}) => {
  const store = makeStore({ session: { ...initialSessionState, loggedIn: false, ...session } });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const view = render(
    <AppProviders store={store} env="test">
      <MemoryRouter initialEntries={[{ ...parsePath(route), state }]} useTransitions={false}>
        <AppRoutes />
        {showLocation ? <LocationProbe /> : null}
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
