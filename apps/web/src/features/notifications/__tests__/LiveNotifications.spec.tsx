import { type ChatNotification, NOTIFICATION_EVENTS } from '@vitalsync/contracts';
import { act, screen, within } from '@testing-library/react';
import { io } from 'socket.io-client';

import { type MockReply } from '../../../testing/mockFetch';
import { renderDoctorPage } from '../../doctor-appointments/__tests__/renderDoctorPage';

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
