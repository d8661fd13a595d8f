import { join } from 'node:path';

import { describeEachEngine, readAfterUpgradeFromFirstMigration } from '@vitalsync/db';
import { sql } from 'drizzle-orm';

import * as schema from '../calls/calls.schema';

describeEachEngine('signaling-svc migrations on %s', (engine) => {
  it('keep a call of the first schema, its starter as the caller and no callee', async () => {
    const { calls } = await readAfterUpgradeFromFirstMigration(engine, {
      service: 'signaling',
      schema,
      migrationsFolder: join(__dirname, '..', '..', 'drizzle'),
      seed: async (db) => {
        await db.execute(sql`
          insert into signaling.call_sessions (id, appointment_id, started_by, started_at) values
            ('00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-0000000000a1',
             '00000000-0000-4000-8000-0000000000c1', '2030-01-01T10:00:00Z')`);
      },
      read: async (db) => ({ calls: await db.select().from(schema.callSessions) }),
    });

    expect(calls).toEqual([
      {
        id: '00000000-0000-4000-8000-00000000000a',
        appointmentId: '00000000-0000-4000-8000-0000000000a1',
        callerId: '00000000-0000-4000-8000-0000000000c1',
        calleeId: null,
        startedAt: new Date('2030-01-01T10:00:00Z'),
        endedAt: null,
      },
    ]);
  });
});
