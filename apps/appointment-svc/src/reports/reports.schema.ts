import { sql } from 'drizzle-orm';
import { check, date, index, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { appointmentSchema } from '../appointments/appointments.schema';

/**
 * A report a doctor wrote for a patient they consulted; read by that patient and that doctor only. A file lives in
 * the gateway's storage: the row keeps its key, the content type its first bytes proved, and its original name.
 */
export const reports = appointmentSchema.table(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id').notNull(),
    patientId: uuid('patient_id').notNull(),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    text: text('text').notNull(),
    fileKey: text('file_key'),
    fileType: text('file_type'),
    fileName: text('file_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // The two lists: a doctor's own reports and a patient's own, newest first.
    index('reports_doctor_date_idx').on(table.doctorId, table.date, table.createdAt),
    index('reports_patient_date_idx').on(table.patientId, table.date, table.createdAt),
    check(
      'reports_file_whole',
      sql`(${table.fileKey} is null) = (${table.fileType} is null) and (${table.fileKey} is null) = (${table.fileName} is null)`,
    ),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
export type NewReportRow = Omit<typeof reports.$inferInsert, 'id'>;
