import { type ChatSummary } from '@vitalsync/contracts';
import { act, screen, within } from '@testing-library/react';

import { type MockReply } from '../../../testing/mockFetch';
import { renderDoctorPage } from '../../doctor-appointments/__tests__/renderDoctorPage';
import { aConsultedPatient } from '../../patients/__tests__/consultedPatients.fixtures';
import { openChatSocket } from '../chatSocket';

import { aPage } from './chatFixtures';
import { FakeChatSocket } from './fakeChatSocket';

export const CONSULTED_PATIENTS = '/dashboard/appointments/consulted-patients';
export const SUMMARIES = '/dashboard/chats/summaries';
export const HISTORY = 'GET /dashboard/chats/';
export const READ = 'PUT /dashboard/chats/read';

export const ok = (body: Record<string, unknown>): MockReply => ({
  status: 200,
  body: { status: 'success', ...body },
});

export const summariesOf = (summaries: ChatSummary[]): MockReply =>
  ok({ summaries, unreadTotal: summaries.reduce((sum, { unread }) => sum + unread, 0) });

/** The two patients of the doctor's list: Ada (u1) and Bruno (u2). */
export const twoPatients = () => [
  aConsultedPatient({}, '2099-05-01T09:30:00.000Z'),
  aConsultedPatient(
    {
      id: 'u2',
      personal_info: {
        fullName: 'Bruno Diaz',
        email: 'bruno@example.com',
        phoneNumber: '+15550222',
        dateOfBirth: '1961-02-03',
        gender: 'Male',
      },
    },
    '2099-04-20T09:30:00.000Z',
  ),
];

/** Every /chat connection the page opens is this fake, which the test drives (see the module mock). */
export const fakeChatSockets = () => {
  const sockets: FakeChatSocket[] = [];
  jest.mocked(openChatSocket).mockImplementation(() => {
    const socket = new FakeChatSocket();
    sockets.push(socket);
    return Promise.resolve(socket);
  });
  return sockets;
};

/** Drives the fake socket inside act(), as React wants for updates it did not start itself. */
export const server = (socket: FakeChatSocket) => ({
  connect: () => act(() => socket.serverConnect()),
  join: (roomId = 'chat-1') => act(() => socket.acceptJoin(roomId)),
  drop: () => act(() => socket.drop()),
  do: (event: (fake: FakeChatSocket) => void) => act(() => event(socket)),
});

/**
 * The doctor's Chats page with Ada and Bruno, Ada's chat opened through navigation state, connected and (unless
 * told otherwise) joined; the history GET answers `history` (an empty chat by default).
 */
export const openDoctorChat = async ({
  history = ok({ chats: aPage([]) }),
  replies = {},
  join = true,
}: { history?: MockReply; replies?: Record<string, MockReply>; join?: boolean } = {}) => {
  const sockets = fakeChatSockets();
  const view = renderDoctorPage(
    'chats',
    {
      [CONSULTED_PATIENTS]: ok({ consultedPatients: twoPatients() }),
      [SUMMARIES]: summariesOf([]),
      [HISTORY]: history,
      [READ]: ok({ unread: 0 }),
      ...replies,
    },
    { userId: 'u1' },
  );
  const region = await screen.findByRole('region', { name: 'Conversation with Ada Patient' });
  const socket = await waitForSocket(sockets);
  await act(() => socket.listening);
  server(socket).connect();
  if (join) server(socket).join();
  return { ...view, sockets, socket, region: within(region) };
};

const waitForSocket = async (sockets: FakeChatSocket[], index = 0): Promise<FakeChatSocket> => {
  await act(() => Promise.resolve());
  const socket = sockets[index];
  if (!socket) throw new Error(`chat socket ${index} was never opened`);
  return socket;
};

export const messageBox = () => screen.getByRole('textbox', { name: 'Message to Ada Patient' });
export const messageLog = () => screen.getByRole('log', { name: 'Messages with Ada Patient' });
