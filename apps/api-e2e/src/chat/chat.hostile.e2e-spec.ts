import { randomUUID } from 'node:crypto';

import {
  CHAT_MESSAGE_EMPTY_MESSAGE,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGE_TOO_LONG_MESSAGE,
  CHAT_SOCKET_EVENTS,
  FORBIDDEN_CHARACTERS_MESSAGE,
} from '@vitalsync/contracts';
import {
  CHATS_PATH,
  type ApiResponse,
  type ConsultedPair,
  RUN_MODES,
  type SentMessage,
  type SystemUnderTest,
  allMessages,
  connectChat,
  consultedPair,
  emitChat,
  joinChat,
  markChatRead,
  openChat,
  postMessage,
  sendOverSocket,
  startSystem,
} from '@vitalsync/testing';
import { type Socket } from 'socket.io-client';

const TOO_LONG = 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1);

/** `{a: {a: … 'leaf'}}`, `depth` objects deep. */
const nested = (depth: number): object => {
  let value: object = { a: 'leaf' };
  for (let level = 1; level < depth; level += 1) value = { a: value };
  return value;
};

/** Messages refused for their text, with the message each refusal must carry. */
const TEXT_REFUSALS: Array<[string, SentMessage, string]> = [
  ['a NUL byte', 'before\u0000after', FORBIDDEN_CHARACTERS_MESSAGE],
  ['a NUL byte as content', { content: '\u0000' }, FORBIDDEN_CHARACTERS_MESSAGE],
  ['a lone surrogate', 'broken \ud800 pair', FORBIDDEN_CHARACTERS_MESSAGE],
  ['a lone low surrogate', { content: 'x\udc00' }, FORBIDDEN_CHARACTERS_MESSAGE],
  ['2,001 characters', TOO_LONG, CHAT_MESSAGE_TOO_LONG_MESSAGE],
  ['2,001 emoji', '😀'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), CHAT_MESSAGE_TOO_LONG_MESSAGE],
  ['whitespace only', ' \n\t\r ', CHAT_MESSAGE_EMPTY_MESSAGE],
  ['an empty string', '', CHAT_MESSAGE_EMPTY_MESSAGE],
  ['no content and no _id', {}, CHAT_MESSAGE_EMPTY_MESSAGE],
  ['content of another type', { content: 42 }, CHAT_MESSAGE_EMPTY_MESSAGE],
];

/** Messages refused for their shape: any 4xx with a message will do. */
const SHAPE_REFUSALS: Array<[string, SentMessage]> = [
  ['a number', 42],
  ['a boolean', true],
  ['null', null],
  ['an array', ['hi']],
  ['content as an array', { content: ['hi'] }],
  ['content as an object', { content: { text: 'hi' } }],
  ['an _id that is no uuid', { _id: 'message-1' }],
  ['an _id of another type', { _id: 7 }],
  ['a clientId too long', { content: 'hi', clientId: 'c'.repeat(65) }],
  ['a clientId with odd characters', { content: 'hi', clientId: 'a b;drop' }],
  ['an unknown property', { content: 'hi', admin: true }],
  ['a senderModel that is no role', { content: 'hi', senderModel: 'admin' }],
  ['a deeply nested message', nested(100)],
];

const expectRefusal = (response: ApiResponse<unknown>, message?: string) => {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  // A refusal by the DTO checks also names the refused fields; nothing else may ride along.
  const { errors: _fields, ...body } = response.body as Record<string, unknown>;
  expect(body).toEqual({ status: 'error', code: expect.any(String), message: message ?? expect.any(String) });
};

