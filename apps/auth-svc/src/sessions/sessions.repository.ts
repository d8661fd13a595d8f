import { Inject, Injectable } from '@nestjs/common';
import { Outbox } from '@vitalsync/bus';
import { ACCOUNT_EVENTS } from '@vitalsync/contracts';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';

import { sessions } from './sessions.schema';

export interface SessionTimes {
  id: string;
  expiresAt: Date;
}

@Injectable()
export class SessionsRepository {
  constructor(
    @Inject(DRIZZLE) private readonly db: Database,
    private readonly outbox: Outbox,
  ) {}

  async create(accountId: string, createdAt: Date, expiresAt: Date): Promise<SessionTimes> {
    const [created] = await this.db
      .insert(sessions)
      .values({ accountId, createdAt, expiresAt })
      .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
    if (!created) throw new Error('Inserting a session returned no row');
    return created;
  }

  /**
   * Marks a session of this account revoked (keeping the first revocation time when it already was). Null when
   * the account has no such session: nobody revokes another account's session. The session.revoked event every
   * gateway learns it from is stored with the revocation, and announced again on each revoke.
   */
  revoke(sessionId: string, accountId: string, now: Date): Promise<SessionTimes | null> {
    return this.outbox.transaction(async (tx, events) => {
      const [revoked] = await tx
        .update(sessions)
        .set({ revokedAt: sql`coalesce(${sessions.revokedAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(sessions.id, sessionId), eq(sessions.accountId, accountId)))
        .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
      if (!revoked) return null;
      await events.add(ACCOUNT_EVENTS.sessionRevoked, {
        sessionId: revoked.id,
        expiresAt: revoked.expiresAt.getTime(),
      });
      return revoked;
    });
  }

  /** Revoked sessions that would otherwise still be valid at `now`. */
  listRevoked(now: Date): Promise<SessionTimes[]> {
    return this.db
      .select({ id: sessions.id, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(isNotNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .orderBy(sessions.expiresAt);
  }

  /** Expired sessions are refused by their expiry alone; nothing needs them any more. */
  async deleteExpired(now: Date): Promise<number> {
    const deleted = await this.db
      .delete(sessions)
      .where(lte(sessions.expiresAt, now))
      .returning({ id: sessions.id });
    return deleted.length;
  }
}
