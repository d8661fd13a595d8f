import { randomUUID } from 'node:crypto';

import { type Appointment } from '../appointments/appointments.schema';

/** An appointment row as the repository returns it. */
export const appointmentRow = (changes: Partial<Appointment> = {}): Appointment => ({
  id: randomUUID(),
  doctorId: randomUUID(),
  patientId: randomUUID(),
  dateTime: new Date('2030-06-03T08:00:00.000Z'),
  status: 'scheduled',
  type: 'video-call',
  reason: null,
  prescription: null,
  createdAt: new Date('2030-06-01T08:00:00.000Z'),
  ...changes,
});
