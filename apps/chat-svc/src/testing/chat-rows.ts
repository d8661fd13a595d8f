import { randomUUID } from 'node:crypto';

import { type Actor } from '@vitalsync/contracts';

import { type Chat, type Message } from '../chats/chats.schema';

/** A chat row as the repository returns it. */
export const chatRow = (changes: Partial<Chat> = {}): Chat => ({
  id: randomUUID(),
  doctorId: randomUUID(),
  patientId: randomUUID(),
  lastSeq: 0,
  createdAt: new Date('2030-06-01T08:00:00.000Z'),
  ...changes,
});

/** A message row as the repository returns it. */
export const messageRow = (changes: Partial<Message> = {}): Message => ({
  id: randomUUID(),
  chatId: randomUUID(),
  seq: 1,
  senderModel: 'user',
  content: 'Hello doctor',
  clientId: null,
  createdAt: new Date('2030-06-01T09:00:00.000Z'),
  ...changes,
});

/** The chat's doctor and patient as the actors their sessions would give. */
export const participantsOf = (chat: Chat): { doctor: Actor; patient: Actor } => ({
  doctor: { id: chat.doctorId, role: 'doctor' },
  patient: { id: chat.patientId, role: 'user' },
});

/**
 * ChatsRepository as a service test sets it up: these chats, found for their participants only (the real
 * repository scopes its query the same way; its integration test proves it).
 */
export const fakeChats = (...chats: Chat[]) => ({
  findOrCreate: jest.fn(async (doctorId: string, patientId: string) => {
    const found = chats.find((chat) => chat.doctorId === doctorId && chat.patientId === patientId);
    if (found) return found;
    const created = chatRow({ doctorId, patientId });
    chats.push(created);
    return created;
  }),
  findForParticipant: jest.fn(async (chatId: string, actor: Actor) =>
    chats.find(
      (chat) => chat.id === chatId && (actor.role === 'doctor' ? chat.doctorId : chat.patientId) === actor.id,
    ),
  ),
});
