import { type ChatPage, type ChatPageQuery, CHAT_PAGE_MAX } from '@vitalsync/contracts';

import { type ChatSnapshot, ChatSession, SIGNED_OUT_MESSAGE } from '../chatSession';

import { aMessage, aPage } from './chatFixtures';
import { FakeChatSocket } from './fakeChatSocket';

interface PageRequest {
  query: ChatPageQuery;
  answer: (page: ChatPage) => void;
  fail: (error: unknown) => void;
}

/** A chat session over a fake socket, whose history requests the test answers one by one. */
const openSession = () => {
  const socket = new FakeChatSocket();
  const requests: PageRequest[] = [];
  const awaited = new Map<number, (request: PageRequest) => void>();
  let ids = 0;
  const sut = new ChatSession({
    ownId: 'u1',
    remoteId: 'd1',
    openSocket: () => Promise.resolve(socket),
    fetchPage: (query) =>
      new Promise<ChatPage>((answer, fail) => {
        const request = { query, answer, fail };
        requests.push(request);
        awaited.get(requests.length)?.(request);
      }),
    newClientId: () => `c${(ids += 1)}`,
    now: () => new Date('2099-05-05T12:00:00.000Z'),
  });
  /** History request number `count` (1 is the first), once the session has made it. */
  const request = (count: number) =>
    new Promise<PageRequest>((resolve) => {
      const made = requests[count - 1];
      if (made) resolve(made);
      else awaited.set(count, resolve);
    });
  return { sut, socket, requests, request };
};

/** Resolves once the session's state satisfies `predicate`: waits for the event, never for a duration. */
const until = (sut: ChatSession, predicate: (snapshot: ChatSnapshot) => boolean) =>
  new Promise<ChatSnapshot>((resolve) => {
    const check = () => {
      const snapshot = sut.getSnapshot();
      if (!predicate(snapshot)) return false;
      unsubscribe();
      resolve(snapshot);
      return true;
    };
    const unsubscribe = sut.subscribe(() => void check());
    check();
  });

const started = async () => {
  const session = openSession();
  session.sut.start();
  // The socket module is imported asynchronously: the session listens once it has it.
  await session.socket.listening;
  return session;
};

/** Connected, joined and holding messages 1–3. */
const connectedWithThree = async () => {
  const session = await started();
  const { sut, socket, requests } = session;
  socket.serverConnect();
  socket.acceptJoin();
  requests[0]?.answer(aPage([aMessage(1), aMessage(2, 'user'), aMessage(3)]));
  await until(sut, ({ connection }) => connection === 'connected');
  return session;
};

const seqs = (snapshot: ChatSnapshot) => snapshot.chat.messages.map(({ seq }) => seq);

