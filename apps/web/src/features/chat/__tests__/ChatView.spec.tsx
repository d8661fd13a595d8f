import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGE_TOO_LONG_MESSAGE } from '@vitalsync/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { requestsTo } from '../../../testing/mockFetch';

import { aMessage, aPage } from './chatFixtures';
import { HISTORY, messageBox, messageLog, ok, openDoctorChat, server } from './chatPage';

jest.mock('../chatSocket', () => ({ ...jest.requireActual('../chatSocket'), openChatSocket: jest.fn() }));

afterEach(() => jest.restoreAllMocks());

const sentContents = (socket: Awaited<ReturnType<typeof openDoctorChat>>['socket']) =>
  socket.sends.map(({ payload }) =>
    typeof payload.message === 'string' ? payload.message : payload.message.content,
  );

/** The line of the conversation holding `text`. */
const lineOf = (text: string) => {
  const line = within(messageLog()).getByText(text).closest('li');
  if (!line) throw new Error(`"${text}" is not in a line of the conversation`);
  return line;
};

describe('the chat view', () => {
  it('shows "No messages yet. Say hello." for a new chat, with the message box focused', async () => {
    await openDoctorChat();

    expect(await screen.findByText('No messages yet. Say hello.')).toBeInTheDocument();
    expect(messageBox()).toHaveAttribute('placeholder', 'Type a message...');
    expect(messageBox()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(messageLog()).toHaveAttribute('aria-live', 'polite');
  });

  it('puts doctor messages on the right and patient messages on the left, with who wrote them and when', async () => {
    await openDoctorChat({
      history: ok({
        chats: aPage([
          aMessage(1, 'user', { content: 'Hello doctor' }),
          aMessage(2, 'doctor', { content: 'Hello Ada' }),
        ]),
      }),
    });

    expect(await within(messageLog()).findByText('Hello doctor')).toBeInTheDocument();
    expect(lineOf('Hello doctor')).toHaveAttribute('data-side', 'left');
    expect(lineOf('Hello doctor')).toHaveTextContent('Ada Patient · 10:01 AM');
    expect(lineOf('Hello Ada')).toHaveAttribute('data-side', 'right');
    expect(lineOf('Hello Ada')).toHaveTextContent('You · 10:02 AM');
  });

  it('separates days', async () => {
    await openDoctorChat({
      history: ok({
        chats: aPage([
          aMessage(1, 'user', { content: 'Monday', timestamp: '2099-05-04T09:00:00.000Z' }),
          aMessage(2, 'doctor', { content: 'Monday too', timestamp: '2099-05-04T18:00:00.000Z' }),
          aMessage(3, 'user', { content: 'Tuesday', timestamp: '2099-05-05T08:00:00.000Z' }),
        ]),
      }),
    });

    await within(messageLog()).findByText('Tuesday');
    const lines = within(messageLog())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Mon, May 4, 2099',
      expect.stringContaining('Monday'),
      expect.stringContaining('Monday too'),
      'Tue, May 5, 2099',
      expect.stringContaining('Tuesday'),
    ]);
  });

  it('sends on Enter, adds a line on Shift+Enter, ignores blank text, and keeps focus in the box', async () => {
    const { user, socket } = await openDoctorChat();
    await screen.findByText('No messages yet. Say hello.');

    await user.type(messageBox(), '   {Enter}');
    expect(socket.sends).toHaveLength(0);

    await user.clear(messageBox());
    await user.type(messageBox(), 'Take one{Shift>}{Enter}{/Shift}with food{Enter}');
    expect(sentContents(socket)).toEqual(['Take one\nwith food']);
    expect(messageBox()).toHaveValue('');
    expect(within(messageLog()).getByText(/Take one/)).toBeInTheDocument();

    await user.type(messageBox(), 'Thanks');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(messageBox()).toHaveFocus();
    // One at a time: the second waits for the first to be stored.
    expect(sentContents(socket)).toEqual(['Take one\nwith food']);
    server(socket).do((fake) =>
      fake.answerSend(0, {
        status: 'success',
        data: aMessage(1, 'doctor', { content: 'Take one\nwith food', clientId: fake.clientIdOf(0) }),
      }),
    );
    expect(sentContents(socket)).toEqual(['Take one\nwith food', 'Thanks']);
  });

  it('refuses over 2,000 characters with the contract’s message, and sends nothing', async () => {
    const { user, socket } = await openDoctorChat();
    await screen.findByText('No messages yet. Say hello.');

    messageBox().focus();
    await user.paste('a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1));
    expect(screen.getByText(CHAT_MESSAGE_TOO_LONG_MESSAGE)).toBeInTheDocument();
    expect(messageBox()).toHaveAccessibleDescription(CHAT_MESSAGE_TOO_LONG_MESSAGE);
    await user.keyboard('{Enter}');
    expect(socket.sends).toHaveLength(0);

    await user.keyboard('{Backspace}');
    expect(screen.queryByText(CHAT_MESSAGE_TOO_LONG_MESSAGE)).not.toBeInTheDocument();
  });

  it('shows "Reconnecting…" while away, queues what is written, and sends it once back', async () => {
    const { user, socket } = await openDoctorChat();
    await screen.findByText('No messages yet. Say hello.');

    server(socket).drop();
    expect(screen.getByText('Reconnecting…').closest('[role="status"]')).not.toBeNull();
    await user.type(messageBox(), 'Are you there?{Enter}');
    expect(lineOf('Are you there?')).toHaveTextContent('Queued, sends when the chat reconnects');
    expect(socket.sends).toHaveLength(0);

    server(socket).connect();
    server(socket).join();
    await waitFor(() => expect(sentContents(socket)).toEqual(['Are you there?']));
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
    expect(lineOf('Are you there?')).toHaveTextContent('Sending…');
  });

  it('lets the reader retry or discard a refused message', async () => {
    const { user, socket } = await openDoctorChat();
    await screen.findByText('No messages yet. Say hello.');
    await user.type(messageBox(), 'Hello{Enter}');
    server(socket).do((fake) => fake.answerSend(0, { status: 'error', message: 'Slow down a little.' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Slow down a little.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(sentContents(socket)).toEqual(['Hello', 'Hello']);
    server(socket).do((fake) => fake.answerSend(1, { status: 'error', message: 'Slow down a little.' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(within(messageLog()).queryByText('Hello')).not.toBeInTheDocument();
  });

  it('says why when the chat is refused and disables the message box', async () => {
    const { socket } = await openDoctorChat({ join: false });
    server(socket).do((fake) =>
      fake.refuseJoin('You can only chat with a doctor or patient you share an appointment with.'),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can only chat with a doctor or patient you share an appointment with.',
    );
    expect(messageBox()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('marks the chat read on opening and on each message received while open', async () => {
    const { fetchSpy, socket } = await openDoctorChat({
      history: ok({ chats: aPage([aMessage(1, 'user'), aMessage(2, 'doctor')]) }),
    });

    await waitFor(() => expect(requestsTo(fetchSpy, 'PUT', '/dashboard/chats/read')).toHaveLength(1));
    const first = requestsTo(fetchSpy, 'PUT', '/dashboard/chats/read')[0];
    expect(await first?.clone().json()).toEqual({ chatId: 'chat-1', messageId: 'm2' });

    server(socket).do((fake) => fake.relay(aMessage(3, 'user', { content: 'One more thing' })));
    expect(await within(messageLog()).findByText('One more thing')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchSpy, 'PUT', '/dashboard/chats/read')).toHaveLength(2));
    expect(await requestsTo(fetchSpy, 'PUT', '/dashboard/chats/read')[1]?.clone().json()).toEqual({
      chatId: 'chat-1',
      messageId: 'm3',
    });

    // The reader's own messages are not "unread": no new mark for them.
    server(socket).do((fake) => fake.relay(aMessage(4, 'doctor')));
    await within(messageLog()).findByText('Message 4');
    expect(requestsTo(fetchSpy, 'PUT', '/dashboard/chats/read')).toHaveLength(2);
  });

  it('offers "New messages" instead of scrolling when the reader has scrolled up', async () => {
    const { user, socket } = await openDoctorChat({
      history: ok({ chats: aPage([aMessage(1, 'user'), aMessage(2, 'doctor')]) }),
    });
    await within(messageLog()).findByText('Message 2');

    const log = messageLog();
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 2000 });
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 400 });
    log.scrollTop = 600;
    fireEvent.scroll(log);

    server(socket).do((fake) => fake.relay(aMessage(3, 'user', { content: 'Are you there?' })));
    await within(messageLog()).findByText('Are you there?');
    expect(log.scrollTop).toBe(600);

    await user.click(screen.getByRole('button', { name: 'New messages' }));
    expect(log.scrollTop).toBe(2000);
    expect(screen.queryByRole('button', { name: 'New messages' })).not.toBeInTheDocument();
    expect(messageBox()).toHaveFocus();
  });

  it('loads older history from the top, before the oldest message held', async () => {
    const { user, fetchSpy, replies } = await openDoctorChat({
      history: ok({ chats: aPage([aMessage(51, 'user'), aMessage(52, 'doctor')], true) }),
    });
    await within(messageLog()).findByText('Message 51');

    replies[HISTORY] = ok({ chats: aPage([aMessage(50, 'user', { content: 'An older one' })], false) });
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));

    expect(await within(messageLog()).findByText('An older one')).toBeInTheDocument();
    const older = requestsTo(fetchSpy, 'GET', '/dashboard/chats/').at(-1);
    expect(new URL(older?.url ?? '').searchParams.get('before')).toBe('m51');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });
});
