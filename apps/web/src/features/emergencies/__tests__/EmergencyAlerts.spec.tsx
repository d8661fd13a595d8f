import { screen, waitFor, within } from '@testing-library/react';
import { EMERGENCY_NOTIFICATIONS_PAGE } from '@vitalsync/contracts';

import { deferredReply, type MockReply, queryParam, requestsTo } from '../../../testing/mockFetch';
import { formatAppointmentMoment } from '../../appointments/appointmentTime';
import { renderDoctorPage } from '../../doctor-appointments/__tests__/renderDoctorPage';
import {
  anEmergencyPatient,
  consultedPatientsReply,
} from '../../patients/__tests__/consultedPatients.fixtures';
import { ALERTS, READ_ALERTS, alertsReply, anAlert, readReply } from './emergencyAlerts.fixtures';

afterEach(() => jest.restoreAllMocks());

const newer = anAlert({
  _id: '5f0c1d4e-0000-4000-8000-00000000a002',
  patientId: 'u3',
  patientName: 'Carla Urgent',
  alert: 'Heart rate of 35 bpm: seek care now.',
  at: '2026-05-06T08:15:00.000Z',
});
const older = anAlert({
  read: true,
  at: '2026-05-01T09:00:00.000Z',
  _id: '5f0c1d4e-0000-4000-8000-00000000a003',
});
const bruno = anAlert();

const openNotifications = (alerts: MockReply | Promise<MockReply>, replies: Record<string, MockReply> = {}) =>
  renderDoctorPage('notifications', {
    // A reply still under way is a promise; mockFetch waits for it.
    [ALERTS]: alerts as MockReply,
    'GET /dashboard/appointments/consulted-patients': consultedPatientsReply([anEmergencyPatient()]),
    'GET /dashboard/appointments/notes': { status: 200, body: { status: 'success', notes: [] } },
    ...replies,
  });

const alertList = async () => within(await screen.findByRole('list', { name: 'Emergency alerts' }));
const sidebar = () => within(screen.getByRole('navigation', { name: 'Dashboard' }));

