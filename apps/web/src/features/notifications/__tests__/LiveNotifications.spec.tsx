import { type ChatNotification, type EmergencyNotification, NOTIFICATION_EVENTS } from '@vitalsync/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { io } from 'socket.io-client';

import { type MockReply, requestsTo } from '../../../testing/mockFetch';
import { renderDoctorPage } from '../../doctor-appointments/__tests__/renderDoctorPage';
import {
  aConsultedPatient,
  anEmergencyPatient,
  consultedPatientsReply,
} from '../../patients/__tests__/consultedPatients.fixtures';
import { renderAsPatient, serveApi } from '../../user-appointments/__tests__/support';

jest.mock('socket.io-client', () => ({ io: jest.fn() }));

afterEach(() => jest.restoreAllMocks());

/** The /notifications connection: the test pushes events through the handlers the page registered. */
const fakeNotifications = () => {
  const handlers = new Map<string, (payload: unknown) => void>();
  let opened = () => undefined as void;
  const connected = new Promise<void>((resolve) => {
    opened = resolve;
  });
  jest.mocked(io).mockImplementation(() => {
    opened();
    return {
      on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler),
      close: () => undefined,
    } as unknown as ReturnType<typeof io>;
  });
  return { connected, push: (event: string, payload: unknown) => act(() => handlers.get(event)?.(payload)) };
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
    expect(toast).toHaveTextContent('Heart rate of 150 bpm: seek care now.');
    const brunoRow = screen.getByRole('row', { name: /Bruno Critical/ });
    expect(brunoRow).toHaveClass('emergency');
    expect(within(brunoRow).getByText('Emergency')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Ada Patient/ })).not.toHaveClass('emergency');
    expect(requestsTo(fetchSpy, 'GET', CONSULTED)).toHaveLength(asked);
  });

  it('leads from the toast to the patient’s record', async () => {
    const notifications = fakeNotifications();
    const { user } = renderDoctorPage('notifications', {
      [CONSULTED]: consultedPatientsReply([brunoBefore]),
      '/dashboard/appointments/notes': { status: 200, body: { status: 'success', notes: [] } },
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
    serveApi({});
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
