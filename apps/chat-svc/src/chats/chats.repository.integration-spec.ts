import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { PG_ERROR, pgErrorOf, describeEachEngine } from '@vitalsync/db';
import { useTestDatabase } from '@vitalsync/testing';
import { eq } from 'drizzle-orm';

import { ChatsRepository } from './chats.repository';
import * as schema from './chats.schema';

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

    expect(first).toEqual({ id: expect.any(String), doctorId, patientId, createdAt: expect.any(Date) });
    expect(second.id).toBe(first.id);
    expect(again).toEqual(first);
    expect(await sut.count()).toBe(before + 1);
  });

  it('keeps the messages of a chat in the order they were written', async () => {
    const chat = await sut.findOrCreate(randomUUID(), randomUUID());
    const other = await sut.findOrCreate(randomUUID(), randomUUID());

    await sut.addMessage({
      chatId: chat.id,
      senderModel: 'user',
      content: 'Hello doctor',
      createdAt: new Date('2030-01-01T10:00:00Z'),
    });
    await sut.addMessage({
      chatId: chat.id,
      senderModel: 'doctor',
      content: 'Hello!',
      createdAt: new Date('2030-01-01T10:01:00Z'),
    });
    await sut.addMessage({ chatId: other.id, senderModel: 'user', content: 'Elsewhere' });

    expect(await sut.messages(chat.id)).toEqual([
      {
        id: expect.any(String),
        chatId: chat.id,
        senderModel: 'user',
        content: 'Hello doctor',
        createdAt: new Date('2030-01-01T10:00:00Z'),
      },
      {
        id: expect.any(String),
        chatId: chat.id,
        senderModel: 'doctor',
        content: 'Hello!',
        createdAt: new Date('2030-01-01T10:01:00Z'),
      },
    ]);
  });

  it('refuses a message for a missing chat or from an unknown sender', async () => {
    const missingChat = await sut
      .addMessage({ chatId: randomUUID(), senderModel: 'user', content: 'lost' })
      .catch((error: unknown) => error);
    const chat = await sut.findOrCreate(randomUUID(), randomUUID());
    const badSender = await sut
      .addMessage({ chatId: chat.id, senderModel: 'nurse' as 'user', content: 'hi' })
      .catch((error: unknown) => error);

    expect(pgErrorOf(missingChat)?.code).toBe(PG_ERROR.foreignKeyViolation);
    expect(pgErrorOf(badSender)).toEqual({
      code: PG_ERROR.checkViolation,
      constraint: 'messages_sender_model_check',
    });
  });

  it('deletes a chat’s messages with the chat', async () => {
    const chat = await sut.findOrCreate(randomUUID(), randomUUID());
    await sut.addMessage({ chatId: chat.id, senderModel: 'doctor', content: 'bye' });

    await db().delete(schema.chats).where(eq(schema.chats.id, chat.id));

    expect(await sut.messages(chat.id)).toEqual([]);
  });
});
