import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, rpcError } from '@vitalsync/backend';
import { APPOINTMENT_NOT_FOUND_MESSAGE } from '@vitalsync/contracts';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';

import { appointments, type Appointment } from './appointments.schema';

/**
 * Someone an account consulted (or was consulted by), with the time of their latest appointment that has happened:
 * null while every appointment they share is still to come.
 */
export interface Consultation {
  accountId: string;
  lastDateTime: Date | null;
}

const notCancelled = ne(appointments.status, 'cancelled');

type AccountColumn = typeof appointments.doctorId | typeof appointments.patientId;

/**
 * Who may see or reach whom, answered in one place (handlers, chat, calls and AI all ask here). "Consulted"
 * means sharing an appointment that was not cancelled. Every query is scoped by the account in its WHERE clause.
 */
@Injectable()
export class AppointmentAccess {
  constructor(
    @Inject(DRIZZLE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The appointment, when the account is its doctor or its patient. Otherwise 404, as for an appointment that
   * does not exist: an outsider learns nothing of it.
   */
  async participation(appointmentId: string, accountId: string): Promise<Appointment> {
    const [appointment] = await this.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.id, appointmentId),
          or(eq(appointments.doctorId, accountId), eq(appointments.patientId, accountId)),
        ),
      );
    if (!appointment)
      throw rpcError({ code: 'appointment.not_found', message: APPOINTMENT_NOT_FOUND_MESSAGE });
    return appointment;
  }

  /** Those of the patients the doctor has consulted. */
  async doctorCanSeePatients(doctorId: string, patientIds: readonly string[]): Promise<Set<string>> {
    if (patientIds.length === 0) return new Set();
    const rows = await this.db
      .selectDistinct({ patientId: appointments.patientId })
      .from(appointments)
      .where(
        and(
          eq(appointments.doctorId, doctorId),
          inArray(appointments.patientId, [...patientIds]),
          notCancelled,
        ),
      );
    return new Set(rows.map((row) => row.patientId));
  }

  /** Whether the doctor and the patient share an appointment that was not cancelled. */
  async sharesAppointment(doctorId: string, patientId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.doctorId, doctorId), eq(appointments.patientId, patientId), notCancelled))
      .limit(1);
    return rows.length > 0;
  }

  /** The doctors who consulted the patient. */
  async consultingDoctorIds(patientId: string): Promise<string[]> {
    return (await this.consultedDoctors(patientId)).map((consultation) => consultation.accountId);
  }

  /** The doctor's patients, one entry each, latest past appointment first, those with none yet last. */
  consultedPatients(doctorId: string): Promise<Consultation[]> {
    return this.consultations(appointments.doctorId, doctorId, appointments.patientId);
  }

  /** The patient's doctors, one entry each, latest past appointment first, those with none yet last. */
  consultedDoctors(patientId: string): Promise<Consultation[]> {
    return this.consultations(appointments.patientId, patientId, appointments.doctorId);
  }

  /**
   * One aggregation over the account's side of the consulted index: each counterpart once, with the latest time
   * before now. An upcoming appointment makes someone consulted but is never their last consultation.
   */
  private consultations(
    own: AccountColumn,
    accountId: string,
    counterpart: AccountColumn,
  ): Promise<Consultation[]> {
    const now = sql.param(this.clock(), appointments.dateTime);
    const lastDateTime = sql<Date | null>`max(${appointments.dateTime}) filter (where ${appointments.dateTime} < ${now})`;
    return this.db
      .select({ accountId: counterpart, lastDateTime: lastDateTime.mapWith(appointments.dateTime) })
      .from(appointments)
      .where(and(eq(own, accountId), notCancelled))
      .groupBy(counterpart)
      .orderBy(sql`${lastDateTime} desc nulls last`, counterpart);
  }
}