describe("the doctor's stored emergency alerts", () => {
  it('lists them newest first: the patient leading to their record, the alert, when, and which are unread', async () => {
    openNotifications(alertsReply([newer, bruno, older]));

    const items = (await alertList()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Carla Urgent',
      'Bruno Critical',
      'Bruno Critical',
    ]);
    const [first, second, third] = items.map((item) => within(item));
    // The clinical line, not the patient's own instructions (issue 18).
    expect(
      first?.getByText(
        'Heart rate 35 bpm — NEWS2 heart-rate band 3 (≤ 40). Patient advised to call emergency services.',
      ),
    ).toBeInTheDocument();
    expect(first?.getByText(formatAppointmentMoment(newer.at))).toHaveAttribute('datetime', newer.at);
    // Unread says so in words, not only in colour.
    expect(first?.getByText('Unread')).toBeInTheDocument();
    expect(second?.getByText('Unread')).toBeInTheDocument();
    expect(third?.queryByText('Unread')).not.toBeInTheDocument();
    expect(third?.queryByRole('button', { name: /Mark as read/ })).not.toBeInTheDocument();
    expect(screen.getByText(/^2 unread ·/)).toBeInTheDocument();
    expect(first?.getByRole('link', { name: 'Carla Urgent' })).toHaveAttribute(
      'href',
      '/dashboard/doctor/patients',
    );
  });

  it('opens the patient’s record from the alert', async () => {
    const { user } = openNotifications(alertsReply([bruno]));

    await user.click((await alertList()).getByRole('link', { name: 'Bruno Critical' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Bruno Critical' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to patients' })).toBeInTheDocument();
  });

  it('marks one alert read, and the sidebar count follows', async () => {
    const { user, fetchSpy } = openNotifications(alertsReply([newer, bruno, older]), {
      [READ_ALERTS]: readReply(1),
    });
    const list = await alertList();
    expect(await sidebar().findByRole('link', { name: 'Notifications 2 unread' })).toBeInTheDocument();

    await user.click(
      list.getByRole('button', {
        name: `Mark as read: Bruno Critical, ${formatAppointmentMoment(bruno.at)}`,
      }),
    );

    const [sent] = requestsTo(fetchSpy, 'POST', `${ALERTS}/read`);
    expect(await sent?.json()).toEqual({ ids: [bruno._id] });
    const [first, second] = list.getAllByRole('listitem').map((item) => within(item));
    expect(first?.getByText('Unread')).toBeInTheDocument();
    expect(second?.queryByText('Unread')).not.toBeInTheDocument();
    expect(await sidebar().findByRole('link', { name: 'Notifications 1 unread' })).toBeInTheDocument();
  });

  it('marks all read at once', async () => {
    const { user, fetchSpy } = openNotifications(alertsReply([newer, bruno]), {
      [READ_ALERTS]: readReply(0),
    });
    const list = await alertList();

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));

    const [sent] = requestsTo(fetchSpy, 'POST', `${ALERTS}/read`);
    expect(await sent?.json()).toEqual({});
    expect(list.queryByText('Unread')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(await sidebar().findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('puts the marks back and says why when the server refuses', async () => {
    const { user } = openNotifications(alertsReply([bruno]), {
      [READ_ALERTS]: {
        status: 503,
        body: { status: 'error', message: 'The service is temporarily unavailable.' },
      },
    });
    const list = await alertList();

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The alerts could not be marked as read. The service is temporarily unavailable.',
    );
    expect(list.getByText('Unread')).toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'Notifications 1 unread' })).toBeInTheDocument();
  });

  it('shows older alerts on demand', async () => {
    const page = Array.from({ length: EMERGENCY_NOTIFICATIONS_PAGE }, (_, index) =>
      anAlert({
        _id: `5f0c1d4e-0000-4000-8000-${String(index).padStart(12, '0')}`,
        at: new Date(Date.UTC(2026, 4, 20) - index * 3_600_000).toISOString(),
        read: true,
      }),
    );
    const last = page.at(-1);
    const { user, fetchSpy, replies } = openNotifications(alertsReply(page));
    const list = await alertList();
    expect(list.getAllByRole('listitem')).toHaveLength(EMERGENCY_NOTIFICATIONS_PAGE);

    replies[ALERTS] = alertsReply([older]);
    await user.click(screen.getByRole('button', { name: 'Show older alerts' }));

    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(EMERGENCY_NOTIFICATIONS_PAGE + 1));
    const asked = requestsTo(fetchSpy, 'GET', ALERTS);
    expect(queryParam(asked.at(-1), 'before')).toBe(last?._id);
    // That page was not full: there is nothing older.
    expect(screen.queryByRole('button', { name: 'Show older alerts' })).not.toBeInTheDocument();
  });

  it('says when there is none, and shows the load under way', async () => {
    const reply = deferredReply();
    openNotifications(reply.promise);
    expect(await screen.findByRole('status', { name: 'Loading your emergency alerts' })).toBeInTheDocument();

    reply.send(alertsReply([]));

    expect(await screen.findByText('No emergency alerts yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Emergency alerts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    // The emergency patients stay below, as docs/product/screens-and-routes.md#doctor-notifications lists them.
    expect(await screen.findByRole('article', { name: 'Bruno Critical' })).toBeInTheDocument();
  });

  it('says it could not load them, with a way to try again', async () => {
    const { user, replies } = openNotifications({
      status: 503,
      body: { status: 'error', message: 'The service is temporarily unavailable.' },
    });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The service is temporarily unavailable.');

    replies[ALERTS] = alertsReply([bruno]);
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));

    expect((await alertList()).getAllByRole('listitem')).toHaveLength(1);
  });
});
