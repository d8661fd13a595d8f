import { type Actor } from '../session/role';
import {
  type EmergencyContact,
  type HealthInfo,
  type PersonalInfo,
  type ProfessionalInfo,
} from '../accounts/profile.types';
import { type AppointmentAction, type AppointmentStatus, type AppointmentType } from './appointment.limits';
import { type WeeklyHours } from './weekly-hours';

export interface Medicine {
  name: string;
  dosage: string;
  duration: string;
}

export interface Prescription {
  medicines: Medicine[];
  instructions: string;
}

/** Fields every appointment shape carries (docs/product/entities.md#appointment). dateTime is ISO UTC. */
export interface AppointmentBase {
  _id: string;
  dateTime: string;
  status: AppointmentStatus;
  type: AppointmentType;
  reason: string | null;
  prescription: Prescription | null;
}

export interface AppointmentUserRef {
  fullName: string;
  userId: string;
}

export interface AppointmentDoctorRef {
  fullName: string;
  doctorId: string;
}

/** An item of the doctor's list. */
export interface DoctorAppointment extends AppointmentBase {
  user: AppointmentUserRef;
}

/** An item of the patient's lists. */
export interface UserAppointment extends AppointmentBase {
  doctor: AppointmentDoctorRef;
}

/** The single-appointment read: both parties. */
export interface AppointmentDetail extends AppointmentBase {
  user: AppointmentUserRef;
  doctor: AppointmentDoctorRef;
}

/** POST /api/dashboard/appointments/book body. `type` "video" is read as "video-call". */
export interface BookAppointmentRequest {
  doctorId: string;
  dateTime: string;
  type: AppointmentType | 'video';
  reason?: string;
}

export interface BookAppointmentResponse {
  status: 'success';
  message: string;
  appointment: AppointmentDetail;
}

export interface AppointmentResponse {
  status: 'success';
  appointment: AppointmentDetail;
}

export interface DoctorAppointmentsResponse {
  status: 'success';
  appointments: DoctorAppointment[];
}

export interface UserAppointmentsResponse {
  status: 'success';
  appointments: UserAppointment[];
}

/** A doctor as the booking form lists them. */
export interface AvailableDoctor {
  _id: string;
  profilePicture: string | null;
  fullName: string;
  speciality: string;
  yearsOfExperience: number;
  availabilitySchedule: string;
  weeklyHours: WeeklyHours | null;
}

export interface AvailableDoctorsResponse {
  status: 'success';
  doctors: AvailableDoctor[];
}

/** GET /api/dashboard/appointments/slots?doctorId=&date=YYYY-MM-DD&timeZone= */
export interface SlotsQuery {
  doctorId: string;
  /** The viewer's calendar day, YYYY-MM-DD, in `timeZone`. */
  date: string;
  /** The viewer's IANA time zone; UTC when absent. */
  timeZone?: string;
}

export interface SlotsResponse {
  status: 'success';
  /** False: the doctor set no weekly hours, any future time is bookable and `slots` is empty. */
  hoursSet: boolean;
  /** Start of each free 30-minute slot of that day, ISO UTC, earliest first. */
  slots: string[];
}

export interface ConsultedPatientUser {
  id: string;
  profilePicture: string | null;
  personal_info: PersonalInfo;
  health_info: HealthInfo;
  emergency_contact: EmergencyContact;
}

/**
 * docs/product/entities.md#consulted-patients-and-doctors: one entry per patient; dateTime of the latest
 * non-cancelled appointment that has happened (the "Last Consultation"), null while every one is still to come.
 */
export interface ConsultedPatient {
  dateTime: string | null;
  user: ConsultedPatientUser;
}

export interface ConsultedDoctorInfo {
  id: string;
  profilePicture: string | null;
  personal_info: PersonalInfo;
  professional_info: ProfessionalInfo;
}

/** One entry per doctor; dateTime as for a consulted patient. */
export interface ConsultedDoctor {
  dateTime: string | null;
  doctor: ConsultedDoctorInfo;
}

export interface ConsultedPatientsResponse {
  status: 'success';
  consultedPatients: ConsultedPatient[];
}

/** GET /api/dashboard/appointments/consulted-patient?patientId= success body: one patient's detail. */
export interface ConsultedPatientResponse {
  status: 'success';
  consultedPatient: ConsultedPatient;
}

/** gateway → appointment-svc: one patient the doctor has consulted. */
export interface ConsultedPatientQuery {
  actor: Actor;
  patientId: string;
}

export interface ConsultedDoctorsResponse {
  status: 'success';
  consultedDoctors: ConsultedDoctor[];
}

/** PUT /api/dashboard/appointments/prescription?id= body. */
export type PrescriptionRequest = Prescription;

/** A doctor's private note on a patient they consulted. */
export interface DoctorNote {
  _id: string;
  patientId: string;
  text: string;
  createdAt: string;
}

/** POST /api/dashboard/appointments/notes body. */
export interface AddNoteRequest {
  patientId: string;
  text: string;
}

export interface DoctorNotesResponse {
  status: 'success';
  notes: DoctorNote[];
}

export interface DoctorNoteResponse {
  status: 'success';
  message: string;
  note: DoctorNote;
}

// gateway → appointment-svc commands and queries; the actor always comes from the session.

export interface BookAppointmentCommand {
  actor: Actor;
  booking: BookAppointmentRequest;
}

export interface SlotsCommand {
  actor: Actor;
  query: SlotsQuery;
}

export interface AppointmentTransitionCommand {
  actor: Actor;
  appointmentId: string;
  action: AppointmentAction;
}

export interface ActorQuery {
  actor: Actor;
}

export interface AppointmentQuery {
  actor: Actor;
  appointmentId: string;
}

export interface UserAppointmentsQuery {
  actor: Actor;
  /** Only status scheduled (GET user/scheduled). */
  scheduledOnly: boolean;
}

export interface PrescribeCommand {
  actor: Actor;
  appointmentId: string;
  prescription: Prescription;
}

export interface NotesQuery {
  actor: Actor;
  patientId: string;
}

export interface AddNoteCommand {
  actor: Actor;
  note: AddNoteRequest;
}

// The access component over the bus (internal: chat-svc, signaling-svc, ai-svc ask it).

export interface ParticipantQuery {
  appointmentId: string;
  accountId: string;
}

/** The appointment the account takes part in; refused with 403/404 otherwise. */
export interface AppointmentParticipants {
  appointmentId: string;
  doctorId: string;
  patientId: string;
  status: AppointmentStatus;
  dateTime: string;
}

export interface PairQuery {
  doctorId: string;
  patientId: string;
}

export interface PairReply {
  /** True when the two share a non-cancelled appointment. */
  allowed: boolean;
}

export interface ConsultingDoctorsQuery {
  patientId: string;
}

export interface ConsultingDoctorsReply {
  doctorIds: string[];
}
