import { randomUUID } from 'node:crypto';

import {
  CHAT_MESSAGE_NOT_FOUND_MESSAGE,
  CHAT_PAGE_DEFAULT,
  CHAT_PAGE_DIRECTION_MESSAGE,
  type ChatMessage,
  type ChatSummariesResponse,
  type ChatSummary,
} from '@vitalsync/contracts';
import {
  FAR_FUTURE_MONDAY,
  type Participant,
  RUN_MODES,
  type SentMessage,
  type SystemUnderTest,
  allMessages,
  at,
  bookedAppointment,
  chatSummaries,
  markChatRead,
  openChat,
  postMessage,
  signedInParticipants,
  startSystem,
} from '@vitalsync/testing';

/** Messages in the paged chat: more than two default pages. */
const PAGED_COUNT = 120;

/** from, from + 1, …, to */
const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe.each(RUN_MODES)('chat REST routes (%s mode)', (mode) => {
  let system: SystemUnderTest;
  let doctor: Participant;
  let patient: Participant;
  /** A second patient of the same doctor, whose chat holds PAGED_COUNT messages. */
  let pagedPatient: Participant;
  let chatId: string;

  /** POSTs a message that must be stored and answers it. */
  const stored = async (author: Participant, id: string, message: SentMessage): Promise<ChatMessage> => {
    const response = await postMessage(author.client, id, message);
    expect({ status: response.status, raw: response.raw }).toEqual({ status: 201, raw: expect.any(String) });
    return response.body.message;
  };

  const summaryOf = async (reader: Participant, id: string): Promise<[ChatSummary | undefined, number]> => {
    const response = await chatSummaries<ChatSummariesResponse>(reader.client);
    expect(response.status).toBe(200);
    const { summaries, unreadTotal } = response.body;
    expect(unreadTotal).toBe(summaries.reduce((total, summary) => total + summary.unread, 0));
    return [summaries.find((summary) => summary.chatId === id), unreadTotal];
  };

  beforeAll(async () => {
    system = await startSystem(mode);
    [doctor, patient, pagedPatient] = await signedInParticipants(system.baseUrl, [
      'doctor',
      'user',
      'user',
    ] as const);
    await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, '09:00'));
    await bookedAppointment(pagedPatient, doctor, at(FAR_FUTURE_MONDAY, '10:00'));
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('should create one chat on first use, even when both participants open it five times at once', async () => {
    const opened = await Promise.all(
      [doctor, patient, doctor, patient, doctor].map((reader) =>
        openChat(reader.client, doctor.id, patient.id),
      ),
    );
    for (const response of opened) {
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        status: 'success',
        chats: { _id: expect.any(String), messages: [], hasMore: false },
      });
    }
    const ids = new Set(opened.map((response) => response.body.chats._id));
    expect(ids.size).toBe(1);
    chatId = [...ids][0] ?? '';
    expect((await openChat(patient.client, doctor.id, patient.id)).body.chats._id).toBe(chatId);
  });

  it("should store a message with the server's senderModel and timestamp, whatever the client sent", async () => {
    const sentAt = Date.now();
    const message = await stored(patient, chatId, {
      content: '  Hello doctor  ',
      senderModel: 'doctor',
      timestamp: '1999-01-01T00:00:00.000Z',
    });
    expect(message).toEqual({
      _id: expect.any(String),
      senderModel: 'user',
      content: 'Hello doctor',
      timestamp: expect.any(String),
      seq: 1,
    });
    // The server's clock, not the client's 1999: within a minute of the request on this machine.
    expect(Math.abs(Date.parse(message.timestamp) - sentAt)).toBeLessThan(60_000);
    const history = await openChat(doctor.client, doctor.id, patient.id);
    expect(history.body.chats.messages).toEqual([message]);
  });

  it('should read a bare string body as the message text', async () => {
    const message = await stored(doctor, chatId, 'Good morning');
    expect(message).toEqual(
      expect.objectContaining({ senderModel: 'doctor', content: 'Good morning', seq: 2 }),
    );
  });

  it('should answer the stored message for the _id of one already stored, never storing it twice', async () => {
    const original = await stored(patient, chatId, 'Stored once');
    const again = await stored(patient, chatId, { _id: original._id });
    expect(again).toEqual(original);
    const byDoctor = await stored(doctor, chatId, { _id: original._id, content: 'ignored' });
    expect(byDoctor).toEqual(original);
    const messages = await allMessages(patient.client, doctor.id, patient.id);
    expect(messages.filter((message) => message._id === original._id)).toHaveLength(1);
    expect(messages.at(-1)).toEqual(original);
  });

  it('should refuse the _id of a message that is not in this chat', async () => {
    const response = await postMessage(patient.client, chatId, { _id: randomUUID() });
    expect({ status: response.status, body: response.body }).toEqual({
      status: 404,
      body: { status: 'error', code: 'chat.message_not_found', message: CHAT_MESSAGE_NOT_FOUND_MESSAGE },
    });
  });

  it('should store a message resent with the same clientId once, after a lost acknowledgement', async () => {
    const before = (await allMessages(patient.client, doctor.id, patient.id)).length;
    const clientId = `c-${randomUUID()}`;
    const first = await stored(patient, chatId, { content: 'Did you get this?', clientId });
    const resends = await Promise.all(
      [1, 2, 3].map(() => stored(patient, chatId, { content: 'Did you get this?', clientId })),
    );
    for (const resend of resends) expect(resend).toEqual(first);
    expect(first.clientId).toBe(clientId);
    expect(await allMessages(patient.client, doctor.id, patient.id)).toHaveLength(before + 1);
  });

  describe('paging', () => {
    let pagedChatId: string;
    let all: ChatMessage[];

    const page = async (query: Parameters<typeof openChat>[3]) => {
      const response = await openChat(pagedPatient.client, doctor.id, pagedPatient.id, query);
      expect(response.status).toBe(200);
      return response.body.chats;
    };
    const seqs = (messages: ChatMessage[]) => messages.map((message) => message.seq);

    beforeAll(async () => {
      pagedChatId = (await openChat(pagedPatient.client, doctor.id, pagedPatient.id)).body.chats._id;
      for (let n = 1; n <= PAGED_COUNT; n += 1) {
        await stored(n % 3 === 0 ? doctor : pagedPatient, pagedChatId, `message ${n}`);
      }
      all = await allMessages(doctor.client, doctor.id, pagedPatient.id);
    });

    it('should hold every message once, in order, with gapless positions', () => {
      expect(seqs(all)).toEqual(range(1, PAGED_COUNT));
      expect(all.map((message) => message.content)).toEqual(range(1, PAGED_COUNT).map((n) => `message ${n}`));
      expect(new Set(all.map((message) => message._id)).size).toBe(PAGED_COUNT);
    });

    it('should answer the newest 50 by default, oldest first, and say older ones exist', async () => {
      const newest = await page({});
      expect(seqs(newest.messages)).toEqual(range(PAGED_COUNT - CHAT_PAGE_DEFAULT + 1, PAGED_COUNT));
      expect(newest.hasMore).toBe(true);
    });

    it('should walk back with before= until no older page is left', async () => {
      const second = await page({ before: all[70]?._id });
      expect(seqs(second.messages)).toEqual(range(21, 70));
      expect(second.hasMore).toBe(true);
      const last = await page({ before: all[20]?._id });
      expect(seqs(last.messages)).toEqual(range(1, 20));
      expect(last.hasMore).toBe(false);
      const none = await page({ before: all[0]?._id });
      expect(none).toEqual({ _id: pagedChatId, messages: [], hasMore: false });
    });

    it('should walk forward with after= and say whether newer ones exist', async () => {
      const next = await page({ after: all[19]?._id, limit: 10 });
      expect(seqs(next.messages)).toEqual(range(21, 30));
      expect(next.hasMore).toBe(true);
      const tail = await page({ after: all[109]?._id, limit: 10 });
      expect(seqs(tail.messages)).toEqual(range(111, 120));
      expect(tail.hasMore).toBe(false);
      expect(await page({ after: all[PAGED_COUNT - 1]?._id })).toEqual({
        _id: pagedChatId,
        messages: [],
        hasMore: false,
      });
    });

    it('should honour limit up to 200 and refuse more', async () => {
      expect(seqs((await page({ limit: 7 })).messages)).toEqual(range(114, 120));
      const everything = await page({ limit: 200 });
      expect(everything.messages).toEqual(all);
      expect(everything.hasMore).toBe(false);
      const tooMany = await openChat(pagedPatient.client, doctor.id, pagedPatient.id, { limit: 201 });
      expect(tooMany.status).toBe(400);
    });

    it('should refuse a page asked in both directions, and an anchor that is not in this chat', async () => {
      const both = await openChat(pagedPatient.client, doctor.id, pagedPatient.id, {
        before: all[50]?._id,
        after: all[10]?._id,
      });
      expect({ status: both.status, body: both.body }).toEqual({
        status: 400,
        body: {
          status: 'error',
          code: 'request.invalid',
          message: CHAT_PAGE_DIRECTION_MESSAGE,
          errors: { after: CHAT_PAGE_DIRECTION_MESSAGE },
        },
      });
      const [foreign] = await allMessages(patient.client, doctor.id, patient.id);
      for (const anchor of [randomUUID(), foreign?._id]) {
        const unknown = await openChat(pagedPatient.client, doctor.id, pagedPatient.id, { before: anchor });
        expect({ status: unknown.status, body: unknown.body }).toEqual({
          status: 404,
          body: { status: 'error', code: 'chat.message_not_found', message: CHAT_MESSAGE_NOT_FOUND_MESSAGE },
        });
      }
    });
  });

  describe('read state', () => {
    it("should count the other participant's unread messages, and zero them once read", async () => {
      const latest = (await allMessages(doctor.client, doctor.id, patient.id)).at(-1);
      expect((await markChatRead(doctor.client, chatId, latest?._id)).body).toEqual({
        status: 'success',
        unread: 0,
      });
      const [cleared, totalBefore] = await summaryOf(doctor, chatId);
      expect(cleared).toEqual({
        chatId,
        counterpartId: patient.id,
        lastMessageAt: latest?.timestamp,
        unread: 0,
      });

      const first = await stored(patient, chatId, 'Are you there?');
      const second = await stored(patient, chatId, 'Hello?');
      await stored(doctor, chatId, 'One moment');
      const [moved, totalAfter] = await summaryOf(doctor, chatId);
      expect(moved?.unread).toBe(2);
      expect(totalAfter).toBe(totalBefore + 2);
      // The patient wrote both: they are not unread for their author.
      const [ownSide] = await summaryOf(patient, chatId);
      expect(ownSide?.counterpartId).toBe(doctor.id);

      expect((await markChatRead(doctor.client, chatId, first._id)).body).toEqual({
        status: 'success',
        unread: 1,
      });
      expect((await markChatRead(doctor.client, chatId, second._id)).body).toEqual({
        status: 'success',
        unread: 0,
      });
      // Marking an older message never moves the read mark back.
      expect((await markChatRead(doctor.client, chatId, first._id)).body).toEqual({
        status: 'success',
        unread: 0,
      });
      const [read, totalRead] = await summaryOf(doctor, chatId);
      expect(read?.unread).toBe(0);
      expect(totalRead).toBe(totalBefore);
    });

    it("should count the paged chat's messages from the patient as unread for the doctor only", async () => {
      const pagedChat = await openChat(doctor.client, doctor.id, pagedPatient.id);
      const [forDoctor] = await summaryOf(doctor, pagedChat.body.chats._id);
      const fromPatient = range(1, PAGED_COUNT).filter((n) => n % 3 !== 0).length;
      expect(forDoctor?.unread).toBe(fromPatient);
      const [forPatient] = await summaryOf(pagedPatient, forDoctor?.chatId ?? '');
      expect(forPatient?.unread).toBe(PAGED_COUNT - fromPatient);
    });

    it('should refuse to mark read a message that is not in the chat', async () => {
      const response = await markChatRead(doctor.client, chatId, randomUUID());
      expect({ status: response.status, body: response.body }).toEqual({
        status: 404,
        body: { status: 'error', code: 'chat.message_not_found', message: CHAT_MESSAGE_NOT_FOUND_MESSAGE },
      });
    });
  });
});
