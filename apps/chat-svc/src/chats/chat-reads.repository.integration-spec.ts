import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { type Actor, type Role } from '@vitalsync/contracts';
import { describeEachEngine } from '@vitalsync/db';
import { useTestDatabase } from '@vitalsync/testing';

import { ChatReadsRepository } from './chat-reads.repository';
import { ChatSummariesRepository } from './chat-summaries.repository';
import { ChatsRepository } from './chats.repository';
import * as schema from './chats.schema';
import { MessagesRepository } from './messages.repository';

const migrationsFolder = join(__dirname, '..', '..', 'drizzle');
const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 10, minute));

describeEachEngine('ChatReadsRepository and ChatSummariesRepository on %s', (engine) => {
  const db = useTestDatabase(engine, { service: 'chat', schema, migrationsFolder });
  let sut: ChatReadsRepository;
  let summaries: ChatSummariesRepository;
  let chats: ChatsRepository;
  let messages: MessagesRepository;

  beforeAll(() => {
    sut = new ChatReadsRepository(db());
    summaries = new ChatSummariesRepository(db());
    chats = new ChatsRepository(db());
    messages = new MessagesRepository(db());
  });

  /** Appends messages by these senders, the nth written at minute n. */
  const write = async (chatId: string, senders: Role[], firstMinute = 1) => {
    for (const [index, senderModel] of senders.entries()) {
      await messages.append({ chatId, senderModel, content: 'text', createdAt: at(firstMinute + index) });
    }
  };

  it('reads as 0 before the reader has read anything', async () => {
    const chat = await chats.findOrCreate(randomUUID(), randomUUID());

    await expect(sut.lastReadSeq(chat.id, chat.patientId)).resolves.toBe(0);
  });

  it('moves the read mark forward, never back, and keeps each reader’s own', async () => {
    const chat = await chats.findOrCreate(randomUUID(), randomUUID());

    await expect(sut.markRead(chat.id, chat.patientId, 3)).resolves.toBe(3);
    await expect(sut.markRead(chat.id, chat.patientId, 2)).resolves.toBe(3);
    await expect(sut.markRead(chat.id, chat.patientId, 5)).resolves.toBe(5);
    await expect(sut.markRead(chat.id, chat.doctorId, 1)).resolves.toBe(1);

    await expect(sut.lastReadSeq(chat.id, chat.patientId)).resolves.toBe(5);
    await expect(sut.lastReadSeq(chat.id, chat.doctorId)).resolves.toBe(1);
  });

  it('keeps the highest mark when marks race', async () => {
    const chat = await chats.findOrCreate(randomUUID(), randomUUID());

    await Promise.all([4, 9, 2, 7].map((seq) => sut.markRead(chat.id, chat.doctorId, seq)));

    await expect(sut.lastReadSeq(chat.id, chat.doctorId)).resolves.toBe(9);
  });

  it('counts as unread only the other participant’s messages after the mark', async () => {
    const chat = await chats.findOrCreate(randomUUID(), randomUUID());
    // seq:        1       2         3       4         5
    await write(chat.id, ['user', 'doctor', 'user', 'user', 'doctor']);

    await expect(sut.unreadCount(chat.id, 'doctor', 0)).resolves.toBe(3);
    await expect(sut.unreadCount(chat.id, 'doctor', 3)).resolves.toBe(1);
    await expect(sut.unreadCount(chat.id, 'user', 0)).resolves.toBe(2);
    await expect(sut.unreadCount(chat.id, 'user', 5)).resolves.toBe(0);
  });

  it('sums up an account’s chats by its role, newest first, with unread counts of the other side only', async () => {
    const doctor: Actor = { id: randomUUID(), role: 'doctor' };
    const [ada, bob, cy] = [randomUUID(), randomUUID(), randomUUID()];
    const withAda = await chats.findOrCreate(doctor.id, ada);
    const withBob = await chats.findOrCreate(doctor.id, bob);
    const withCy = await chats.findOrCreate(doctor.id, cy);
    await write(withAda.id, ['user', 'user', 'doctor', 'user'], 1);
    await write(withBob.id, ['doctor', 'user'], 10);
    await sut.markRead(withAda.id, doctor.id, 2);
    // Someone else's chat with one of the same patients, and the patient's own marks, change nothing here.
    const elsewhere = await chats.findOrCreate(randomUUID(), ada);
    await write(elsewhere.id, ['user'], 20);
    await sut.markRead(withAda.id, ada, 4);

    await expect(summaries.summariesOf(doctor)).resolves.toEqual([
      { chatId: withBob.id, counterpartId: bob, lastMessageAt: at(11), unread: 1 },
      { chatId: withAda.id, counterpartId: ada, lastMessageAt: at(4), unread: 1 },
      { chatId: withCy.id, counterpartId: cy, lastMessageAt: null, unread: 0 },
    ]);
    await expect(summaries.summariesOf({ id: ada, role: 'user' })).resolves.toEqual([
      {
        chatId: elsewhere.id,
        counterpartId: elsewhere.doctorId,
        lastMessageAt: at(20),
        unread: 0,
      },
      { chatId: withAda.id, counterpartId: doctor.id, lastMessageAt: at(4), unread: 0 },
    ]);
    await expect(summaries.summariesOf({ id: ada, role: 'doctor' })).resolves.toEqual([]);
  });

  it('sums up 300 chats, counting each', async () => {
    const patient: Actor = { id: randomUUID(), role: 'user' };
    const doctors = Array.from({ length: 300 }, () => randomUUID());
    const created = await db()
      .insert(schema.chats)
      .values(doctors.map((doctorId) => ({ doctorId, patientId: patient.id })))
      .returning();
    for (const chat of created.slice(0, 3)) await write(chat.id, ['doctor', 'doctor']);

    const rows = await summaries.summariesOf(patient);

    expect(rows).toHaveLength(300);
    expect(rows.reduce((total, row) => total + row.unread, 0)).toBe(6);
  });
});
