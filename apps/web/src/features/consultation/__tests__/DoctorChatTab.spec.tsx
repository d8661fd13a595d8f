import { act, screen, within } from '@testing-library/react';

import { openChatSocket } from '../../chat/chatSocket';
import { aMessage, aPage } from '../../chat/__tests__/chatFixtures';
import { FakeChatSocket } from '../../chat/__tests__/fakeChatSocket';
import { ok, renderAsPatient, serveApi } from '../../user-appointments/__tests__/support';

import { aConsultedDoctor } from './fixtures';

jest.mock('../../chat/chatSocket', () => ({
  ...jest.requireActual('../../chat/chatSocket'),
  openChatSocket: jest.fn(),
}));

afterEach(() => jest.restoreAllMocks());

const TAB = '/dashboard/user/doctor-consultation?tab=doctor-chat';
const CONSULTED = '/dashboard/appointments/consulted-doctors';
const SUMMARIES = '/dashboard/chats/summaries';

const twoDoctors = ok({
  consultedDoctors: [
    aConsultedDoctor('d1', 'Meredith Grey', '2099-05-01T09:00:00.000Z'),
    aConsultedDoctor('d2', 'Derek Shepherd', '2099-04-02T09:00:00.000Z'),
  ],
});

const unreadFromShepherd = ok({
  summaries: [
    { chatId: 'chat-2', counterpartId: 'd2', lastMessageAt: '2099-05-03T08:00:00.000Z', unread: 2 },
  ],
  unreadTotal: 2,
});

const doctorList = async () => within(await screen.findByRole('list', { name: 'Your doctors' }));

describe('the doctor-chat tab', () => {
  let socket: FakeChatSocket;
  beforeEach(() => {
    socket = new FakeChatSocket();
    jest.mocked(openChatSocket).mockResolvedValue(socket);
  });

  it('lists the doctors consulted with "Chat", the last chat date and the unread count', async () => {
    serveApi({ [CONSULTED]: twoDoctors, [SUMMARIES]: unreadFromShepherd });
    renderAsPatient({ path: TAB });

    const [shepherd, grey] = (await doctorList()).getAllByRole('listitem').map((entry) => within(entry));
    expect(shepherd?.getByText('Dr Derek Shepherd')).toBeInTheDocument();
    expect(shepherd?.getByText('General Surgery')).toBeInTheDocument();
    expect(await shepherd?.findByText('2 unread messages')).toBeInTheDocument();
    expect(shepherd?.getByText(/^Last message/)).toHaveTextContent('Last message May 3, 2099');
    expect(grey?.getByText('No messages yet')).toBeInTheDocument();
    expect(grey?.getByRole('button', { name: 'Chat' })).toBeInTheDocument();
    expect(grey?.queryByRole('link', { name: 'View Profile' })).not.toBeInTheDocument();
  });

  it('opens the doctor from navigation state; the patient’s own messages on the right, the doctor’s on the left', async () => {
    serveApi({
      [CONSULTED]: twoDoctors,
      [SUMMARIES]: unreadFromShepherd,
      'GET /dashboard/chats/': ok({
        chats: aPage([
          aMessage(1, 'user', { content: 'Hello' }),
          aMessage(2, 'doctor', { content: 'Hi Ada' }),
        ]),
      }),
      'PUT /dashboard/chats/read': ok({ unread: 0 }),
    });
    const { user } = renderAsPatient({ path: TAB, state: { doctorId: 'd2' } });

    expect(
      await screen.findByRole('region', { name: 'Conversation with Dr Derek Shepherd' }),
    ).toBeInTheDocument();
    await act(() => socket.listening);
    act(() => socket.serverConnect());
    expect(socket.joins[0]?.payload).toEqual({ userId: 'u1', remoteId: 'd2' });
    act(() => socket.acceptJoin());

    const log = within(screen.getByRole('log', { name: 'Messages with Dr Derek Shepherd' }));
    expect((await log.findByText('Hello')).closest('li')).toHaveAttribute('data-side', 'right');
    expect(log.getByText('Hello').closest('li')).toHaveTextContent('You ·');
    expect(log.getByText('Hi Ada').closest('li')).toHaveAttribute('data-side', 'left');
    expect(log.getByText('Hi Ada').closest('li')).toHaveTextContent('Dr Derek Shepherd ·');

    await user.click(screen.getByRole('button', { name: 'Back to doctors' }));
    expect(await doctorList()).toBeDefined();
    expect(socket.closed).toBe(true);
  });

  it('says "No consulted doctors yet" with a way to book', async () => {
    serveApi({ [CONSULTED]: ok({ consultedDoctors: [] }) });
    renderAsPatient({ path: TAB });

    expect(await screen.findByText('No consulted doctors yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
      'href',
      '/dashboard/user/doctor-consultation?tab=book-appointment',
    );
  });

  it('puts the unread total on the sidebar’s consultation entry, which then opens the chat tab', async () => {
    serveApi({ [CONSULTED]: twoDoctors, [SUMMARIES]: unreadFromShepherd });
    renderAsPatient({ path: '/dashboard/user' });

    const sidebar = within(await screen.findByRole('navigation', { name: 'Dashboard' }));
    expect(
      await sidebar.findByRole('link', { name: 'Doctor Consultation 2 unread messages' }),
    ).toHaveAttribute('href', TAB);
  });
});
