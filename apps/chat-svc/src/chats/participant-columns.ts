import { type Role } from '@vitalsync/contracts';

import { chats } from './chats.schema';

type ParticipantColumn = typeof chats.doctorId | typeof chats.patientId;

/** The column holding an account of this role: a doctor is a chat's doctor, a patient (role user) its patient. */
export const participantColumn = (role: Role): ParticipantColumn =>
  role === 'doctor' ? chats.doctorId : chats.patientId;

/** The column holding the other participant of an account of this role. */
export const counterpartColumn = (role: Role): ParticipantColumn =>
  role === 'doctor' ? chats.patientId : chats.doctorId;
