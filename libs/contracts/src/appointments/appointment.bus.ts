import {
  type ActorQuery,
  type AddNoteCommand,
  type AppointmentDetail,
  type AppointmentParticipants,
  type AppointmentQuery,
  type AppointmentTransitionCommand,
  type BookAppointmentCommand,
  type ConsultedDoctor,
  type ConsultedPatient,
  type ConsultedPatientQuery,
  type ConsultingDoctorsQuery,
  type ConsultingDoctorsReply,
  type DoctorAppointment,
  type DoctorNote,
  type NotesQuery,
  type PairQuery,
  type PairReply,
  type ParticipantQuery,
  type PrescribeCommand,
  type SlotsCommand,
  type SlotsResponse,
  type UserAppointment,
  type UserAppointmentsQuery,
} from './appointment.types';
import { type AppointmentChangedEvent } from './appointment.events';
import { type APPOINTMENT_EVENTS, type APPOINTMENT_SUBJECTS } from './appointment.subjects';

export type SlotsReply = Omit<SlotsResponse, 'status'>;

/** Every request appointment-svc answers. */
export interface AppointmentRpc {
  [APPOINTMENT_SUBJECTS.book]: { request: BookAppointmentCommand; reply: AppointmentDetail };
  [APPOINTMENT_SUBJECTS.slots]: { request: SlotsCommand; reply: SlotsReply };
  [APPOINTMENT_SUBJECTS.transition]: { request: AppointmentTransitionCommand; reply: AppointmentDetail };
  [APPOINTMENT_SUBJECTS.listForDoctor]: { request: ActorQuery; reply: DoctorAppointment[] };
  [APPOINTMENT_SUBJECTS.listForUser]: { request: UserAppointmentsQuery; reply: UserAppointment[] };
  [APPOINTMENT_SUBJECTS.get]: { request: AppointmentQuery; reply: AppointmentDetail };
  [APPOINTMENT_SUBJECTS.consultedPatients]: { request: ActorQuery; reply: ConsultedPatient[] };
  [APPOINTMENT_SUBJECTS.consultedDoctors]: { request: ActorQuery; reply: ConsultedDoctor[] };
  [APPOINTMENT_SUBJECTS.consultedPatient]: { request: ConsultedPatientQuery; reply: ConsultedPatient };
  [APPOINTMENT_SUBJECTS.prescribe]: { request: PrescribeCommand; reply: AppointmentDetail };
  [APPOINTMENT_SUBJECTS.listNotes]: { request: NotesQuery; reply: DoctorNote[] };
  [APPOINTMENT_SUBJECTS.addNote]: { request: AddNoteCommand; reply: DoctorNote };
  [APPOINTMENT_SUBJECTS.participant]: { request: ParticipantQuery; reply: AppointmentParticipants };
  [APPOINTMENT_SUBJECTS.pairAllowed]: { request: PairQuery; reply: PairReply };
  [APPOINTMENT_SUBJECTS.consultingDoctors]: {
    request: ConsultingDoctorsQuery;
    reply: ConsultingDoctorsReply;
  };
}

/** Every event appointment-svc publishes. */
export type AppointmentEvents = {
  [S in (typeof APPOINTMENT_EVENTS)[keyof typeof APPOINTMENT_EVENTS]]: AppointmentChangedEvent;
};
