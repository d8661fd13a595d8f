import { act, screen, within } from '@testing-library/react';
import { type EmergencyNotification, NOTIFICATION_EVENTS } from '@vitalsync/contracts';
import { io } from 'socket.io-client';

import { mockFetch, requestsTo } from '../../../testing/mockFetch';
import { aPatientProfile } from '../../../testing/profiles';
import { loggedInAs, renderApp } from '../../../testing/renderApp';
import { renderDoctorPage } from '../../doctor-appointments/__tests__/renderDoctorPage';
import { ALERTS, alertsReply, anAlert } from './emergencyAlerts.fixtures';

jest.mock('socket.io-client', () => ({ io: jest.fn() }));

afterEach(() => jest.restoreAllMocks());

/** The /notifications connection: the test pushes events through the handlers the dashboard registered. */
const fakeNotifications = () => {
  const handlers = new Map<string, Array<(payload: unknown) => void>>();
  let opened = () => undefined as void;
  const connected = new Promise<void>((resolve) => {
    opened = resolve;
  });
  jest.mocked(io).mockImplementation(() => {
    opened();
    return {
      active: true,
      on: (event: string, handler: (payload: unknown) => void) =>
        handlers.set(event, [...(handlers.get(event) ?? []), handler]),
      connect: () => undefined,
      close: () => undefined,
    } as unknown as ReturnType<typeof io>;
  });
  const push = (event: string, payload?: unknown) =>
    act(() => {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    });
  return { connected, push };
};

const sidebar = async () => within(await screen.findByRole('navigation', { name: 'Dashboard' }));

describe('the unread emergency alerts in the doctor’s sidebar', () => {
  it('names the count with the Notifications link, the number shown beside it', async () => {
    fakeNotifications();
    renderDoctorPage('', { [ALERTS]: alertsReply([anAlert(), anAlert({ _id: 'b', read: false })]) });

    const link = await (await sidebar()).findByRole('link', { name: 'Notifications 2 unread' });
    expect(link).toHaveAttribute('href', '/dashboard/doctor/notifications');
    // The number is for the eye; the name says it in words.
    expect(within(link).getByText('2').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows nothing when every alert is read', async () => {
    fakeNotifications();
    const { fetchSpy } = renderDoctorPage('', { [ALERTS]: alertsReply([anAlert({ read: true })]) });

    const nav = await sidebar();
    await screen.findByRole('heading', { level: 1 });
    expect(requestsTo(fetchSpy, 'GET', ALERTS)).toHaveLength(1);
    expect(nav.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('reads the stored alerts again when an emergency is pushed', async () => {
    const notifications = fakeNotifications();
    const { replies, fetchSpy } = renderDoctorPage('', { [ALERTS]: alertsReply([]) });
    const nav = await sidebar();
    expect(nav.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    await notifications.connected;

    replies[ALERTS] = alertsReply([anAlert()]);
    const pushed: EmergencyNotification = {
      patientId: 'u2',
      patientName: 'Bruno Critical',
      alert: 'Heart rate of 150 bpm: seek care now.',
      at: '2026-05-05T10:00:00.000Z',
    };
    await notifications.push(NOTIFICATION_EVENTS.emergency, pushed);

    expect(await nav.findByRole('link', { name: 'Notifications 1 unread' })).toBeInTheDocument();
    expect(requestsTo(fetchSpy, 'GET', ALERTS)).toHaveLength(2);
  });

  it('is never asked for on a patient’s dashboard', async () => {
    fakeNotifications();
    const profile = aPatientProfile();
    const fetchSpy = mockFetch({
      '/dashboard/profile': { status: 200, body: { status: 'success', profile, role: 'user' } },
    });
    renderApp({ route: '/dashboard/user', session: loggedInAs('user', profile) });

    expect(await (await sidebar()).findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(requestsTo(fetchSpy, 'GET', ALERTS)).toHaveLength(0);
  });
});
