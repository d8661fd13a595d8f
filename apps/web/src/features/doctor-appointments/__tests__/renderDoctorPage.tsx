import { type MockReply, mockFetch } from '../../../testing/mockFetch';
import { aDoctorProfile } from '../../../testing/profiles';
import { loggedInAs, renderApp } from '../../../testing/renderApp';

/**
 * The whole app at one doctor dashboard page, signed in as the fixture doctor, with `state` as the navigation
 * state another page would pass. `replies` answer the page's requests; the dashboard's own profile request is
 * answered too. The object is read on every request, so a test can change a reply to what the server would answer
 * next.
 */
export const renderDoctorPage = (page: string, replies: Record<string, MockReply>, state?: unknown) => {
  const profile = aDoctorProfile();
  const allReplies: Record<string, MockReply> = {
    'GET /dashboard/profile': { status: 200, body: { status: 'success', profile, role: 'doctor' } },
    // Opening a patient's detail reads them from the server (recorded in their access history); the page shows the
    // list's entry, so any success will do unless a test answers otherwise.
    'GET /dashboard/appointments/consulted-patient': { status: 200, body: { status: 'success' } },
    ...replies,
  };
  const fetchSpy = mockFetch(allReplies);
  const view = renderApp({
    route: `/dashboard/doctor/${page}`,
    state,
    session: loggedInAs('doctor', profile),
  });
  return { ...view, fetchSpy, replies: allReplies };
};
