import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { describeEachEngine } from '@vitalsync/db';
import { useTestDatabase } from '@vitalsync/testing';
import { eq } from 'drizzle-orm';

import { ChatsRepository } from './chats.repository';
import * as schema from './chats.schema';
import { MessagesRepository } from './messages.repository';

const migrationsFolder = join(__dirname, '..', '..', 'drizzle');

describeEachEngine('ChatsRepository on %s', (engine) => {
  const db = useTestDatabase(engine, { service: 'chat', schema, migrationsFolder });
  let sut: ChatsRepository;

  beforeAll(() => {
    sut = new ChatsRepository(db());
  });

  it('finds the one chat of a doctor and patient, creating it once even when asked twice at once', async () => {
    const doctorId = randomUUID();
    const patientId = randomUUID();
    const before = await sut.count();

    const [first, second] = await Promise.all([
      sut.findOrCreate(doctorId, patientId),
      sut.findOrCreate(doctorId, patientId),
    ]);
    const again = await sut.findOrCreate(doctorId, patientId);

    expect(first).toEqual({
      id: expect.any(String),
      doctorId,
      patientId,
      lastSeq: 0,
      createdAt: expect.any(Date),
    });
    expect(second.id).toBe(first.id);
    expect(again).toEqual(first);
    expect(await sut.count()).toBe(before + 1);
  });

  it('gives ten simultaneous first uses of a pair one chat', async () => {
    const doctorId = randomUUID();
    const patientId = randomUUID();
    const before = await sut.count();

    const chats = await Promise.all(Array.from({ length: 10 }, () => sut.findOrCreate(doctorId, patientId)));

    expect(new Set(chats.map((chat) => chat.id)).size).toBe(1);
    expect(await sut.count()).toBe(before + 1);
  });

  it('finds a chat for its doctor and its patient only, each by their role', async () => {
    const doctorId = randomUUID();
    const patientId = randomUUID();
    const chat = await sut.findOrCreate(doctorId, patientId);

    await expect(sut.findForParticipant(chat.id, { id: doctorId, role: 'doctor' })).resolves.toEqual(chat);
    await expect(sut.findForParticipant(chat.id, { id: patientId, role: 'user' })).resolves.toEqual(chat);
    for (const outsider of [
      { id: randomUUID(), role: 'doctor' as const },
      { id: randomUUID(), role: 'user' as const },
      // The right people under the wrong role are not its participants either.
      { id: doctorId, role: 'user' as const },
      { id: patientId, role: 'doctor' as const },
    ]) {
      await expect(sut.findForParticipant(chat.id, outsider)).resolves.toBeUndefined();
    }
    await expect(
      sut.findForParticipant(randomUUID(), { id: doctorId, role: 'doctor' }),
    ).resolves.toBeUndefined();
  });

  it('deletes a chat’s messages and read state with the chat', async () => {
    const chat = await sut.findOrCreate(randomUUID(), randomUUID());
    const messages = new MessagesRepository(db());
    await messages.append({ chatId: chat.id, senderModel: 'doctor', content: 'bye', createdAt: new Date() });
    await db().insert(schema.reads).values({ chatId: chat.id, readerId: chat.patientId, lastReadSeq: 1 });

    await db().delete(schema.chats).where(eq(schema.chats.id, chat.id));

    expect(await db().$count(schema.messages, eq(schema.messages.chatId, chat.id))).toBe(0);
    expect(await db().$count(schema.reads, eq(schema.reads.chatId, chat.id))).toBe(0);
  });
});
