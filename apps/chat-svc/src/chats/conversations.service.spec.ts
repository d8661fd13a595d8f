import { randomUUID } from 'node:crypto';

import { CHAT_PAGE_DEFAULT } from '@vitalsync/contracts';
import { newTestService, refusalOf } from '@vitalsync/testing';

import { PAIR_ACCESS_TTL_MS } from '../access/pair-access';
import { chatRow, messageRow, participantsOf } from '../testing/chat-rows';
import { conversationAccessSetup } from '../testing/conversation-access-setup';
import { ConversationsService } from './conversations.service';

const NOT_ALLOWED = {
  code: 'chat.not_allowed',
  message: 'You can only chat with a doctor or patient you share an appointment with.',
};

const setup = () => {
  const chat = chatRow();
  const { access, pairs, bus, time, chats } = conversationAccessSetup(chat);
  const stored = messageRow({ chatId: chat.id, seq: 7 });
  const messages = {
    inChat: jest.fn(async (chatId: string, messageId: string) =>
      chatId === chat.id && messageId === stored.id ? stored : undefined,
    ),
    page: jest.fn(async () => ({ messages: [stored], hasMore: true })),
  };
  const { sut } = newTestService(ConversationsService, [chats, messages, access]);
  const pair = { doctorId: chat.doctorId, patientId: chat.patientId };
  bus.pairs.allow(pair);
  return { sut, chat, pair, stored, messages, chats, pairs, bus, time, ...participantsOf(chat) };
};

describe('ConversationsService.history', () => {
  const query = (
    { doctorId, patientId }: { doctorId: string; patientId: string },
    page: Record<string, unknown> = {},
  ) => ({ doctorId, patientId, page });

  it('gives either participant the newest page of their chat, 50 by default, as ChatMessages', async () => {
    const { sut, chat, pair, stored, messages, doctor, patient } = setup();

    for (const actor of [doctor, patient]) {
      await expect(sut.history({ actor, ...query(pair) })).resolves.toEqual({
        _id: chat.id,
        messages: [
          {
            _id: stored.id,
            senderModel: 'user',
            content: 'Hello doctor',
            timestamp: '2030-06-01T09:00:00.000Z',
            seq: 7,
          },
        ],
        hasMore: true,
      });
    }
    expect(messages.page).toHaveBeenCalledWith(chat.id, { direction: 'newest' }, CHAT_PAGE_DEFAULT);
  });

  it('creates the chat of an allowed pair on first use', async () => {
    const { sut, bus, chats } = setup();
    const pair = { doctorId: randomUUID(), patientId: randomUUID() };
    bus.pairs.allow(pair);

    const page = await sut.history({ actor: { id: pair.doctorId, role: 'doctor' }, ...query(pair) });

    expect(chats.findOrCreate).toHaveBeenCalledWith(pair.doctorId, pair.patientId);
    expect(page._id).toEqual(expect.any(String));
  });

  it('pages before or after a message of the chat by its seq, with the limit asked', async () => {
    const { sut, chat, pair, stored, messages, patient } = setup();

    await sut.history({ actor: patient, ...query(pair, { before: stored.id, limit: 20 }) });
    await sut.history({ actor: patient, ...query(pair, { after: stored.id }) });

    expect(messages.page).toHaveBeenNthCalledWith(1, chat.id, { direction: 'before', seq: 7 }, 20);
    expect(messages.page).toHaveBeenNthCalledWith(
      2,
      chat.id,
      { direction: 'after', seq: 7 },
      CHAT_PAGE_DEFAULT,
    );
  });

  it('answers 404 for a page anchored on a message that is not in this chat', async () => {
    const { sut, pair, patient } = setup();

    await expect(
      refusalOf(sut.history({ actor: patient, ...query(pair, { after: randomUUID() }) })),
    ).resolves.toStrictEqual({
      code: 'chat.message_not_found',
      message: 'This message does not exist in this chat.',
    });
  });

  it('refuses before and after together with 400', async () => {
    const { sut, pair, stored, patient } = setup();

    await expect(
      refusalOf(sut.history({ actor: patient, ...query(pair, { before: stored.id, after: stored.id }) })),
    ).resolves.toStrictEqual({
      code: 'chat.page_direction',
      message: 'Ask for messages before or after one message, not both.',
    });
  });

  it('refuses with 403 anyone but the pair’s doctor and patient, each in their own role, asking nothing', async () => {
    const { sut, pair, bus, chats } = setup();

    for (const actor of [
      { id: randomUUID(), role: 'doctor' as const },
      { id: randomUUID(), role: 'user' as const },
      { id: pair.doctorId, role: 'user' as const },
      { id: pair.patientId, role: 'doctor' as const },
    ]) {
      await expect(refusalOf(sut.history({ actor, ...query(pair) }))).resolves.toStrictEqual(NOT_ALLOWED);
    }
    expect(bus.request).not.toHaveBeenCalled();
    expect(chats.findOrCreate).not.toHaveBeenCalled();
  });

  it('refuses with 403 a pair that shares no appointment, creating no chat', async () => {
    const { sut, chats } = setup();
    const pair = { doctorId: randomUUID(), patientId: randomUUID() };

    await expect(
      refusalOf(sut.history({ actor: { id: pair.patientId, role: 'user' }, ...query(pair) })),
    ).resolves.toStrictEqual(NOT_ALLOWED);
    expect(chats.findOrCreate).not.toHaveBeenCalled();
  });
});

describe('ConversationsService.join', () => {
  it('gives the doctor and the patient the same room, each naming the other', async () => {
    const { sut, chat, doctor, patient } = setup();
    const room = { roomId: chat.id, doctorId: chat.doctorId, patientId: chat.patientId };

    await expect(sut.join(doctor, patient.id)).resolves.toEqual(room);
    await expect(sut.join(patient, doctor.id)).resolves.toEqual(room);
  });

  it('refuses with 403 a counterpart the actor shares no appointment with', async () => {
    const { sut, doctor, patient } = setup();

    await expect(refusalOf(sut.join(doctor, randomUUID()))).resolves.toStrictEqual(NOT_ALLOWED);
    await expect(refusalOf(sut.join(patient, randomUUID()))).resolves.toStrictEqual(NOT_ALLOWED);
    // Two patients (or two doctors) never form a pair.
    await expect(refusalOf(sut.join(patient, patient.id))).resolves.toStrictEqual(NOT_ALLOWED);
  });

  it('refuses a pair at once when the cancellation of its last appointment is heard', async () => {
    const { sut, pair, pairs, bus, doctor, patient } = setup();
    await sut.join(doctor, patient.id);

    bus.pairs.refuse(pair);
    pairs.forget(pair);

    await expect(refusalOf(sut.join(doctor, patient.id))).resolves.toStrictEqual(NOT_ALLOWED);
  });

  it('asks again once the remembered answer expires, refusing a pair cancelled meanwhile', async () => {
    const { sut, pair, bus, time, doctor, patient } = setup();
    await sut.join(doctor, patient.id);
    bus.pairs.refuse(pair);

    time.advance(PAIR_ACCESS_TTL_MS);

    await expect(refusalOf(sut.join(doctor, patient.id))).resolves.toStrictEqual(NOT_ALLOWED);
  });
});
