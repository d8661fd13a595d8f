import { act, screen, within } from '@testing-library/react';

import {
  deferredReply,
  type MockReplies,
  type MockReply,
  mockFetch,
  requestsTo,
} from '../../../testing/mockFetch';
import { aPatientProfile } from '../../../testing/profiles';
import { ok, refused, renderAsPatient } from '../../user-appointments/__tests__/support';

afterEach(() => jest.restoreAllMocks());

const PAGE = '/dashboard/user/notifications';
const DISMISSED = '/dashboard/notifications/dismissed';

const profileWithAlert = (alert: string, emergency: boolean) => {
  const base = aPatientProfile();
  return {
    ...base,
    health_info: {
      ...base.health_info,
      ai_generated: { health_summary: 'Summary.', health_alert: { alert, emergency }, lifestyle_tips: [] },
    },
  };
};

const openNotifications = (
  replies: Record<string, MockReply | Promise<MockReply>>,
  profile = profileWithAlert('Your heart rate is a little high.', false),
) => {
  const served: MockReplies = { '/dashboard/profile': ok({ profile, role: 'user' }), ...replies };
  const spy = mockFetch(served);
  return { ...renderAsPatient({ path: PAGE, profile }), spy, replies: served };
};

const reminders = () => within(screen.getByRole('list', { name: 'Reminders' }));
const titles = () =>
  reminders()
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByText(/./)[0]?.textContent);

describe('the patient’s notifications', () => {
  it('shows the AI health alert and the reminders not dismissed yet', async () => {
    openNotifications({ [DISMISSED]: ok({ dismissed: ['walk'] }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const alert = within(screen.getByRole('region', { name: 'Health Alert' }));
    expect(alert.getByText('Your heart rate is a little high.')).toBeInTheDocument();
    expect(alert.queryByRole('alert')).not.toBeInTheDocument();

    await screen.findByRole('list', { name: 'Reminders' });
    expect(titles()).toEqual(['Drink water', 'Annual check-up', 'Sleep']);
  });

  it('shows an emergency alert in red, announced at once', async () => {
    openNotifications(
      { [DISMISSED]: ok({ dismissed: [] }) },
      profileWithAlert('Heart rate of 150 bpm: call your emergency number.', true),
    );
    const alert = await within(screen.getByRole('region', { name: 'Health Alert' })).findByRole('alert');
    expect(alert).toHaveTextContent('Emergency');
    expect(alert).toHaveTextContent('Heart rate of 150 bpm: call your emergency number.');
  });

  it('dismisses at once and keeps it once the server agrees', async () => {
    const answer = deferredReply();
    const { user, spy } = openNotifications({
      [`GET ${DISMISSED}`]: ok({ dismissed: [] }),
      [`PUT ${DISMISSED}`]: answer.promise,
    });
    await screen.findByRole('list', { name: 'Reminders' });

    await user.click(reminders().getByRole('button', { name: 'Dismiss Drink water' }));

    expect(titles()).toEqual(['Move a little', 'Annual check-up', 'Sleep']);
    const [put] = requestsTo(spy, 'PUT', DISMISSED);
    expect(await put?.clone().json()).toEqual({ id: 'hydrate' });
    await act(async () => answer.send(ok({ dismissed: ['hydrate'] })));
    expect(titles()).toEqual(['Move a little', 'Annual check-up', 'Sleep']);
  });

  it('brings the reminder back and says why when the server refuses', async () => {
    const answer = deferredReply();
    const { user } = openNotifications({
      [`GET ${DISMISSED}`]: ok({ dismissed: [] }),
      [`PUT ${DISMISSED}`]: answer.promise,
    });
    await screen.findByRole('list', { name: 'Reminders' });

    await user.click(reminders().getByRole('button', { name: 'Dismiss Sleep' }));
    expect(titles()).not.toContain('Sleep');

    await act(async () => answer.send(refused(503, 'The service is unavailable.')));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The reminder could not be dismissed. The service is unavailable.',
    );
    expect(titles()).toEqual(['Drink water', 'Move a little', 'Annual check-up', 'Sleep']);
  });

  it('says so when every reminder is dismissed', async () => {
    const { user } = openNotifications({
      [`GET ${DISMISSED}`]: ok({ dismissed: ['hydrate', 'walk', 'checkup'] }),
      [`PUT ${DISMISSED}`]: ok({ dismissed: ['hydrate', 'walk', 'checkup', 'sleep'] }),
    });
    await screen.findByRole('list', { name: 'Reminders' });

    await user.click(reminders().getByRole('button', { name: 'Dismiss Sleep' }));

    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Reminders' })).not.toBeInTheDocument();
  });

  it('offers to try again when the dismissed reminders cannot be read', async () => {
    const { user, replies } = openNotifications({ [DISMISSED]: refused(503, 'The service is unavailable.') });

    expect(await screen.findByRole('alert')).toHaveTextContent('The service is unavailable.');
    replies[DISMISSED] = ok({ dismissed: [] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('list', { name: 'Reminders' })).toBeInTheDocument();
  });
});
