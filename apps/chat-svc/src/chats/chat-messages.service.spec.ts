import { randomUUID } from 'node:crypto';

import { CHAT_EVENTS, CHAT_MESSAGE_MAX_LENGTH } from '@vitalsync/contracts';
import { newTestService, refusalOf } from '@vitalsync/testing';

import { chatRow, messageRow, participantsOf } from '../testing/chat-rows';
import { conversationAccessSetup } from '../testing/conversation-access-setup';
import { ChatMessagesService } from './chat-messages.service';
import { type Message } from './chats.schema';
import { type NewMessage } from './messages.repository';

const NOW = '2030-06-01T12:00:00.000Z';
const CHAT_NOT_FOUND = { code: 'chat.not_found', message: 'This chat does not exist.' };

const setup = () => {
  const chat = chatRow();
  const { access, pairs, bus, time } = conversationAccessSetup(chat);
  const existing = messageRow({ chatId: chat.id, seq: 1, senderModel: 'doctor', content: 'Stored before' });
  const messages = {
    append: jest.fn(async (message: NewMessage) => ({
      created: true,
      message: messageRow({ ...message, clientId: message.clientId ?? null, seq: 2 }),
    })),
    inChat: jest.fn(async (chatId: string, messageId: string): Promise<Message | undefined> =>
      chatId === chat.id && messageId === existing.id ? existing : undefined,
    ),
  };
  const { sut } = newTestService(ChatMessagesService, [messages, access, bus.client, time.clock]);
  const pair = { doctorId: chat.doctorId, patientId: chat.patientId };
  bus.pairs.allow(pair);
  return { sut, chat, pair, pairs, existing, messages, bus, ...participantsOf(chat) };
};

describe('ChatMessagesService.send', () => {
  it('stores the text trimmed, as the session’s role at the server’s time, relays it and answers it', async () => {
    const { sut, chat, messages, bus, patient } = setup();

    const sent = await sut.send({
      actor: patient,
      chatId: chat.id,
      message: { content: '  How are you?  ', clientId: 'tab-1-42' },
    });

    expect(messages.append).toHaveBeenCalledWith({
      chatId: chat.id,
      senderModel: 'user',
      content: 'How are you?',
      clientId: 'tab-1-42',
      createdAt: new Date(NOW),
    });
    expect(sent).toEqual({
      _id: expect.any(String),
      senderModel: 'user',
      content: 'How are you?',
      timestamp: NOW,
      seq: 2,
      clientId: 'tab-1-42',
    });
    expect(bus.emit).toHaveBeenCalledWith(CHAT_EVENTS.relay, {
      chatId: chat.id,
      doctorId: chat.doctorId,
      patientId: chat.patientId,
      message: sent,
    });
  });

  it('stores a doctor’s message as the doctor’s', async () => {
    const { sut, chat, messages, doctor } = setup();

    await sut.send({ actor: doctor, chatId: chat.id, message: { content: 'Fine' } });

    expect(messages.append).toHaveBeenCalledWith(expect.objectContaining({ senderModel: 'doctor' }));
    expect(messages.append.mock.calls[0]?.[0]).not.toHaveProperty('clientId');
  });

  it('relays a message named by its _id as stored, storing nothing', async () => {
    const { sut, chat, existing, messages, bus, patient } = setup();

    const relayed = await sut.send({ actor: patient, chatId: chat.id, message: { _id: existing.id } });

    expect(relayed).toEqual({
      _id: existing.id,
      senderModel: 'doctor',
      content: 'Stored before',
      timestamp: existing.createdAt.toISOString(),
      seq: 1,
    });
    expect(messages.append).not.toHaveBeenCalled();
    expect(bus.emit).toHaveBeenCalledWith(CHAT_EVENTS.relay, expect.objectContaining({ message: relayed }));
  });

  it('answers 404 for an _id that is no message of this chat', async () => {
    const { sut, chat, bus, patient } = setup();

    await expect(
      refusalOf(sut.send({ actor: patient, chatId: chat.id, message: { _id: randomUUID() } })),
    ).resolves.toStrictEqual({
      code: 'chat.message_not_found',
      message: 'This message does not exist in this chat.',
    });
    expect(bus.emit).not.toHaveBeenCalled();
  });

  it('answers an outsider exactly as for a chat that does not exist, asking and storing nothing', async () => {
    const { sut, chat, messages, bus, patient } = setup();
    const outsiders = [
      { id: randomUUID(), role: 'user' as const },
      { id: randomUUID(), role: 'doctor' as const },
      { id: patient.id, role: 'doctor' as const },
    ];

    const unknown = await refusalOf(
      sut.send({ actor: patient, chatId: randomUUID(), message: { content: 'hi' } }),
    );
    for (const actor of outsiders) {
      await expect(
        refusalOf(sut.send({ actor, chatId: chat.id, message: { content: 'hi' } })),
      ).resolves.toStrictEqual(unknown);
    }
    expect(unknown).toStrictEqual(CHAT_NOT_FOUND);
    expect(bus.request).not.toHaveBeenCalled();
    expect(messages.append).not.toHaveBeenCalled();
  });

  it('refuses a participant with 403 once the cancellation of their last appointment is heard', async () => {
    const { sut, chat, pair, pairs, messages, bus, doctor } = setup();
    await sut.send({ actor: doctor, chatId: chat.id, message: { content: 'See you' } });

    bus.pairs.refuse(pair);
    pairs.forget(pair);

    await expect(
      refusalOf(sut.send({ actor: doctor, chatId: chat.id, message: { content: 'Still there?' } })),
    ).resolves.toStrictEqual({
      code: 'chat.not_allowed',
      message: 'You can only chat with a doctor or patient you share an appointment with.',
    });
    expect(messages.append).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['blank text', '  \n ', 'chat.message_empty', 'Please type a message before sending.'],
    ['no text', undefined, 'chat.message_empty', 'Please type a message before sending.'],
    [
      'too long a text',
      'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1),
      'chat.message_too_long',
      'A message can be at most 2,000 characters.',
    ],
  ])('refuses %s with its code and message, storing nothing', async (_case, content, code, message) => {
    const { sut, chat, messages, patient } = setup();

    await expect(
      refusalOf(
        sut.send({ actor: patient, chatId: chat.id, message: content === undefined ? {} : { content } }),
      ),
    ).resolves.toStrictEqual({ code, message });
    expect(messages.append).not.toHaveBeenCalled();
  });

  it('answers the stored message even when the relay cannot be published', async () => {
    const { sut, chat, bus, patient } = setup();
    bus.emit.mockRejectedValueOnce({ code: 'unavailable', message: 'The bus is down.' });

    await expect(
      sut.send({ actor: patient, chatId: chat.id, message: { content: 'Still stored' } }),
    ).resolves.toMatchObject({ content: 'Still stored', seq: 2 });
  });

  it('answers 503 when appointment-svc cannot say whether the pair may chat', async () => {
    const { sut, chat, bus, messages, patient } = setup();
    const unavailable = {
      code: 'unavailable',
      message: 'The service behind appointments.access.pair is unavailable.',
    };
    bus.failWith(unavailable);

    await expect(
      refusalOf(sut.send({ actor: patient, chatId: chat.id, message: { content: 'hi' } })),
    ).resolves.toStrictEqual(unavailable);
    expect(messages.append).not.toHaveBeenCalled();
  });
});
