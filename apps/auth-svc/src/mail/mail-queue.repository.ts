import { Inject, Injectable } from '@nestjs/common';
import { type EmailKind } from '@vitalsync/contracts';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { and, asc, eq, inArray, lte, min, sql } from 'drizzle-orm';

import { type MailFacts, type MailRow, mailQueue } from './mail.schema';

/** One e-mail to queue; `dueAt` is when it may first be sent (now, or a reminder's time). */
export interface NewMail {
  eventId: string;
  recipientId: string;
  kind: EmailKind;
  facts: MailFacts;
  dueAt: Date;
  state?: 'pending' | 'skipped';
}

/** The mail queue of auth-svc: every write is one statement, so replicas and redeliveries cannot collide. */
@Injectable()
export class MailQueueRepository {
  constructor(@Inject(DRIZZLE) private readonly db: Database) {}

  /** Queues each e-mail once per (event, recipient, kind); resolves with how many were new. */
  async enqueue(mails: readonly NewMail[]): Promise<number> {
    if (mails.length === 0) return 0;
    const inserted = await this.db
      .insert(mailQueue)
      .values(mails.map(rowOf))
      .onConflictDoNothing({
        target: [mailQueue.eventId, mailQueue.recipientId, mailQueue.kind],
      })
      .returning({ id: mailQueue.id });
    return inserted.length;
  }

  /**
   * Queues an appointment's e-mails (booked notices, reminders) unless it was cancelled already: its cancellation
   * may be handled first (another consumer), and it leaves rows that say so. Once per (event, recipient, kind).
   */
  async enqueueUnlessCancelled(appointmentId: string, mails: readonly NewMail[]): Promise<number> {
    if (mails.length === 0) return 0;
    const result = await this.db.execute(sql`
      insert into ${mailQueue} (event_id, recipient_id, kind, appointment_id, facts, state, due_at, next_attempt_at)
      select m.event_id, m.recipient_id, m.kind, ${appointmentId}::uuid, m.facts, 'pending', m.due_at, m.due_at
      from jsonb_to_recordset(${JSON.stringify(
        mails.map((mail) => ({
          event_id: mail.eventId,
          recipient_id: mail.recipientId,
          kind: mail.kind,
          facts: mail.facts,
          due_at: mail.dueAt.toISOString(),
        })),
      )}::jsonb) as m(event_id text, recipient_id uuid, kind text, facts jsonb, due_at timestamptz)
      where not exists (
        select 1 from ${mailQueue} c where c.appointment_id = ${appointmentId}::uuid and c.kind = 'cancelled'
      )
      on conflict (event_id, recipient_id, kind) do nothing
      returning id`);
    return rowsOf<{ id: string }>(result).length;
  }

  /** An appointment's reminders not sent yet are dropped; resolves with how many. */
  async dropReminders(appointmentId: string): Promise<number> {
    const dropped = await this.db
      .update(mailQueue)
      .set({ state: 'skipped' })
      .where(
        and(
          eq(mailQueue.appointmentId, appointmentId),
          eq(mailQueue.kind, 'reminder'),
          eq(mailQueue.state, 'pending'),
        ),
      )
      .returning({ id: mailQueue.id });
    return dropped.length;
  }

  /**
   * Takes up to `limit` e-mails due at `now` and leases them until `leaseUntil` (SKIP LOCKED: replicas take
   * different rows); a sender that dies mid-way leaves them to be taken again after the lease.
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<MailRow[]> {
    const due = this.db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(and(eq(mailQueue.state, 'pending'), lte(mailQueue.nextAttemptAt, now)))
      .orderBy(asc(mailQueue.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailQueue)
      .set({ nextAttemptAt: leaseUntil })
      .where(inArray(mailQueue.id, due))
      .returning();
  }

  async markSent(id: string, now: Date): Promise<void> {
    await this.db
      .update(mailQueue)
      .set({ state: 'sent', sentAt: now, attempts: sql`${mailQueue.attempts} + 1`, lastError: null })
      .where(eq(mailQueue.id, id));
  }

  async markSkipped(id: string): Promise<void> {
    await this.db.update(mailQueue).set({ state: 'skipped' }).where(eq(mailQueue.id, id));
  }

  /** A failed attempt: counted, with the failure's kind, and tried again at `nextAttemptAt`. */
  async markFailed(id: string, nextAttemptAt: Date, error: string): Promise<void> {
    await this.db
      .update(mailQueue)
      .set({ nextAttemptAt, lastError: error, attempts: sql`${mailQueue.attempts} + 1` })
      .where(eq(mailQueue.id, id));
  }

  /** When the soonest pending e-mail may be tried, if any. */
  async nextAttemptAt(): Promise<Date | null> {
    const [row] = await this.db
      .select({ next: min(mailQueue.nextAttemptAt) })
      .from(mailQueue)
      .where(eq(mailQueue.state, 'pending'));
    return row?.next ?? null;
  }
}

const rowOf = (mail: NewMail) => ({
  eventId: mail.eventId,
  recipientId: mail.recipientId,
  kind: mail.kind,
  appointmentId: mail.facts.appointmentId ?? null,
  facts: mail.facts,
  state: mail.state ?? 'pending',
  dueAt: mail.dueAt,
  nextAttemptAt: mail.dueAt,
});

/** node-postgres and PGlite both answer raw SQL with `{ rows }`; the shared Database type leaves it unknown. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
