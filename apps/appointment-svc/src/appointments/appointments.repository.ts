import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { type AppointmentStatus, type AppointmentType, type Prescription } from '@vitalsync/contracts';
import { Outbox, type OutboxEntry } from '@vitalsync/bus';
import { DRIZZLE, type Database, PG_ERROR, pgErrorOf } from '@vitalsync/db';
import { and, asc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';

import { appointments, type Appointment, TIME_HOLDING_STATUSES } from './appointments.schema';

export interface NewAppointment {
  doctorId: string;
  patientId: string;
  dateTime: Date;
  type: AppointmentType;
  reason: string | null;
}

/** Whose appointment a change must be: its doctor's only, or either participant's. */
export type ChangeOwner = { doctorId: string } | { participantId: string };

const ownedBy = (owner: ChangeOwner): SQL | undefined =>
  'doctorId' in owner
    ? eq(appointments.doctorId, owner.doctorId)
    : or(eq(appointments.doctorId, owner.participantId), eq(appointments.patientId, owner.participantId));

/** Only a consultation still to come or under way holds its time, as in the exclusion constraints. */
const holdsTime = inArray(appointments.status, [...TIME_HOLDING_STATUSES]);

/** A booking as its events see it: everything but what the database adds on insert. */
export type AnnouncedAppointment = Omit<Appointment, 'createdAt'>;

/** A deadlocked insert is tried again this many times in all. */
export const CREATE_ATTEMPTS = 3;

@Injectable()
export class AppointmentsRepository {
  constructor(
    @Inject(DRIZZLE) private readonly db: Database,
    private readonly outbox: Outbox,
  ) {}

  /**
   * A new scheduled appointment, or null when the doctor or the patient already has one overlapping it: the
   * exclusion constraints decide, so two bookings racing for one slot cannot both succeed. `announce` names the
   * events of the booking, stored with it.
   */
  async create(
    appointment: NewAppointment,
    announce: (created: AnnouncedAppointment) => readonly OutboxEntry[],
  ): Promise<Appointment | null> {
    // The row is known before it is stored (its id made here), so the booking and its events are one statement:
    // the hottest write of the product pays one round trip, not four (BEGIN, two inserts, COMMIT).
    const row: AnnouncedAppointment = {
      ...appointment,
      id: randomUUID(),
      status: 'scheduled',
      prescription: null,
    };
    const created = this.db.$with('created').as(this.db.insert(appointments).values(row).returning());
    const events = announce(row);
    const statements =
      events.length > 0
        ? [created, this.db.$with('announced').as(this.outbox.insertOf(this.db, events))]
        : [created];
    for (let attempt = 1; ; attempt++) {
      try {
        // PostgreSQL runs a data-modifying WITH whether or not the query reads it: the events are stored with the row.
        const [stored] = await this.db
          .with(...statements)
          .select()
          .from(created);
        if (!stored) throw new Error('Inserting an appointment returned no row');
        if (events.length > 0) this.outbox.committed();
        return stored;
      } catch (error) {
        const code = pgErrorOf(error)?.code;
        if (code === PG_ERROR.exclusionViolation) return null;
        // Two inserts checking the exclusion constraints against each other's uncommitted rows can deadlock
        // (PostgreSQL's documented behaviour); the aborted one, tried again, meets the committed row and gets the
        // exclusion violation, i.e. a 409, never a 500.
        if (code === PG_ERROR.deadlockDetected && attempt < CREATE_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  /**
   * Moves the owner's appointment from one status to the next, only if it still has the first: of two changes
   * racing, one wins and the other finds no row (null). `announce` names the events of the change, stored with it.
   */
  changeStatus(
    appointmentId: string,
    owner: ChangeOwner,
    from: AppointmentStatus,
    to: AppointmentStatus,
    announce: (changed: Appointment) => readonly OutboxEntry[],
  ): Promise<Appointment | null> {
    return this.outbox.transaction(async (tx, events) => {
      const [changed] = await tx
        .update(appointments)
        .set({ status: to })
        .where(and(eq(appointments.id, appointmentId), eq(appointments.status, from), ownedBy(owner)))
        .returning();
      if (!changed) return null;
      await events.addAll(announce(changed));
      return changed;
    });
  }

  /**
   * Writes the prescription of the doctor's appointment if its status is still one of `statuses`. `announce` names
   * the events of the change (its access record), stored with it.
   */
  prescribe(
    appointmentId: string,
    doctorId: string,
    prescription: Prescription,
    statuses: readonly AppointmentStatus[],
    announce: (changed: Appointment) => readonly OutboxEntry[] = () => [],
  ): Promise<Appointment | null> {
    return this.outbox.transaction(async (tx, events) => {
      const [changed] = await tx
        .update(appointments)
        .set({ prescription })
        .where(
          and(
            eq(appointments.id, appointmentId),
            eq(appointments.doctorId, doctorId),
            inArray(appointments.status, [...statuses]),
          ),
        )
        .returning();
      if (!changed) return null;
      await events.addAll(announce(changed));
      return changed;
    });
  }

  /** The doctor's appointments, earliest first. */
  listForDoctor(doctorId: string): Promise<Appointment[]> {
    return this.db
      .select()
      .from(appointments)
      .where(eq(appointments.doctorId, doctorId))
      .orderBy(asc(appointments.dateTime), asc(appointments.id));
  }

  /** The patient's appointments, earliest first; only the scheduled ones when asked. */
  listForPatient(patientId: string, scheduledOnly: boolean): Promise<Appointment[]> {
    return this.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.patientId, patientId),
          scheduledOnly ? eq(appointments.status, 'scheduled') : undefined,
        ),
      )
      .orderBy(asc(appointments.dateTime), asc(appointments.id));
  }

  /** Start times of the doctor's appointments that hold their time and start within [from, to). */
  async doctorStartsBetween(doctorId: string, from: Date, to: Date): Promise<Date[]> {
    const rows = await this.db
      .select({ dateTime: appointments.dateTime })
      .from(appointments)
      .where(
        and(
          eq(appointments.doctorId, doctorId),
          holdsTime,
          gte(appointments.dateTime, from),
          lt(appointments.dateTime, to),
        ),
      )
      .orderBy(asc(appointments.dateTime));
    return rows.map((row) => row.dateTime);
  }
}
