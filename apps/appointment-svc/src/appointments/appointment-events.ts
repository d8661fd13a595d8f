import { type OutboxEntry } from '@vitalsync/bus';
import { type AppointmentChangedEvent, type AppointmentEventSubject, type Role } from '@vitalsync/contracts';

import { UNKNOWN_NAME } from '../people/people.directory';
import { type Names } from './appointment-view';
import { type Appointment } from './appointments.schema';

/** What an event reads of an appointment: a booking's is known before the database adds its creation time. */
type EventSource = Omit<Appointment, 'createdAt'>;

/** What the participants' notifications need: names, time and status; never the reason or a prescription. */
export const appointmentChangedEvent = (
  appointment: EventSource,
  names: Names,
  by: Role,
  at: Date,
): AppointmentChangedEvent => ({
  appointmentId: appointment.id,
  doctorId: appointment.doctorId,
  patientId: appointment.patientId,
  doctorName: names.get(appointment.doctorId) ?? UNKNOWN_NAME,
  patientName: names.get(appointment.patientId) ?? UNKNOWN_NAME,
  dateTime: appointment.dateTime.toISOString(),
  type: appointment.type,
  status: appointment.status,
  by,
  at: at.toISOString(),
});

/** The event of an appointment's change, to store with it. */
export const appointmentChanged = (
  subject: AppointmentEventSubject,
  appointment: EventSource,
  names: Names,
  by: Role,
  at: Date,
): OutboxEntry => ({ subject, payload: appointmentChangedEvent(appointment, names, by, at) });