describe.each(RUN_MODES)('chat hostile input (%s mode)', (mode) => {
  let system: SystemUnderTest;
  let pair: ConsultedPair;
  let chatId: string;
  const sockets: Socket[] = [];

  const stored = async () => allMessages(pair.patient.client, pair.doctor.id, pair.patient.id);

  /** A POST with a body as written, for bodies JSON.stringify cannot produce. */
  const rawPost = async (body: string, contentType = 'application/json'): Promise<ApiResponse<unknown>> => {
    const response = await fetch(`${system.baseUrl}${CHATS_PATH}/`, {
      method: 'POST',
      headers: { 'content-type': contentType, cookie: pair.patient.client.cookie ?? '' },
      body,
    });
    const raw = await response.text();
    return { status: response.status, headers: response.headers, body: JSON.parse(raw) as unknown, raw };
  };

  const joinedSocket = async (): Promise<Socket> => {
    const socket = await connectChat(system.baseUrl, pair.patient.client.cookie);
    sockets.push(socket);
    expect(await joinChat(socket, pair.patient.id, pair.doctor.id)).toBe(chatId);
    return socket;
  };

  beforeAll(async () => {
    system = await startSystem(mode);
    pair = await consultedPair(system.baseUrl);
    chatId = (await openChat(pair.patient.client, pair.doctor.id, pair.patient.id)).body.chats._id;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await system?.stop();
  });

  describe('POST /api/dashboard/chats/', () => {
    it.each(TEXT_REFUSALS)(
      'should refuse %s with its message and store nothing',
      async (_case, message, text) => {
        const before = (await stored()).length;
        const response = await postMessage(pair.patient.client, chatId, message);
        expectRefusal(response, text);
        expect(await stored()).toHaveLength(before);
      },
    );

    it.each(SHAPE_REFUSALS)(
      'should refuse a message that is %s and store nothing',
      async (_case, message) => {
        const before = (await stored()).length;
        expectRefusal(await postMessage(pair.patient.client, chatId, message));
        expect(await stored()).toHaveLength(before);
      },
    );

    it.each([
      ['no uuid', 'chat-1'],
      ['SQL', `${randomUUID()}' OR '1'='1`],
      ['a number', 42],
      ['an array', [randomUUID()]],
      ['null', null],
    ])('should refuse a chatId that is %s', async (_case, badChatId) => {
      expectRefusal(await postMessage(pair.patient.client, badChatId, 'hello'));
    });

    it('should refuse bodies that are no object, too deep, too big, or not JSON, and store nothing', async () => {
      const before = (await stored()).length;
      const client = pair.patient.client;
      const refusals = [
        await client.post(`${CHATS_PATH}/`, { json: [{ chatId, message: 'hi' }] }),
        await client.post(`${CHATS_PATH}/`, { json: 'hi' }),
        await client.post(`${CHATS_PATH}/`, { json: { chatId, message: 'hi', extra: 1 } }),
        await rawPost(`{"chatId":"${chatId}","message":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_001)}`),
        await client.post(`${CHATS_PATH}/`, { json: { chatId, message: 'a'.repeat(200_000) } }),
        await rawPost(`{"chatId":"${chatId}","message":"hi"`),
        await rawPost(`{"chatId":"${chatId}","message":"hi","__proto__":{"admin":true}}`),
        await rawPost(`chatId=${chatId}&message=hi`, 'application/x-www-form-urlencoded'),
      ];
      for (const response of refusals) expectRefusal(response);
      expect(refusals.map((response) => response.status)).toEqual([400, 400, 400, 400, 413, 400, 400, 415]);
      expect(await stored()).toHaveLength(before);
    });

    it('should still store a message of exactly the maximum length', async () => {
      const before = (await stored()).length;
      const response = await postMessage(pair.patient.client, chatId, '😀'.repeat(CHAT_MESSAGE_MAX_LENGTH));
      expect(response.status).toBe(201);
      expect(await stored()).toHaveLength(before + 1);
    });
  });

  it.each([
    ['a doctor that is no uuid', `doctor=x&user=${randomUUID()}`],
    ['no user', `doctor=${randomUUID()}`],
    ['the doctor twice', `doctor=${randomUUID()}&doctor=${randomUUID()}&user=${randomUUID()}`],
    ['a limit of 0', 'limit=0'],
    ['a negative limit', 'limit=-1'],
    ['a limit that is no number', 'limit=ten'],
    ['a limit beyond doubles', 'limit=1e309'],
    ['a fractional limit', 'limit=1.5'],
    ['a before that is no uuid', 'before=1'],
    ['an unknown parameter', 'sort=asc'],
  ])('should refuse a history query with %s', async (_case, query) => {
    const pairQuery = `doctor=${pair.doctor.id}&user=${pair.patient.id}`;
    const full = query.startsWith('doctor=') ? query : `${pairQuery}&${query}`;
    expectRefusal(await pair.patient.client.get(`${CHATS_PATH}/?${full}`));
  });

  it.each([
    ['a messageId that is no uuid', () => [chatId, 'latest']],
    ['a chatId that is an array', () => [[chatId], randomUUID()]],
    ['no messageId', () => [chatId, undefined]],
    ['a messageId of another type', () => [chatId, 5]],
  ])('should refuse a read mark with %s', async (_case, args) => {
    const [badChatId, messageId] = args();
    expectRefusal(await markChatRead(pair.patient.client, badChatId, messageId));
  });

  describe('socket payloads', () => {
    it.each(TEXT_REFUSALS)(
      'should refuse %s with its message, keep the socket, store nothing',
      async (_case, message, text) => {
        const socket = await joinedSocket();
        const before = (await stored()).length;
        expect(await sendOverSocket(socket, chatId, message)).toEqual({ status: 'error', message: text });
        expect(socket.connected).toBe(true);
        expect(await stored()).toHaveLength(before);
      },
    );

    it('should refuse every malformed payload with an error acknowledgement and stay usable', async () => {
      // An account of its own: each refused payload costs a point of the account's emit budget, and this test's
      // payloads and the other tests' would together exceed one window's.
      const own = await consultedPair(system.baseUrl);
      const socket = await connectChat(system.baseUrl, own.patient.client.cookie);
      sockets.push(socket);
      const ownChatId = await joinChat(socket, own.patient.id, own.doctor.id);
      const ownStored = async () => allMessages(own.patient.client, own.doctor.id, own.patient.id);
      const before = (await ownStored()).length;
      const payloads: Array<[string, string, unknown]> = [
        ...SHAPE_REFUSALS.map(([name, message]): [string, string, unknown] => [
          name,
          CHAT_SOCKET_EVENTS.sendMessage,
          { roomId: ownChatId, message },
        ]),
        ['no payload', CHAT_SOCKET_EVENTS.sendMessage, undefined],
        ['a string payload', CHAT_SOCKET_EVENTS.sendMessage, 'hello'],
        ['a number payload', CHAT_SOCKET_EVENTS.sendMessage, 1],
        ['a null payload', CHAT_SOCKET_EVENTS.sendMessage, null],
        ['an array payload', CHAT_SOCKET_EVENTS.sendMessage, [{ roomId: ownChatId, message: 'hi' }]],
        ['a roomId that is no uuid', CHAT_SOCKET_EVENTS.sendMessage, { roomId: 'room', message: 'hi' }],
        ['a roomId of another type', CHAT_SOCKET_EVENTS.sendMessage, { roomId: 1, message: 'hi' }],
        [
          'an unknown property',
          CHAT_SOCKET_EVENTS.sendMessage,
          { roomId: ownChatId, message: 'hi', as: 'doctor' },
        ],
        ['a nested payload', CHAT_SOCKET_EVENTS.sendMessage, { roomId: ownChatId, message: nested(1_000) }],
        ['a join without ids', CHAT_SOCKET_EVENTS.joinUser, {}],
        ['a join with ids that are no uuids', CHAT_SOCKET_EVENTS.joinUser, { userId: 'me', remoteId: 'you' }],
        ['a join as an array', CHAT_SOCKET_EVENTS.joinUser, [own.patient.id, own.doctor.id]],
      ];
      const answers = [];
      for (const [name, event, payload] of payloads)
        answers.push([name, await emitChat(socket, event, payload)]);
      expect(answers).toEqual(
        payloads.map(([name]) => [name, { status: 'error', message: expect.any(String) }]),
      );
      expect(socket.connected).toBe(true);
      expect(await sendOverSocket(socket, ownChatId, 'Still working')).toEqual(
        expect.objectContaining({ status: 'success' }),
      );
      expect(await ownStored()).toHaveLength(before + 1);
    });

    it('should close a socket whose emit is larger than the engine accepts, before anything is stored', async () => {
      const socket = await joinedSocket();
      const before = (await stored()).length;
      const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      socket.emit(CHAT_SOCKET_EVENTS.sendMessage, { roomId: chatId, message: 'a'.repeat(1_100_000) });
      await expect(closed).resolves.toEqual(expect.any(String));
      expect(await stored()).toHaveLength(before);
      const again = await joinedSocket();
      expect((await sendOverSocket(again, chatId, 'After the flood')).status).toBe('success');
    });
  });
});
