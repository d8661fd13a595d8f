import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock, rpcError } from '@vitalsync/backend';
import { BusClient, Outbox } from '@vitalsync/bus';
import {
  type Actor,
  AI_EVENTS,
  APPOINTMENT_SUBJECTS,
  DOCTORS_ONLY_MESSAGE,
  EMERGENCY_NOTIFICATIONS_PAGE,
  type EmergencyBeganEvent,
  type EmergencyNotificationsPage,
  type EmergencyNotificationsUnread,
  type StoredEmergencyNotification,
} from '@vitalsync/contracts';
import {
  type EmergencyNotificationsQueryDto,
  type MarkEmergencyNotificationsReadCommandDto,
} from '@vitalsync/contracts/server';

import { EmergencyNotificationsRepository } from './emergency-notifications.repository';
import { type EmergencyNotificationRow } from './emergency-notifications.schema';

const requireDoctor = (actor: Actor): void => {
  if (actor.role !== 'doctor') throw rpcError({ code: 'forbidden', message: DOCTORS_ONLY_MESSAGE });
};

const shown = (row: EmergencyNotificationRow): StoredEmergencyNotification => ({
  _id: row.id,
  patientId: row.patientId,
  patientName: row.patientName,
  alert: row.alert,
  at: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/**
 * A patient's emergency, stored as a notification for each doctor who consulted them and announced to the
 * gateways in the same transaction; and each doctor's notifications, read and marked read.
 */
@Injectable()
export class EmergencyNotificationsService {
  private readonly logger = new Logger(EmergencyNotificationsService.name);

  constructor(
    private readonly notifications: EmergencyNotificationsRepository,
    private readonly outbox: Outbox,
    private readonly bus: BusClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Handles one `health.emergency.began` event (`eventId` is its id): the consulting doctors are asked for (a
   * failure throws, so the event comes again later), each gets the notification once, and only the doctors who
   * got a new one are announced in `health.emergency` (the toast). A redelivery stores and announces nothing.
   */
  async emergencyBegan(event: EmergencyBeganEvent, eventId: string): Promise<void> {
    const { doctorIds } = await this.bus.request(APPOINTMENT_SUBJECTS.consultingDoctors, {
      patientId: event.patientId,
    });
    const doctors = [...new Set(doctorIds)];
    if (doctors.length === 0) return;
    const notified = await this.outbox.transaction(async (tx, events) => {
      const stored = await this.notifications.store(
        tx,
        {
          sourceEventId: eventId,
          patientId: event.patientId,
          patientName: event.patientName,
          alert: event.alert,
          at: new Date(event.at),
        },
        doctors,
      );
      if (stored.length > 0)
        await events.add(AI_EVENTS.emergency, {
          patientId: event.patientId,
          patientName: event.patientName,
          alert: event.alert,
          doctorIds: stored,
          at: event.at,
        });
      return stored;
    });
    // Ids only: the alert is health data.
    if (notified.length > 0)
      this.logger.log(`Emergency of account ${event.patientId} stored for ${notified.length} doctor(s)`);
  }

  async list({ actor, limit, before }: EmergencyNotificationsQueryDto): Promise<EmergencyNotificationsPage> {
    requireDoctor(actor);
    const [rows, unread] = await Promise.all([
      this.notifications.pageOf(actor.id, limit ?? EMERGENCY_NOTIFICATIONS_PAGE, before),
      this.notifications.unreadOf(actor.id),
    ]);
    return { notifications: rows.map(shown), unread };
  }

  async markRead({
    actor,
    ids,
  }: MarkEmergencyNotificationsReadCommandDto): Promise<EmergencyNotificationsUnread> {
    requireDoctor(actor);
    await this.notifications.markRead(actor.id, ids, this.clock());
    return { unread: await this.notifications.unreadOf(actor.id) };
  }
}
