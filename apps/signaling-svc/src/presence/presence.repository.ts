import { Inject, Injectable } from '@nestjs/common';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { and, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';

import { cancelledAppointments, gateways, presence, type PresenceRow } from '../calls/calls.schema';

export interface SocketRef {
  gatewayId: string;
  socketId: string;
}

/** A socket's row, and whether the appointment of its page has been cancelled since it joined. */
export interface FiledSocket extends PresenceRow {
  appointmentCancelled: boolean;
}

export interface NewPresence extends SocketRef {
  accountId: string;
  appointmentId: string | null;
  peerId: string | null;
  joinedAt: Date;
}

/**
 * Who has a call page open, one row per socket, filed under the gateway process holding it. Every read takes a
 * `liveSince`: rows of a gateway last seen before it are ignored, whatever the sweep has removed yet.
 */
@Injectable()
export class PresenceRepository {
  constructor(@Inject(DRIZZLE) private readonly db: Database) {}

  /** A gateway said it is alive (its heartbeat, or a join it forwarded). The latest time wins. */
  async gatewaySeen(gatewayId: string, at: Date): Promise<void> {
    await this.db
      .insert(gateways)
      .values({ id: gatewayId, lastSeenAt: at })
      .onConflictDoUpdate({
        target: gateways.id,
        set: { lastSeenAt: sql`greatest(${gateways.lastSeenAt}, excluded.last_seen_at)` },
      });
  }

  /** Files a socket (again: a socket joining twice keeps its latest page). Its gateway is alive by this join. */
  join(row: NewPresence): Promise<void> {
    return this.db.transaction(async (tx) => {
      await tx
        .insert(gateways)
        .values({ id: row.gatewayId, lastSeenAt: row.joinedAt })
        .onConflictDoUpdate({
          target: gateways.id,
          set: { lastSeenAt: sql`greatest(${gateways.lastSeenAt}, excluded.last_seen_at)` },
        });
      const { accountId, appointmentId, peerId, joinedAt } = row;
      await tx
        .insert(presence)
        .values(row)
        .onConflictDoUpdate({
          target: [presence.gatewayId, presence.socketId],
          set: { accountId, appointmentId, peerId, joinedAt },
        });
    });
  }

  /**
   * Removes the account's socket row; the row it was, or undefined when it was not filed (never joined, swept, or
   * filed under another account).
   */
  async leave({ gatewayId, socketId }: SocketRef, accountId: string): Promise<PresenceRow | undefined> {
    const [removed] = await this.db
      .delete(presence)
      .where(
        and(
          eq(presence.gatewayId, gatewayId),
          eq(presence.socketId, socketId),
          eq(presence.accountId, accountId),
        ),
      )
      .returning();
    return removed;
  }

  /** The socket's row, while its gateway is alive. */
  async socket({ gatewayId, socketId }: SocketRef, liveSince: Date): Promise<FiledSocket | undefined> {
    const [found] = await this.live(
      and(eq(presence.gatewayId, gatewayId), eq(presence.socketId, socketId)),
      liveSince,
    );
    return found && { ...found.row, appointmentCancelled: found.cancelled };
  }

  /**
   * Whether the account has a live socket; with an appointment, one on that appointment's page or one that
   * joined with its bare id (it hears every call of the account). A page of a cancelled appointment is nobody's
   * presence.
   */
  async isPresent(accountId: string, liveSince: Date, appointmentId?: string): Promise<boolean> {
    const onPage =
      appointmentId === undefined
        ? undefined
        : or(eq(presence.appointmentId, appointmentId), isNull(presence.appointmentId));
    const rows = await this.live(
      and(eq(presence.accountId, accountId), onPage, isNull(cancelledAppointments.appointmentId)),
      liveSince,
      1,
    );
    return rows.length > 0;
  }

  /**
   * Records that the appointment was cancelled, at `at` unless it already was (a redelivered event); the time
   * first recorded.
   */
  async appointmentCancelled(appointmentId: string, at: Date): Promise<Date> {
    const [recorded] = await this.db
      .insert(cancelledAppointments)
      .values({ appointmentId, cancelledAt: at })
      .onConflictDoUpdate({
        target: cancelledAppointments.appointmentId,
        // A no-op update, so the row comes back either way.
        set: { cancelledAt: sql`${cancelledAppointments.cancelledAt}` },
      })
      .returning({ cancelledAt: cancelledAppointments.cancelledAt });
    if (!recorded) throw new Error('Recording a cancelled appointment returned no row');
    return recorded.cancelledAt;
  }

  /** Gateways last seen before `silentSince`. */
  async silentGateways(silentSince: Date): Promise<string[]> {
    const rows = await this.db
      .select({ id: gateways.id })
      .from(gateways)
      .where(lt(gateways.lastSeenAt, silentSince));
    return rows.map((row) => row.id);
  }

  /** Every socket row of one gateway. */
  socketsOf(gatewayId: string): Promise<PresenceRow[]> {
    return this.db.select().from(presence).where(eq(presence.gatewayId, gatewayId));
  }

  /** Forgets a gateway, unless it spoke again after `silentSince` (its rows go with it). */
  async forgetGateway(gatewayId: string, silentSince: Date): Promise<boolean> {
    const removed = await this.db
      .delete(gateways)
      .where(and(eq(gateways.id, gatewayId), lt(gateways.lastSeenAt, silentSince)))
      .returning({ id: gateways.id });
    return removed.length > 0;
  }

  private live(
    where: SQL | undefined,
    liveSince: Date,
    limit?: number,
  ): Promise<Array<{ row: PresenceRow; cancelled: boolean }>> {
    const query = this.db
      .select({
        row: presence,
        cancelled: sql<boolean>`${cancelledAppointments.appointmentId} is not null`,
      })
      .from(presence)
      .innerJoin(gateways, eq(gateways.id, presence.gatewayId))
      .leftJoin(cancelledAppointments, eq(cancelledAppointments.appointmentId, presence.appointmentId))
      .where(and(where, gte(gateways.lastSeenAt, liveSince)))
      .$dynamic();
    return limit === undefined ? query : query.limit(limit);
  }
}
