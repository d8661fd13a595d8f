import { screen, waitFor, within } from '@testing-library/react';

import { appCountingRenders } from '../../../testing/appCountingRenders';
import { deferredReply, mockFetch } from '../../../testing/mockFetch';
import { queryAnswered } from '../../../testing/queryAnswered';
import { aPatientProfile } from '../../../testing/profiles';

const {
  renders: navRenders,
  loggedInAs,
  renderApp,
} = appCountingRenders(require.resolve('../components/DashboardNav'), 'DashboardNav');

afterEach(() => {
  jest.restoreAllMocks();
  navRenders.mockClear();
});

const SUMMARIES = '/dashboard/chats/summaries';
const summaries = (unreadTotal: number) => ({
  status: 200,
  body: { status: 'success', summaries: [], unreadTotal },
});

const openDashboard = () => {
  const profile = aPatientProfile();
  const answer = deferredReply();
  const fetchSpy = mockFetch({
    '/dashboard/profile': { status: 200, body: { status: 'success', profile, role: 'user' } },
    [SUMMARIES]: answer.promise,
  });
  const view = renderApp({ route: '/dashboard/user', session: loggedInAs('user', profile) });
  return { ...view, answer, fetchSpy };
};

describe('the dashboard sidebar as its counts arrive', () => {
  it('does not render again for an answer that leaves the unread count as it was', async () => {
    const { store, answer } = openDashboard();
    await screen.findByRole('heading', { name: 'Welcome, Ada Patient' });
    const rendersBeforeAnswer = navRenders.mock.calls.length;

    answer.send(summaries(0));
    await waitFor(() => expect(queryAnswered(store, 'chatSummaries')).toBe(true));

    expect(navRenders).toHaveBeenCalledTimes(rendersBeforeAnswer);
  });

  it('renders once more when the unread count changes, and shows it', async () => {
    const { store, answer } = openDashboard();
    await screen.findByRole('heading', { name: 'Welcome, Ada Patient' });
    const rendersBeforeAnswer = navRenders.mock.calls.length;

    answer.send(summaries(3));
    await waitFor(() => expect(queryAnswered(store, 'chatSummaries')).toBe(true));

    const sidebar = within(screen.getByRole('navigation', { name: 'Dashboard' }));
    expect(sidebar.getByRole('link', { name: /Doctor Consultation/ })).toHaveTextContent('3');
    expect(navRenders).toHaveBeenCalledTimes(rendersBeforeAnswer + 1);
  });
});
