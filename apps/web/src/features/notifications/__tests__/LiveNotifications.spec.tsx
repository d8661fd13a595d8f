import {
  type ChatNotification,
  type EmergencyNotification,
  LOGIN_REQUIRED_MESSAGE,
  NOTIFICATION_EVENTS,
  type SocketRefusal,
} from '@vitalsync/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { io } from 'socket.io-client';

import { type MockReply, requestsTo } from '../../../testing/mockFetch';
import { doctorAppointmentsReply } from '../../doctor-appointments/__tests__/doctorAppointments.fixtures';
import { renderDoctorPage } from '../../doctor-appointments/__tests__/renderDoctorPage';
import {
  aConsultedPatient,
  anEmergencyPatient,
  consultedPatientsReply,
} from '../../patients/__tests__/consultedPatients.fixtures';
import { ok, renderAsPatient, serveApi } from '../../user-appointments/__tests__/support';

jest.mock('socket.io-client', () => ({ io: jest.fn() }));

afterEach(() => jest.restoreAllMocks());

/**
 * The /notifications connection: the test pushes events through the handlers the page registered, and plays the
 * connection's ups and downs (`connect`, `disconnect`).
 */
const fakeNotifications = () => {
  const handlers = new Map<string, Array<(payload: unknown) => void>>();
  let opened = () => undefined as void;
  const connected = new Promise<void>((resolve) => {
    opened = resolve;
  });
  const socket = {
    active: true,
    on: (event: string, handler: (payload: unknown) => void) =>
      handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    connect: () => undefined,
    close: () => undefined,
  };
  jest.mocked(io).mockImplementation(() => {
    opened();
    return socket as unknown as ReturnType<typeof io>;
  });
  const push = (event: string, payload?: unknown) =>
    act(() => {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    });
  /** The server refuses the handshake: socket.io-client gives the socket up (inactive) and says why. */
  const refuse = (message: string, data: SocketRefusal) => {
    socket.active = false;
    return push('connect_error', Object.assign(new Error(message), { data }));
  };
  return { connected, push, refuse };
};

const unread = (count: number): MockReply => ({
  status: 200,
  body: {
    status: 'success',
    summaries: [
      { chatId: 'chat-1', counterpartId: 'u1', lastMessageAt: '2099-05-05T10:00:00.000Z', unread: count },
    ],
    unreadTotal: count,
  },
});

describe('live notifications', () => {
  it('refreshes the unread total when a chat message is pushed', async () => {
    const notifications = fakeNotifications();
    const { replies } = renderDoctorPage('', { '/dashboard/chats/summaries': unread(1) });
    const sidebar = within(await screen.findByRole('navigation', { name: 'Dashboard' }));
    expect(await sidebar.findByRole('link', { name: 'Chats 1 unread message' })).toBeInTheDocument();
    await notifications.connected;

    replies['/dashboard/chats/summaries'] = unread(2);
    const pushed: ChatNotification = {
      chatId: 'chat-1',
      counterpartId: 'u1',
      at: '2099-05-05T10:01:00.000Z',
    };
    notifications.push(NOTIFICATION_EVENTS.chat, pushed);

    expect(await sidebar.findByRole('link', { name: 'Chats 2 unread messages' })).toBeInTheDocument();
  });
});

describe('a /notifications connection that comes back', () => {
  const CONSULTED = '/dashboard/appointments/consulted-patients';
  const SUMMARIES = '/dashboard/chats/summaries';
  const DOCTOR_APPOINTMENTS = '/dashboard/appointments/doctor';

  /** Lets RTK Query send whatever an invalidation started. */
  const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

  it.each([
    ['the Patient Manager', 'patients', CONSULTED],
    ['the appointment list', 'appointments', DOCTOR_APPOINTMENTS],
  ])(
    're-reads %s and the unread counts on reconnection, not on the first connection',
    async (_page, page, list) => {
      const notifications = fakeNotifications();
      const { fetchSpy, replies } = renderDoctorPage(page, {
        [CONSULTED]: consultedPatientsReply([aConsultedPatient()]),
        [DOCTOR_APPOINTMENTS]: doctorAppointmentsReply([]),
        '/dashboard/appointments/notes': { status: 200, body: { status: 'success', notes: [] } },
        [SUMMARIES]: unread(1),
      });
      const sidebar = within(await screen.findByRole('navigation', { name: 'Dashboard' }));
      expect(await sidebar.findByRole('link', { name: 'Chats 1 unread message' })).toBeInTheDocument();
      await waitFor(() => expect(requestsTo(fetchSpy, 'GET', list)).toHaveLength(1));
      await notifications.connected;

      notifications.push('connect');
      await settle();
      expect(requestsTo(fetchSpy, 'GET', list)).toHaveLength(1);
      expect(requestsTo(fetchSpy, 'GET', SUMMARIES)).toHaveLength(1);

      // Dropped (a gateway restarted), and back: a message came meanwhile, pushed to nobody.
      notifications.push('disconnect', 'transport close');
      replies[SUMMARIES] = unread(2);
      notifications.push('connect');

      expect(await sidebar.findByRole('link', { name: 'Chats 2 unread messages' })).toBeInTheDocument();
      await waitFor(() => expect(requestsTo(fetchSpy, 'GET', list)).toHaveLength(2));
    },
  );
});

