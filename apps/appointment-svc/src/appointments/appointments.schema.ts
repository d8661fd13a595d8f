import { sql } from 'drizzle-orm';
import { check, index, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every table of appointment-svc lives in this PostgreSQL schema. */
export const appointmentSchema = pgSchema('appointment');

export const APPOINTMENT_STATUSES = ['scheduled', 'started', 'completed', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

const statusList = sql.raw(APPOINTMENT_STATUSES.map((status) => `'${status}'`).join(', '));

export const appointments = appointmentSchema.table(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Accounts live in auth-svc's database: no foreign key across services.
    doctorId: uuid('doctor_id').notNull(),
    patientId: uuid('patient_id').notNull(),
    dateTime: timestamp('date_time', { withTimezone: true }).notNull(),
    status: text('status').$type<AppointmentStatus>().notNull().default('scheduled'),
    type: text('type').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    check('appointments_status_check', sql`${table.status} in (${statusList})`),
    index('appointments_doctor_date_time_idx').on(table.doctorId, table.dateTime),
    index('appointments_patient_date_time_idx').on(table.patientId, table.dateTime),
  ],
);

export type Appointment = typeof appointments.$inferSelect;
