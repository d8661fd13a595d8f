import { sql } from 'drizzle-orm';

import { authNotes } from './__fixtures__/auth-notes.schema';
import { authFixture, rowsOf } from './__fixtures__/fixture-services';
import { readAfterUpgradeFromFirstMigration } from './migration-upgrade';
import { describeEachEngine } from './test-database';

describeEachEngine('readAfterUpgradeFromFirstMigration on %s', (engine) => {
  it('seeds the schema of the first migration and reads after the rest', async () => {
    const read = await readAfterUpgradeFromFirstMigration(engine, {
      ...authFixture,
      seed: async (db) => {
        // Only the first migration ran: notes has no tag column yet.
        const columns = await rowsOf<{ column_name: string }>(
          db,
          sql`select column_name from information_schema.columns
              where table_schema = 'auth' and table_name = 'notes' order by column_name`,
        );
        expect(columns.map((column) => column.column_name)).toEqual(['body', 'id']);
        await db.execute(sql`insert into auth.notes (body) values ('before the tag')`);
      },
      read: (db) => db.select({ body: authNotes.body, tag: authNotes.tag }).from(authNotes),
    });

    expect(read).toEqual([{ body: 'before the tag', tag: null }]);
  });

  it('throws what seed threw, after closing and throwing the database away', async () => {
    await expect(
      readAfterUpgradeFromFirstMigration(engine, {
        ...authFixture,
        seed: () => Promise.reject(new Error('seed failed')),
        read: () => Promise.resolve(undefined),
      }),
    ).rejects.toThrow('seed failed');
  });
});