describe('ChatSession', () => {
  it('joins as the reader with the counterpart, then loads the newest page', async () => {
    const { sut, socket, requests } = await started();
    expect(sut.getSnapshot().connection).toBe('connecting');

    socket.serverConnect();
    expect(socket.joins.map(({ payload }) => payload)).toEqual([{ userId: 'u1', remoteId: 'd1' }]);
    socket.acceptJoin('chat-1');
    expect(requests.map(({ query }) => query)).toEqual([{}]);
    requests[0]?.answer(aPage([aMessage(1)], true));

    const snapshot = await until(sut, ({ connection }) => connection === 'connected');
    expect(snapshot.chatId).toBe('chat-1');
    expect(snapshot.chat).toMatchObject({ loaded: true, hasOlder: true });
    expect(seqs(snapshot)).toEqual([1]);
  });

  it('on reconnecting asks for everything after the newest message held, page by page, and merges relays', async () => {
    const { sut, socket, requests, request } = await connectedWithThree();

    socket.drop();
    expect(sut.getSnapshot().connection).toBe('reconnecting');
    socket.serverConnect();
    socket.acceptJoin();
    // A relay heard while catching up: kept once, in its place.
    socket.relay(aMessage(6, 'user'));

    expect(requests[1]?.query).toEqual({ after: 'm3', limit: CHAT_PAGE_MAX });
    requests[1]?.answer(aPage([aMessage(4), aMessage(5)], true));
    const second = await request(3);
    expect(second.query).toEqual({ after: 'm5', limit: CHAT_PAGE_MAX });
    second.answer(aPage([aMessage(6, 'user')], false));

    const snapshot = await until(sut, ({ connection }) => connection === 'connected');
    expect(seqs(snapshot)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(requests).toHaveLength(3);
  });

  it('keeps messages written offline queued, then sends them on reconnect one at a time, in order', async () => {
    const { sut, socket, requests } = await connectedWithThree();
    socket.drop();

    sut.send('first');
    sut.send('second');
    expect(sut.getSnapshot().chat.pending.map(({ status }) => status)).toEqual(['queued', 'queued']);
    expect(socket.sends).toHaveLength(0);

    socket.serverConnect();
    socket.acceptJoin();
    requests[1]?.answer(aPage([]));
    await until(sut, ({ connection }) => connection === 'connected');

    expect(socket.sends.map(({ payload }) => payload)).toEqual([
      { roomId: 'chat-1', message: { content: 'first', clientId: 'c1' } },
    ]);
    socket.answerSend(0, {
      status: 'success',
      data: aMessage(4, 'user', { content: 'first', clientId: 'c1' }),
    });
    expect(socket.sends[1]?.payload).toEqual({
      roomId: 'chat-1',
      message: { content: 'second', clientId: 'c2' },
    });
    socket.answerSend(1, {
      status: 'success',
      data: aMessage(5, 'user', { content: 'second', clientId: 'c2' }),
    });

    const snapshot = sut.getSnapshot();
    expect(snapshot.chat.pending).toEqual([]);
    expect(snapshot.chat.messages.map(({ content }) => content).slice(-2)).toEqual(['first', 'second']);
  });

  it('does not send twice a message stored just before the connection dropped (the ack was lost)', async () => {
    const { sut, socket, requests } = await connectedWithThree();
    sut.send('hello');
    expect(socket.sends).toHaveLength(1);

    socket.drop();
    // Socket.IO answers a pending acknowledgement with an error on disconnect: no refusal, it is queued again.
    socket.answerSend(0, { status: 'error', message: 'The chat did not answer in time. Try again.' });
    expect(sut.getSnapshot().chat.pending[0]?.status).toBe('queued');

    socket.serverConnect();
    socket.acceptJoin();
    requests[1]?.answer(aPage([aMessage(4, 'user', { content: 'hello', clientId: 'c1' })]));
    const snapshot = await until(sut, ({ connection }) => connection === 'connected');

    expect(snapshot.chat.pending).toEqual([]);
    expect(seqs(snapshot)).toEqual([1, 2, 3, 4]);
    expect(socket.sends).toHaveLength(1);
  });

  it('shows a refused message with the server’s reason; a retry sends it again under the same client id', async () => {
    const { sut, socket } = await connectedWithThree();
    sut.send('hello');
    socket.answerSend(0, { status: 'error', message: 'You are sending messages too quickly.' });
    expect(sut.getSnapshot().chat.pending[0]).toMatchObject({
      status: 'refused',
      problem: 'You are sending messages too quickly.',
    });

    sut.retry('c1');
    expect(socket.sends[1]?.payload).toEqual({
      roomId: 'chat-1',
      message: { content: 'hello', clientId: 'c1' },
    });
  });

  it('ignores a relay of another room', async () => {
    const { sut, socket } = await connectedWithThree();
    socket.relay(aMessage(4), 'chat-2');
    expect(seqs(sut.getSnapshot())).toEqual([1, 2, 3]);
  });

  it('is refused with the server’s words when the pair may not chat, and can join again', async () => {
    const { sut, socket } = await started();
    socket.serverConnect();
    socket.refuseJoin('You can only chat with a doctor or patient you share an appointment with.');
    expect(sut.getSnapshot()).toMatchObject({
      connection: 'refused',
      refusal: 'You can only chat with a doctor or patient you share an appointment with.',
    });

    sut.reconnect();
    expect(socket.joins).toHaveLength(2);
    expect(sut.getSnapshot().connection).toBe('reconnecting');
  });

  it('is refused when signed out: by the server closing the connection or refusing the handshake', async () => {
    const first = await connectedWithThree();
    first.socket.kick();
    expect(first.sut.getSnapshot()).toMatchObject({ connection: 'refused', refusal: SIGNED_OUT_MESSAGE });

    const second = await started();
    second.socket.refuseHandshake('Please Login First!');
    expect(second.sut.getSnapshot()).toMatchObject({ connection: 'refused', refusal: 'Please Login First!' });
  });

  it('keeps trying through network errors, before the first connection and after a drop', async () => {
    const first = await started();
    first.socket.failAttempt('xhr poll error');
    expect(first.sut.getSnapshot().connection).toBe('connecting');

    const { sut, socket } = await connectedWithThree();
    socket.drop();
    socket.failAttempt('xhr poll error');
    expect(sut.getSnapshot().connection).toBe('reconnecting');
  });

  it('loads older history before the oldest message held', async () => {
    const { sut, socket, requests } = await started();
    socket.serverConnect();
    socket.acceptJoin();
    requests[0]?.answer(aPage([aMessage(51), aMessage(52)], true));
    await until(sut, ({ connection }) => connection === 'connected');

    const loading = sut.loadOlder();
    expect(sut.getSnapshot().loadingOlder).toBe(true);
    expect(requests[1]?.query).toEqual({ before: 'm51', limit: 50 });
    requests[1]?.answer(aPage([aMessage(49), aMessage(50)], false));
    await loading;

    expect(seqs(sut.getSnapshot())).toEqual([49, 50, 51, 52]);
    expect(sut.getSnapshot()).toMatchObject({ loadingOlder: false, chat: { hasOlder: false } });
  });

  it('says so when history cannot be loaded, and asks again on request', async () => {
    const { sut, socket, requests } = await started();
    socket.serverConnect();
    socket.acceptJoin();
    requests[0]?.fail({ status: 503, data: { status: 'error', message: 'Chat is unavailable.' } });
    const failed = await until(sut, ({ historyError }) => historyError !== undefined);
    expect(failed.historyError).toBe('Chat is unavailable.');

    await until(sut, ({ connection }) => connection === 'connected');
    sut.retryHistory();
    expect(requests[1]?.query).toEqual({});
  });

  it('closes its socket, even one that arrives after the view closed', async () => {
    const { sut, socket } = openSession();
    sut.start();
    sut.close();
    await socket.closing;
    expect(socket.closed).toBe(true);
  });
});
