import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '@vitalsync/backend';
import {
  type AppointmentChangedEvent,
  type HealthEmergencyEvent,
  REMINDER_BEFORE_MS,
} from '@vitalsync/contracts';

import { MailQueueRepository, type NewMail } from './mail-queue.repository';
import { MailSender } from './mail-sender';
import { type MailFacts } from './mail.schema';

/**
 * An event older than this tells nobody anything new: a consumer created after the fact is handed the stream's
 * past week (JetStream delivers all it keeps), and e-mails about it would arrive days late.
 */
const NOTICE_STALE_MS = 24 * 60 * 60_000;

const factsOf = (event: AppointmentChangedEvent): MailFacts => ({
  appointmentId: event.appointmentId,
  dateTime: event.dateTime,
  doctorName: event.doctorName,
  patientName: event.patientName,
});

/**
 * Turns the durable events into queued e-mails, each keyed by (event id, recipient, kind) so a redelivered event
 * queues nothing new. With SMTP_URL unset nothing is queued. Names and times only: the events' other fields
 * (status, type, the alert's words) never reach a row.
 */
@Injectable()
export class MailEventsService {
  private readonly logger = new Logger(MailEventsService.name);

  constructor(
    private readonly queue: MailQueueRepository,
    private readonly sender: MailSender,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Both participants are told now, and reminded 24 hours before the start (when that is still ahead). */
  async booked(event: AppointmentChangedEvent, eventId: string): Promise<void> {
    if (!this.sender.enabled) return;
    const now = this.clock();
    const start = Date.parse(event.dateTime);
    const facts = factsOf(event);
    const participants = [event.patientId, event.doctorId];
    const mails: NewMail[] = [];
    if (start > now.getTime() && !this.isStale(event.at, now))
      for (const recipientId of participants)
        mails.push({ eventId, recipientId, kind: 'booked', facts, dueAt: now });
    const reminderAt = new Date(start - REMINDER_BEFORE_MS);
    if (reminderAt > now)
      for (const recipientId of participants)
        mails.push({ eventId, recipientId, kind: 'reminder', facts, dueAt: reminderAt });
    const queued = await this.queue.enqueueUnlessCancelled(event.appointmentId, mails);
    this.queued(queued, `appointment ${event.appointmentId} booked`);
  }

  /**
   * Both participants are told, and the appointment's reminders are dropped. The rows are stored even when too
   * late to send (as skipped): they also tell a booking handled after its cancellation not to queue reminders.
   */
  async cancelled(event: AppointmentChangedEvent, eventId: string): Promise<void> {
    if (!this.sender.enabled) return;
    const now = this.clock();
    const late = Date.parse(event.dateTime) <= now.getTime() || this.isStale(event.at, now);
    const facts = factsOf(event);
    const notices = await this.queue.enqueue(
      [event.patientId, event.doctorId].map((recipientId) => ({
        eventId,
        recipientId,
        kind: 'cancelled',
        facts,
        dueAt: now,
        state: late ? 'skipped' : 'pending',
      })),
    );
    await this.queue.dropReminders(event.appointmentId);
    this.queued(late ? 0 : notices, `appointment ${event.appointmentId} cancelled`);
  }

  /** Every doctor ai-svc notified: the fixed sentence, nothing of the patient (not even the name). */
  async emergency(event: HealthEmergencyEvent, eventId: string): Promise<void> {
    if (!this.sender.enabled) return;
    const now = this.clock();
    if (this.isStale(event.at, now)) return;
    const queued = await this.queue.enqueue(
      [...new Set(event.doctorIds)].map((recipientId) => ({
        eventId,
        recipientId,
        kind: 'emergency',
        facts: {},
        dueAt: now,
      })),
    );
    this.queued(queued, `an emergency of account ${event.patientId}`);
  }

  private isStale(at: string, now: Date): boolean {
    const when = Date.parse(at);
    return Number.isFinite(when) && now.getTime() - when > NOTICE_STALE_MS;
  }

  private queued(count: number, cause: string): void {
    if (count === 0) return;
    this.logger.log(`${count} e-mail(s) queued for ${cause}`);
    this.sender.wake();
  }
}