describe('a /notifications connection refused for good', () => {
  it('checks the session again, and a session that is over signs the reader out', async () => {
    const notifications = fakeNotifications();
    const { replies } = renderDoctorPage('', {});
    expect(await screen.findByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    await notifications.connected;

    // Signed out elsewhere: the server no longer knows the session.
    replies['GET /dashboard/profile'] = {
      status: 401,
      body: { status: 'error', message: LOGIN_REQUIRED_MESSAGE },
    };
    await notifications.refuse(LOGIN_REQUIRED_MESSAGE, { reason: 'unauthenticated', temporary: false });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Login To Your Account' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
  });
});

describe('an emergency pushed to a doctor', () => {
  const CONSULTED = '/dashboard/appointments/consulted-patients';
  const bruno = anEmergencyPatient();
  // Bruno as the store still has him when the push overtakes it: not an emergency yet.
  const brunoBefore = aConsultedPatient(
    { ...bruno.user, health_info: { ...bruno.user.health_info, ai_generated: null } },
    bruno.dateTime,
  );
  const pushed: EmergencyNotification = {
    patientId: bruno.user.id,
    patientName: 'Bruno Critical',
    alert: 'Heart rate of 150 bpm: seek care now.',
    at: '2026-05-05T10:00:00.000Z',
  };

  it('raises a red toast and turns the row red at once, with no refetch to undo it', async () => {
    const notifications = fakeNotifications();
    const { fetchSpy } = renderDoctorPage('patients', {
      [CONSULTED]: consultedPatientsReply([aConsultedPatient(), brunoBefore]),
      '/dashboard/appointments/notes': { status: 200, body: { status: 'success', notes: [] } },
    });
    const row = await screen.findByRole('row', { name: /Bruno Critical/ });
    expect(row).not.toHaveClass('emergency');
    await notifications.connected;
    const asked = requestsTo(fetchSpy, 'GET', CONSULTED).length;

    notifications.push(NOTIFICATION_EVENTS.emergency, pushed);

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Emergency: Bruno Critical');
    expect(toast).toHaveTextContent(
      'Heart rate 150 bpm — NEWS2 heart-rate band 3 (≥ 131). Patient advised to call emergency services.',
    );
    // The title says "Emergency" once; the line under it does not say it again.
    expect(toast.textContent?.match(/Emergency/g)).toHaveLength(1);
    const brunoRow = screen.getByRole('row', { name: /Bruno Critical/ });
    expect(brunoRow).toHaveClass('emergency');
    expect(within(brunoRow).getByText('Emergency')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Ada Patient/ })).not.toHaveClass('emergency');
    expect(requestsTo(fetchSpy, 'GET', CONSULTED)).toHaveLength(asked);
  });

  it('raises the doctor home’s banner the moment an emergency is pushed', async () => {
    const notifications = fakeNotifications();
    renderDoctorPage('', { [CONSULTED]: consultedPatientsReply([aConsultedPatient(), brunoBefore]) });
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeInTheDocument();
    await notifications.connected;
    expect(screen.queryByText('1 patient is an emergency')).not.toBeInTheDocument();

    notifications.push(NOTIFICATION_EVENTS.emergency, pushed);

    const banner = (await screen.findByText('1 patient is an emergency')).closest('[role="alert"]');
    expect(within(banner as HTMLElement).getByRole('link', { name: 'Bruno Critical' })).toBeInTheDocument();
  });

  it('turns the row red when an emergency raised while the connection was away is read again', async () => {
    const notifications = fakeNotifications();
    const { replies } = renderDoctorPage('patients', {
      [CONSULTED]: consultedPatientsReply([aConsultedPatient(), brunoBefore]),
      '/dashboard/appointments/notes': { status: 200, body: { status: 'success', notes: [] } },
    });
    expect(await screen.findByRole('row', { name: /Bruno Critical/ })).not.toHaveClass('emergency');
    await notifications.connected;
    notifications.push('connect');

    // The push went out while this page's connection was down: only the stored state has it.
    notifications.push('disconnect', 'transport close');
    replies[CONSULTED] = consultedPatientsReply([aConsultedPatient(), bruno]);
    notifications.push('connect');

    await waitFor(() => expect(screen.getByRole('row', { name: /Bruno Critical/ })).toHaveClass('emergency'));
  });

  it('leads from the toast to the patient’s record', async () => {
    const notifications = fakeNotifications();
    const { user } = renderDoctorPage('notifications', {
      [CONSULTED]: consultedPatientsReply([brunoBefore]),
      '/dashboard/appointments/notes': { status: 200, body: { status: 'success', notes: [] } },
      '/dashboard/notifications/emergencies': {
        status: 200,
        body: { status: 'success', notifications: [], unread: 0 },
      },
    });
    expect(await screen.findByText('No emergency patients at the moment.')).toBeInTheDocument();
    await notifications.connected;

    notifications.push(NOTIFICATION_EVENTS.emergency, pushed);

    // The notifications page lists him without a reload.
    expect(await screen.findByRole('article', { name: 'Bruno Critical' })).toBeInTheDocument();
    const toast = await screen.findByRole('alert');
    await user.click(within(toast).getByRole('button', { name: 'View Bruno Critical' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Bruno Critical' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to patients' })).toBeInTheDocument();
    // Followed, the toast closes.
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('is ignored on a patient’s dashboard', async () => {
    const notifications = fakeNotifications();
    serveApi({ '/dashboard/appointments/user': ok({ appointments: [] }) });
    renderAsPatient({ path: '/dashboard/user' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Patient' }),
    ).toBeInTheDocument();
    await notifications.connected;

    notifications.push(NOTIFICATION_EVENTS.emergency, pushed);
    await act(() => import('@mantine/notifications'));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
