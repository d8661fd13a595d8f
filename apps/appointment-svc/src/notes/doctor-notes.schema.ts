import { index, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { appointmentSchema } from '../appointments/appointments.schema';

/** A doctor's private notes on a patient: only ever read by that doctor. */
export const doctorNotes = appointmentSchema.table(
  'doctor_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id').notNull(),
    patientId: uuid('patient_id').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('doctor_notes_doctor_patient_created_idx').on(table.doctorId, table.patientId, table.createdAt),
  ],
);

export type DoctorNoteRow = typeof doctorNotes.$inferSelect;
