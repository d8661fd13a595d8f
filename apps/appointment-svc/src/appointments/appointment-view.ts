import {
  type AppointmentBase,
  type AppointmentDetail,
  type AppointmentParticipants,
  type DoctorAppointment,
  type UserAppointment,
} from '@vitalsync/contracts';

import { UNKNOWN_NAME } from '../people/people.directory';
import { type Appointment } from './appointments.schema';

/** Full names by account id (PeopleDirectory.namesOf). */
export type Names = ReadonlyMap<string, string>;

// Replies are built field by field from the contract's shapes, so a column added later never leaks.

const base = (appointment: Appointment): AppointmentBase => ({
  _id: appointment.id,
  dateTime: appointment.dateTime.toISOString(),
  status: appointment.status,
  type: appointment.type,
  reason: appointment.reason,
  prescription: appointment.prescription,
});

const nameOf = (names: Names, accountId: string): string => names.get(accountId) ?? UNKNOWN_NAME;

export const toDoctorAppointment = (appointment: Appointment, names: Names): DoctorAppointment => ({
  ...base(appointment),
  user: { fullName: nameOf(names, appointment.patientId), userId: appointment.patientId },
});

export const toUserAppointment = (appointment: Appointment, names: Names): UserAppointment => ({
  ...base(appointment),
  doctor: { fullName: nameOf(names, appointment.doctorId), doctorId: appointment.doctorId },
});

export const toAppointmentDetail = (appointment: Appointment, names: Names): AppointmentDetail => ({
  ...base(appointment),
  user: { fullName: nameOf(names, appointment.patientId), userId: appointment.patientId },
  doctor: { fullName: nameOf(names, appointment.doctorId), doctorId: appointment.doctorId },
});

export const toParticipants = (appointment: Appointment): AppointmentParticipants => ({
  appointmentId: appointment.id,
  doctorId: appointment.doctorId,
  patientId: appointment.patientId,
  status: appointment.status,
  dateTime: appointment.dateTime.toISOString(),
});

/** The two accounts of an appointment with the role each has in it. */
export const participantsOf = (appointment: Appointment) =>
  [
    { id: appointment.patientId, role: 'user' },
    { id: appointment.doctorId, role: 'doctor' },
  ] as const;
