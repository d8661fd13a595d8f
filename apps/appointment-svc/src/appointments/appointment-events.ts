import { type OutboxEntry } from '@vitalsync/bus';
import { type AppointmentChangedEvent, type AppointmentEventSubject, type Role } from '@vitalsync/contracts';

import { UNKNOWN_NAME } from '../people/people.directory';
import { type Names } from './appointment-view';
import { type Appointment } from './appointments.schema';

/** What the participants' notifications need: names, time and status; never the reason or a prescription. */
export const appointmentChangedEvent = (
  appointment: Appointment,
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
  appointment: Appointment,
  names: Names,
  by: Role,
  at: Date,
): OutboxEntry => ({ subject, payload: appointmentChangedEvent(appointment, names, by, at) });
