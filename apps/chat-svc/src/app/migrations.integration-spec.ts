import { join } from 'node:path';

import { describeEachEngine, readAfterUpgradeFromFirstMigration } from '@vitalsync/db';
import { asc, sql } from 'drizzle-orm';

import * as schema from '../chats/chats.schema';

describeEachEngine('chat-svc migrations on %s', (engine) => {
  it('number the messages of the first schema by time, each chat from 1, and set each chat’s last seq', async () => {
    const { messages, chats } = await readAfterUpgradeFromFirstMigration(engine, {
      service: 'chat',
      schema,
      migrationsFolder: join(__dirname, '..', '..', 'drizzle'),
      seed: async (db) => {
        await db.execute(sql`
          insert into chat.chats (id, doctor_id, patient_id) values
            ('00000000-0000-4000-8000-00000000000a', gen_random_uuid(), gen_random_uuid()),
            ('00000000-0000-4000-8000-00000000000b', gen_random_uuid(), gen_random_uuid()),
            ('00000000-0000-4000-8000-00000000000c', gen_random_uuid(), gen_random_uuid())`);
        // Written out of order; two share a time and are told apart by id.
        await db.execute(sql`
          insert into chat.messages (id, chat_id, sender_model, content, created_at) values
            ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-00000000000a', 'user', 'third', '2030-01-01T10:02:00Z'),
            ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-00000000000a', 'user', 'first', '2030-01-01T10:00:00Z'),
            ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-00000000000a', 'doctor', 'second', '2030-01-01T10:00:00Z'),
            ('00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-00000000000b', 'doctor', 'only', '2030-01-01T09:00:00Z')`);
      },
      read: async (db) => ({
        messages: await db
          .select({
            content: schema.messages.content,
            seq: schema.messages.seq,
            clientId: schema.messages.clientId,
          })
          .from(schema.messages)
          .orderBy(asc(schema.messages.chatId), asc(schema.messages.seq)),
        chats: await db
          .select({ id: schema.chats.id, lastSeq: schema.chats.lastSeq })
          .from(schema.chats)
          .orderBy(asc(schema.chats.id)),
      }),
    });

    expect(messages).toEqual([
      { content: 'first', seq: 1, clientId: null },
      { content: 'second', seq: 2, clientId: null },
      { content: 'third', seq: 3, clientId: null },
      { content: 'only', seq: 1, clientId: null },
    ]);
    expect(chats.map((chat) => chat.lastSeq)).toEqual([3, 1, 0]);
  });
});
