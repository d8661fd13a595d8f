import { type Role } from '../session/role';
import { type AppointmentStatus, type AppointmentType } from './appointment.limits';

/** Payload of every appointment.* event: enough for a toast and a list refresh; no health data. */
export interface AppointmentChangedEvent {
  appointmentId: string;
  doctorId: string;
  patientId: string;
  doctorName: string;
  patientName: string;
  dateTime: string;
  type: AppointmentType;
  status: AppointmentStatus;
  /** Who made the change. */
  by: Role;
  at: string;
}

export type AppointmentChange = 'booked' | 'started' | 'completed' | 'cancelled';

/** What /notifications pushes to each participant (event NOTIFICATION_EVENTS.appointment). */
export interface AppointmentNotification {
  change: AppointmentChange;
  appointmentId: string;
  dateTime: string;
  type: AppointmentType;
  status: AppointmentStatus;
  /** The other participant's name, as the receiver sees it. */
  counterpartName: string;
  by: Role;
}
