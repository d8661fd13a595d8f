import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_TYPES,
  type AppointmentStatus,
  type AppointmentType,
  type Prescription,
} from '@vitalsync/contracts';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every table of appointment-svc lives in this PostgreSQL schema. */
export const appointmentSchema = pgSchema('appointment');

const listOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * The statuses whose appointments hold their 30 minutes: a completed or cancelled one frees its time for its
 * doctor and its patient.
 */
export const TIME_HOLDING_STATUSES = [
  'scheduled',
  'in-progress',
] as const satisfies readonly AppointmentStatus[];

// Two exclusion constraints (no overlapping bookings of a doctor, nor of a patient, among appointments that hold
// their time) are not expressible in drizzle: they live in the hand-written migrations 0002_no_double_booking.sql
// and 0003_finished_appointments_free_time.sql.
export const appointments = appointmentSchema.table(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Accounts live in auth-svc's database: no foreign key across services.
    doctorId: uuid('doctor_id').notNull(),
    patientId: uuid('patient_id').notNull(),
    dateTime: timestamp('date_time', { withTimezone: true }).notNull(),
    status: text('status').$type<AppointmentStatus>().notNull().default('scheduled'),
    type: text('type').$type<AppointmentType>().notNull(),
    reason: text('reason'),
    prescription: jsonb('prescription').$type<Prescription>(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    check('appointments_status_check', sql`${table.status} in (${listOf(APPOINTMENT_STATUSES)})`),
    check('appointments_type_check', sql`${table.type} in (${listOf(APPOINTMENT_TYPES)})`),
    // The lists: a doctor's or a patient's appointments in time order.
    index('appointments_doctor_date_time_idx').on(table.doctorId, table.dateTime),
    index('appointments_patient_date_time_idx').on(table.patientId, table.dateTime),
    // Who consulted whom (access checks, consulted lists): only appointments that were not cancelled count.
    index('appointments_doctor_patient_consulted_idx')
      .on(table.doctorId, table.patientId, table.dateTime)
      .where(sql`${table.status} <> 'cancelled'`),
    index('appointments_patient_doctor_consulted_idx')
      .on(table.patientId, table.doctorId, table.dateTime)
      .where(sql`${table.status} <> 'cancelled'`),
  ],
);

export type Appointment = typeof appointments.$inferSelect;
