import { Inject, Injectable } from '@nestjs/common';
import { type Transaction } from '@vitalsync/bus';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { and, count, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';

import {
  type EmergencyNotificationRow,
  emergencyNotifications as notifications,
} from './emergency-notifications.schema';

/** One emergency as it is stored for each doctor told of it. */
export interface StoredEmergency {
  /** The id of the `health.emergency.began` event: the key that makes storing it again a no-op. */
  sourceEventId: string;
  patientId: string;
  patientName: string;
  alert: string;
  at: Date;
}

/** Every query names the doctor: a doctor reads and marks only their own notifications. */
@Injectable()
export class EmergencyNotificationsRepository {
  constructor(@Inject(DRIZZLE) private readonly db: Database) {}

  /**
   * Stores the emergency for each doctor in the caller's transaction, once per event and doctor: returns the
   * doctors who got a new notification (none when the event was stored before).
   */
  async store(tx: Transaction, emergency: StoredEmergency, doctorIds: readonly string[]): Promise<string[]> {
    if (doctorIds.length === 0) return [];
    const inserted = await tx
      .insert(notifications)
      .values(
        doctorIds.map((doctorId) => ({
          doctorId,
          patientId: emergency.patientId,
          patientName: emergency.patientName,
          alert: emergency.alert,
          createdAt: emergency.at,
          sourceEventId: emergency.sourceEventId,
        })),
      )
      .onConflictDoNothing({ target: [notifications.sourceEventId, notifications.doctorId] })
      .returning({ doctorId: notifications.doctorId });
    return inserted.map((row) => row.doctorId);
  }

  /**
   * The doctor's notifications, newest first; after `before` (one of theirs), only those older than it. A
   * `before` that is not one of the doctor's gives none.
   */
  async pageOf(doctorId: string, limit: number, before?: string): Promise<EmergencyNotificationRow[]> {
    let older;
    if (before) {
      const [cursor] = await this.db
        .select({ createdAt: notifications.createdAt, id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.id, before), eq(notifications.doctorId, doctorId)));
      if (!cursor) return [];
      older = or(
        lt(notifications.createdAt, cursor.createdAt),
        and(eq(notifications.createdAt, cursor.createdAt), lt(notifications.id, cursor.id)),
      );
    }
    return this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.doctorId, doctorId), older))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit);
  }

  async unreadOf(doctorId: string): Promise<number> {
    const [row] = await this.db
      .select({ unread: count() })
      .from(notifications)
      .where(and(eq(notifications.doctorId, doctorId), isNull(notifications.readAt)));
    return row?.unread ?? 0;
  }

  /** Marks the doctor's notifications read (those of `ids` that are theirs, or all); a read one keeps its time. */
  async markRead(doctorId: string, ids: readonly string[] | undefined, at: Date): Promise<void> {
    await this.db
      .update(notifications)
      .set({ readAt: at })
      .where(
        and(
          eq(notifications.doctorId, doctorId),
          isNull(notifications.readAt),
          ids ? inArray(notifications.id, [...ids]) : undefined,
        ),
      );
  }
}
