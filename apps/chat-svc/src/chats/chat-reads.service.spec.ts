import { randomUUID } from 'node:crypto';

import { newTestService, refusalOf } from '@vitalsync/testing';

import { chatRow, messageRow, participantsOf } from '../testing/chat-rows';
import { conversationAccessSetup } from '../testing/conversation-access-setup';
import { ChatReadsService } from './chat-reads.service';
import { type ChatSummaryRow } from './chat-summaries.repository';
import { type Message } from './chats.schema';

const setup = () => {
  const chat = chatRow();
  const { access, bus } = conversationAccessSetup(chat);
  const message = messageRow({ chatId: chat.id, seq: 4 });
  const reads = {
    markRead: jest.fn(async () => 6),
    unreadCount: jest.fn(async () => 2),
  };
  const summaries = { summariesOf: jest.fn(async (): Promise<ChatSummaryRow[]> => []) };
  const messages = {
    inChat: jest.fn(async (chatId: string, messageId: string): Promise<Message | undefined> =>
      chatId === chat.id && messageId === message.id ? message : undefined,
    ),
  };
  const { sut } = newTestService(ChatReadsService, [reads, summaries, messages, access]);
  bus.pairs.allow({ doctorId: chat.doctorId, patientId: chat.patientId });
  return { sut, chat, message, reads, summaries, ...participantsOf(chat) };
};

describe('ChatReadsService.markRead', () => {
  it('moves the reader’s mark to the message and answers what the other side left unread after it', async () => {
    const { sut, chat, message, reads, doctor } = setup();

    await expect(sut.markRead({ actor: doctor, chatId: chat.id, messageId: message.id })).resolves.toEqual({
      unread: 2,
    });
    expect(reads.markRead).toHaveBeenCalledWith(chat.id, doctor.id, 4);
    // Counted after the mark as it stands now (a newer mark from another tab wins).
    expect(reads.unreadCount).toHaveBeenCalledWith(chat.id, 'doctor', 6);
  });

  it('answers an outsider as for an unknown chat, and a message of no such chat with 404', async () => {
    const { sut, chat, message, reads, patient } = setup();

    const unknown = await refusalOf(
      sut.markRead({ actor: patient, chatId: randomUUID(), messageId: message.id }),
    );
    await expect(
      refusalOf(
        sut.markRead({ actor: { id: randomUUID(), role: 'user' }, chatId: chat.id, messageId: message.id }),
      ),
    ).resolves.toStrictEqual(unknown);
    expect(unknown).toStrictEqual({ code: 'chat.not_found', message: 'This chat does not exist.' });
    await expect(
      refusalOf(sut.markRead({ actor: patient, chatId: chat.id, messageId: randomUUID() })),
    ).resolves.toStrictEqual({
      code: 'chat.message_not_found',
      message: 'This message does not exist in this chat.',
    });
    expect(reads.markRead).not.toHaveBeenCalled();
  });
});

describe('ChatReadsService.summariesOf', () => {
  it('answers the actor’s conversations, with the newest message time only when there is one', async () => {
    const { sut, summaries, patient } = setup();
    const [first, second] = [randomUUID(), randomUUID()];
    summaries.summariesOf.mockResolvedValueOnce([
      {
        chatId: first,
        counterpartId: 'doctor-1',
        lastMessageAt: new Date('2030-06-01T09:00:00Z'),
        unread: 3,
      },
      { chatId: second, counterpartId: 'doctor-2', lastMessageAt: null, unread: 0 },
    ]);

    await expect(sut.summariesOf(patient)).resolves.toEqual([
      { chatId: first, counterpartId: 'doctor-1', lastMessageAt: '2030-06-01T09:00:00.000Z', unread: 3 },
      { chatId: second, counterpartId: 'doctor-2', unread: 0 },
    ]);
    expect(summaries.summariesOf).toHaveBeenCalledWith(patient);
  });
});
