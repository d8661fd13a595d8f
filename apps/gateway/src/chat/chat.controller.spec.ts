import { type ChatSummary } from '@vitalsync/contracts';
import { newTestService } from '@vitalsync/testing';

import { ChatController } from './chat.controller';
import { CHAT_ID, DOCTOR_ID, MESSAGE_ID, PATIENT_CLAIMS, PATIENT_ID, STORED_MESSAGE } from './chat-test-data';

const ACTOR = { id: PATIENT_CLAIMS.id, role: PATIENT_CLAIMS.role };

const busReplying = (reply: unknown) => {
  const request = jest.fn().mockResolvedValue(reply);
  return { sut: newTestService(ChatController, [{ request }]).sut, request };
};

describe('ChatController', () => {
  it('asks for the page of the pair with the session actor, leaving out the directions not asked for', async () => {
    const page = { _id: CHAT_ID, messages: [STORED_MESSAGE], hasMore: false };
    const { sut, request } = busReplying(page);
    await expect(sut.history(PATIENT_CLAIMS, { doctor: DOCTOR_ID, user: PATIENT_ID })).resolves.toEqual({
      status: 'success',
      chats: page,
    });
    expect(request).toHaveBeenCalledWith('chats.history', {
      actor: ACTOR,
      doctorId: DOCTOR_ID,
      patientId: PATIENT_ID,
      page: {},
    });
  });

  it('passes before, after and limit on as the page', async () => {
    const { sut, request } = busReplying({ _id: CHAT_ID, messages: [], hasMore: true });
    await sut.history(PATIENT_CLAIMS, { doctor: DOCTOR_ID, user: PATIENT_ID, before: MESSAGE_ID, limit: 20 });
    expect(request).toHaveBeenCalledWith(
      'chats.history',
      expect.objectContaining({ page: { before: MESSAGE_ID, limit: 20 } }),
    );
  });

  it('forwards only the fields of a message the server reads, never a client senderModel or timestamp', async () => {
    const { sut, request } = busReplying(STORED_MESSAGE);
    await expect(
      sut.post(PATIENT_CLAIMS, {
        chatId: CHAT_ID,
        message: { content: 'Hi', clientId: 'c-1', senderModel: 'doctor', timestamp: '1999-01-01T00:00:00Z' },
      }),
    ).resolves.toEqual({ status: 'success', message: STORED_MESSAGE });
    expect(request).toHaveBeenCalledWith('chats.send', {
      actor: ACTOR,
      chatId: CHAT_ID,
      message: { content: 'Hi', clientId: 'c-1' },
    });
  });

  it('marks the chat read up to a message and answers the unread count left', async () => {
    const { sut, request } = busReplying({ unread: 0 });
    await expect(sut.markRead(PATIENT_CLAIMS, { chatId: CHAT_ID, messageId: MESSAGE_ID })).resolves.toEqual({
      status: 'success',
      unread: 0,
    });
    expect(request).toHaveBeenCalledWith('chats.read', {
      actor: ACTOR,
      chatId: CHAT_ID,
      messageId: MESSAGE_ID,
    });
  });

  it('answers the summaries with the total of their unread counts', async () => {
    const summaries: ChatSummary[] = [
      { chatId: CHAT_ID, counterpartId: DOCTOR_ID, unread: 2, lastMessageAt: STORED_MESSAGE.timestamp },
      { chatId: MESSAGE_ID, counterpartId: PATIENT_ID, unread: 3 },
    ];
    const { sut, request } = busReplying(summaries);
    await expect(sut.summaries(PATIENT_CLAIMS)).resolves.toEqual({
      status: 'success',
      summaries,
      unreadTotal: 5,
    });
    expect(request).toHaveBeenCalledWith('chats.summaries', { actor: ACTOR });
  });

  it('lets a refusal of chat-svc through for the exception filter to answer', async () => {
    const refusal = { code: 'forbidden', message: 'refused' };
    const { sut } = newTestService(ChatController, [{ request: jest.fn().mockRejectedValue(refusal) }]);
    await expect(sut.summaries(PATIENT_CLAIMS)).rejects.toBe(refusal);
  });
});
