/** Request/reply subjects answered by appointment-svc. */
export const APPOINTMENT_SUBJECTS = {
  book: 'appointments.book',
  slots: 'appointments.slots',
  transition: 'appointments.transition',
  listForDoctor: 'appointments.list.doctor',
  listForUser: 'appointments.list.user',
  get: 'appointments.get',
  consultedPatients: 'appointments.consulted.patients',
  consultedDoctors: 'appointments.consulted.doctors',
  /** One consulted patient's detail, as the doctor opens it (recorded in the patient's access history). */
  consultedPatient: 'appointments.consulted.patient',
  prescribe: 'appointments.prescribe',
  listNotes: 'appointments.notes.list',
  addNote: 'appointments.notes.add',
  /** Internal: the access component, for chat, calls and AI. */
  participant: 'appointments.access.participant',
  pairAllowed: 'appointments.access.pair',
  consultingDoctors: 'appointments.access.consulting-doctors',
} as const;

/** Events appointment-svc publishes when an appointment changes. */
export const APPOINTMENT_EVENTS = {
  booked: 'appointment.booked',
  started: 'appointment.started',
  completed: 'appointment.completed',
  cancelled: 'appointment.cancelled',
} as const;

export type AppointmentEventSubject = (typeof APPOINTMENT_EVENTS)[keyof typeof APPOINTMENT_EVENTS];

/** Socket.IO namespace of live notifications and the events it emits to clients. */
export const NOTIFICATIONS_NAMESPACE = '/notifications';
export const NOTIFICATION_EVENTS = {
  appointment: 'appointment-changed',
  /** A chat message arrived for this account (ChatNotification): lists and the sidebar refresh their counts. */
  chat: 'chat-message',
  /** A consulted patient became an emergency (EmergencyNotification): a red toast, the lists refresh. */
  emergency: 'health-emergency',
} as const;
