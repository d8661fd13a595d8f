import {
  APPOINTMENT_EVENTS,
  type AppointmentAction,
  type AppointmentEventSubject,
  type AppointmentStatus,
} from '@vitalsync/contracts';

export interface Transition {
  from: AppointmentStatus;
  to: AppointmentStatus;
  /** Only the appointment's own doctor may make it; otherwise either participant may. */
  doctorOnly: boolean;
  event: AppointmentEventSubject;
  /** The 409 when the appointment is not in `from`. */
  conflict: string;
}

/** The lifecycle: scheduled → in-progress → completed, and scheduled → cancelled. Nothing else moves. */
export const TRANSITIONS: Readonly<Record<AppointmentAction, Transition>> = {
  start: {
    from: 'scheduled',
    to: 'in-progress',
    doctorOnly: true,
    event: APPOINTMENT_EVENTS.started,
    conflict: 'Only a scheduled appointment can be started.',
  },
  complete: {
    from: 'in-progress',
    to: 'completed',
    doctorOnly: true,
    event: APPOINTMENT_EVENTS.completed,
    conflict: 'Only an appointment in progress can be completed.',
  },
  cancel: {
    from: 'scheduled',
    to: 'cancelled',
    doctorOnly: false,
    event: APPOINTMENT_EVENTS.cancelled,
    conflict: 'Only a scheduled appointment can be cancelled.',
  },
};

/** A prescription belongs to a consultation that has begun. */
export const PRESCRIBABLE_STATUSES: readonly AppointmentStatus[] = ['in-progress', 'completed'];
export const NOT_PRESCRIBABLE_MESSAGE =
  'Only an appointment in progress or completed can have a prescription.';
