import { type UserAppointment, type UserProfile } from '@vitalsync/contracts';

import { type MockReplies, type MockReply, mockFetch } from '../../../testing/mockFetch';
import { aPatientProfile } from '../../../testing/profiles';
import { loggedInAs, renderApp } from '../../../testing/renderApp';

/** An appointment of the patient's list; override what the test is about. */
export const anAppointment = (overrides: Partial<UserAppointment> = {}): UserAppointment => ({
  _id: 'a1',
  dateTime: '2099-05-05T09:30:00.000Z',
  status: 'scheduled',
  type: 'video-call',
  reason: 'Recurring headaches',
  prescription: null,
  doctor: { fullName: 'Meredith Grey', doctorId: 'd1' },
  ...overrides,
});

export const ok = (body: Record<string, unknown>): MockReply => ({
  status: 200,
  body: { status: 'success', ...body },
});

export const refused = (status: number, message: string): MockReply => ({
  status,
  body: { status: 'error', message },
});

/** Answers the API (see mockFetch); the dashboard re-reads the session on opening and gets `profile`. */
export const serveApi = (replies: MockReplies, profile: UserProfile = aPatientProfile()) =>
  mockFetch({ '/dashboard/profile': ok({ profile, role: 'user' }), ...replies });

interface PatientRoute {
  path: string;
  state?: unknown;
  profile?: UserProfile;
  /** The test runs on Jest's fake timers: typing and clicking must move them on. */
  fakeTimers?: boolean;
}

/** The whole app signed in as a patient at `path`, with navigation state, showing the current address. */
export const renderAsPatient = ({
  path,
  state,
  profile = aPatientProfile(),
  fakeTimers = false,
}: PatientRoute) =>
  renderApp({ route: path, state, session: loggedInAs('user', profile), fakeTimers, showLocation: true });
