import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { describeEachEngine, PG_ERROR, pgErrorOf } from '@vitalsync/db';
import { useTestDatabase } from '@vitalsync/testing';
import { eq } from 'drizzle-orm';

import { ChatsRepository } from './chats.repository';
import * as schema from './chats.schema';
import { MessagesRepository, type NewMessage } from './messages.repository';

const migrationsFolder = join(__dirname, '..', '..', 'drizzle');
const AT = new Date('2030-01-01T10:00:00.000Z');

describeEachEngine('MessagesRepository on %s', (engine) => {
  const db = useTestDatabase(engine, { service: 'chat', schema, migrationsFolder });
  let sut: MessagesRepository;
  let chats: ChatsRepository;

  beforeAll(() => {
    sut = new MessagesRepository(db());
    chats = new ChatsRepository(db());
  });

  const newChat = () => chats.findOrCreate(randomUUID(), randomUUID());
  const message = (chatId: string, changes: Partial<NewMessage> = {}): NewMessage => ({
    chatId,
    senderModel: 'user',
    content: 'Hello doctor',
    createdAt: AT,
    ...changes,
  });
  /** A chat holding messages "1" to "n", alternating patient and doctor. */
  const chatWith = async (count: number) => {
    const chat = await newChat();
    const stored = [];
    for (let index = 1; index <= count; index += 1) {
      const senderModel = index % 2 === 1 ? 'user' : 'doctor';
      const appended = await sut.append(message(chat.id, { content: String(index), senderModel }));
      stored.push(appended?.message);
    }
    return { chat, stored };
  };
  const contents = (page: { messages: schema.Message[] }) => page.messages.map((row) => row.content);
  const lastSeq = async (chatId: string) =>
    (await db().select().from(schema.chats).where(eq(schema.chats.id, chatId)))[0]?.lastSeq;

  it('stores a message under seq 1 with the sender, time and client id given', async () => {
    const chat = await newChat();

    const appended = await sut.append(message(chat.id, { clientId: 'c-1' }));

    expect(appended).toEqual({
      created: true,
      message: {
        id: expect.any(String),
        chatId: chat.id,
        seq: 1,
        senderModel: 'user',
        content: 'Hello doctor',
        clientId: 'c-1',
        createdAt: AT,
      },
    });
    expect(await lastSeq(chat.id)).toBe(1);
  });

  it('gives 100 simultaneous appends to one chat the seqs 1 to 100, each once', async () => {
    const chat = await newChat();

    const appended = await Promise.all(
      Array.from({ length: 100 }, (_, index) => sut.append(message(chat.id, { content: `m${index}` }))),
    );

    const seqs = appended.map((result) => result?.message.seq).sort((a = 0, b = 0) => a - b);
    expect(seqs).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
    expect(await lastSeq(chat.id)).toBe(100);
    const page = await sut.page(chat.id, { direction: 'newest' }, 200);
    expect(page.messages.map((row) => row.seq)).toEqual(seqs);
  });

  it('keeps the seqs of each chat apart', async () => {
    const [first, second] = [await newChat(), await newChat()];

    await sut.append(message(first.id));
    const other = await sut.append(message(second.id));
    const next = await sut.append(message(first.id));

    expect(other?.message.seq).toBe(1);
    expect(next?.message.seq).toBe(2);
  });

  it('stores a client id once, even sent twice at once, and uses no seq for the repeat', async () => {
    const chat = await newChat();

    const [first, second] = await Promise.all([
      sut.append(message(chat.id, { clientId: 'twice', content: 'once' })),
      sut.append(message(chat.id, { clientId: 'twice', content: 'once' })),
    ]);
    const third = await sut.append(message(chat.id, { clientId: 'twice', content: 'changed' }));
    const after = await sut.append(message(chat.id, { clientId: 'next' }));

    expect([first?.created, second?.created].sort()).toEqual([false, true]);
    expect(second?.message).toEqual(first?.message);
    expect(third).toEqual({ created: false, message: first?.message });
    expect(third?.message.content).toBe('once');
    expect(after?.message.seq).toBe(2);
    expect(await db().$count(schema.messages, eq(schema.messages.chatId, chat.id))).toBe(2);
  });

  it('lets the same client id live in two chats, and many messages go without one', async () => {
    const [first, second] = [await newChat(), await newChat()];

    const results = await Promise.all([
      sut.append(message(first.id, { clientId: 'same' })),
      sut.append(message(second.id, { clientId: 'same' })),
      sut.append(message(first.id)),
      sut.append(message(first.id)),
    ]);

    expect(results.every((result) => result?.created)).toBe(true);
  });

  it('appends nothing to a chat that does not exist', async () => {
    await expect(sut.append(message(randomUUID()))).resolves.toBeUndefined();
    await expect(sut.append(message(randomUUID(), { clientId: 'c' }))).resolves.toBeUndefined();
  });

  it('refuses an unknown sender, and the refusal uses no seq', async () => {
    const chat = await newChat();

    const refusal = await sut
      .append(message(chat.id, { senderModel: 'nurse' as 'user' }))
      .catch((error: unknown) => error);

    expect(pgErrorOf(refusal)).toEqual({
      code: PG_ERROR.checkViolation,
      constraint: 'messages_sender_model_check',
    });
    expect(await lastSeq(chat.id)).toBe(0);
  });

  it('finds a message only in its own chat', async () => {
    const { chat, stored } = await chatWith(1);
    const other = await newChat();
    const id = stored[0]?.id ?? '';

    await expect(sut.inChat(chat.id, id)).resolves.toEqual(stored[0]);
    await expect(sut.inChat(other.id, id)).resolves.toBeUndefined();
    await expect(sut.inChat(chat.id, randomUUID())).resolves.toBeUndefined();
  });

  it('pages the newest messages oldest first, saying whether older ones exist', async () => {
    const { chat } = await chatWith(5);
    const empty = await newChat();

    expect(contents(await sut.page(chat.id, { direction: 'newest' }, 3))).toEqual(['3', '4', '5']);
    await expect(sut.page(chat.id, { direction: 'newest' }, 3)).resolves.toMatchObject({ hasMore: true });
    await expect(sut.page(chat.id, { direction: 'newest' }, 5)).resolves.toMatchObject({ hasMore: false });
    await expect(sut.page(chat.id, { direction: 'newest' }, 4)).resolves.toMatchObject({ hasMore: true });
    await expect(sut.page(empty.id, { direction: 'newest' }, 50)).resolves.toEqual({
      messages: [],
      hasMore: false,
    });
  });

  it('pages before a message: the older ones just before it, with hasMore at the edges', async () => {
    const { chat } = await chatWith(5);
    const before = (seq: number, limit: number) => sut.page(chat.id, { direction: 'before', seq }, limit);

    expect(contents(await before(4, 2))).toEqual(['2', '3']);
    await expect(before(4, 2)).resolves.toMatchObject({ hasMore: true });
    expect(contents(await before(3, 2))).toEqual(['1', '2']);
    await expect(before(3, 2)).resolves.toMatchObject({ hasMore: false });
    await expect(before(1, 2)).resolves.toEqual({ messages: [], hasMore: false });
  });

  it('pages after a message: the newer ones just after it, with hasMore at the edges', async () => {
    const { chat } = await chatWith(5);
    const after = (seq: number, limit: number) => sut.page(chat.id, { direction: 'after', seq }, limit);

    expect(contents(await after(1, 2))).toEqual(['2', '3']);
    await expect(after(1, 2)).resolves.toMatchObject({ hasMore: true });
    expect(contents(await after(3, 2))).toEqual(['4', '5']);
    await expect(after(3, 2)).resolves.toMatchObject({ hasMore: false });
    await expect(after(5, 2)).resolves.toEqual({ messages: [], hasMore: false });
  });

  it('never pages into another chat', async () => {
    const { chat } = await chatWith(2);
    await chatWith(3);

    expect(contents(await sut.page(chat.id, { direction: 'after', seq: 0 }, 10))).toEqual(['1', '2']);
  });
});
