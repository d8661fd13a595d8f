import { sql } from 'drizzle-orm';
import { index, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

import { aiSchema } from '../insights/insights.schema';

/**
 * One emergency told to one consulting doctor, kept with its read state: the notifications page and the sidebar
 * count read it, so a doctor offline when the toast went out still finds it. `source_event_id` is the
 * `health.emergency.began` event it came from: a redelivery of that event stores nothing twice.
 */
export const emergencyNotifications = aiSchema.table(
  'emergency_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id').notNull(),
    patientId: uuid('patient_id').notNull(),
    patientName: text('patient_name').notNull(),
    alert: text('alert').notNull(),
    /** When the patient became an emergency (the event's `at`), not when the row was written. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    sourceEventId: text('source_event_id').notNull(),
  },
  (table) => [
    unique('emergency_notifications_source_doctor_key').on(table.sourceEventId, table.doctorId),
    index('emergency_notifications_doctor_created_idx').on(table.doctorId, table.createdAt.desc()),
    index('emergency_notifications_doctor_unread_idx')
      .on(table.doctorId)
      .where(sql`${table.readAt} is null`),
  ],
);

export type EmergencyNotificationRow = typeof emergencyNotifications.$inferSelect;
