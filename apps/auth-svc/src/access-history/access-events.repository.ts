import { Inject, Injectable } from '@nestjs/common';
import { type AccessAction, FOLDED_ACTIONS, type Role } from '@vitalsync/contracts';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { sql } from 'drizzle-orm';

import { accounts } from '../accounts/accounts.schema';
import { accessEvents, type NewAccessEvent } from './access-events.schema';

/** A line of the history as stored reads fold it: one row, or a day's repeated list reads by one reader. */
export interface FoldedAccessRow {
  at: Date;
  count: number;
  actorId: string;
  actorRole: Role;
  /** The actor's name now; null when the account is gone. */
  actorName: string | null;
  action: AccessAction;
  ip: string | null;
  userAgent: string | null;
  /** The newest row id of the line: with `at`, the line's place in the order (and the cursor's). */
  key: string;
}

/** Where a page starts: strictly after (older than) this line. */
export interface AccessPosition {
  at: Date;
  key: string;
}

interface RawFoldedRow {
  at: Date | string;
  count: number | string;
  actor_id: string;
  actor_role: Role;
  actor_name: string | null;
  action: AccessAction;
  ip: string | null;
  user_agent: string | null;
  key: string;
}

const foldedActions = sql.join(
  FOLDED_ACTIONS.map((action) => sql`${action}`),
  sql`, `,
);

/**
 * The access history's storage. It inserts and lists, nothing else: there is no method that updates or deletes,
 * and the database refuses both anyway (triggers of migration 0004).
 */
@Injectable()
export class AccessEventsRepository {
  constructor(@Inject(DRIZZLE) private readonly db: Database) {}

  /** Stores the rows; a row of an event already stored (same event, same patient) is skipped. Returns how many were new. */
  async insert(rows: readonly NewAccessEvent[]): Promise<number> {
    if (rows.length === 0) return 0;
    const stored = await this.db
      .insert(accessEvents)
      .values([...rows])
      .onConflictDoNothing({ target: [accessEvents.sourceEventId, accessEvents.subjectId] })
      .returning({ id: accessEvents.id });
    return stored.length;
  }

  /**
   * The subject's history, newest first, `limit` lines after `after`. Repeated list reads fold into one line per
   * reader and UTC day, with their count and last time; every other row is a line of its own. Folding happens here,
   * when reading, so the table itself stays one row per access and never needs an UPDATE.
   */
  async list(
    subjectId: string,
    after: AccessPosition | undefined,
    limit: number,
  ): Promise<FoldedAccessRow[]> {
    const position = after
      ? sql`where (g.at, g.key) < (${after.at.toISOString()}::timestamptz, ${after.key}::bigint)`
      : sql``;
    const result = (await this.db.execute(sql`
      with g as (
        select max(e.at) as at,
               count(*)::int as count,
               e.actor_id,
               e.actor_role,
               e.action,
               (array_agg(e.ip order by e.at desc, e.id desc))[1] as ip,
               (array_agg(e.user_agent order by e.at desc, e.id desc))[1] as user_agent,
               max(e.id) as key
          from ${accessEvents} e
         where e.subject_id = ${subjectId}
         group by e.actor_id, e.actor_role, e.action,
                  case when e.action in (${foldedActions})
                       then to_char(e.at at time zone 'UTC', 'YYYY-MM-DD')
                       else e.id::text end
      )
      select g.at, g.count, g.actor_id, g.actor_role, g.action, g.ip, g.user_agent, g.key::text as key,
             a.personal_info->>'fullName' as actor_name
        from g left join ${accounts} a on a.id = g.actor_id
        ${position}
       order by g.at desc, g.key desc
       limit ${limit}
    `)) as unknown as { rows: RawFoldedRow[] };
    return result.rows.map((row) => ({
      at: new Date(row.at),
      count: Number(row.count),
      actorId: row.actor_id,
      actorRole: row.actor_role,
      actorName: row.actor_name,
      action: row.action,
      ip: row.ip,
      userAgent: row.user_agent,
      key: row.key,
    }));
  }
}
