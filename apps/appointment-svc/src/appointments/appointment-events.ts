import { Logger } from '@nestjs/common';
import { type BusClient, emitBestEffort } from '@vitalsync/bus';
import { type AppointmentChangedEvent, type AppointmentEventSubject, type Role } from '@vitalsync/contracts';

import { UNKNOWN_NAME } from '../people/people.directory';
import { type Names } from './appointment-view';
import { type Appointment } from './appointments.schema';

const logger = new Logger('AppointmentEvents');

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

/** Best effort: the change stands if the bus is down; the participants see it on their next list refresh. */
export const publishAppointmentChanged = (
  bus: BusClient,
  subject: AppointmentEventSubject,
  event: AppointmentChangedEvent,
): Promise<void> =>
  emitBestEffort(bus, subject, event, { logger, about: `appointment ${event.appointmentId}` });
