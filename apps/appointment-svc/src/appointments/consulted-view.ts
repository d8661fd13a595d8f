import {
  type ConsultedDoctor,
  type ConsultedPatient,
  type DoctorProfile,
  type Profile,
  type UserProfile,
} from '@vitalsync/contracts';

import { type Consultation } from './appointment-access';

const isPatient = (profile: Profile): profile is UserProfile => 'health_info' in profile;
const isDoctor = (profile: Profile): profile is DoctorProfile => 'professional_info' in profile;

/**
 * One entry per consultation, in the consultations' order; an account auth-svc no longer has is left out. Each
 * entry is built field by field from the contract: whatever else a profile carries, or gains later, stays out.
 */
const inConsultationOrder = <Person extends Profile, Entry>(
  consultations: readonly Consultation[],
  people: readonly Person[],
  entryOf: (person: Person, dateTime: string | null) => Entry,
): Entry[] => {
  const byId = new Map(people.map((person) => [person._id, person]));
  return consultations.flatMap(({ accountId, lastDateTime }) => {
    const person = byId.get(accountId);
    return person ? [entryOf(person, lastDateTime?.toISOString() ?? null)] : [];
  });
};

export const toConsultedPatients = (
  consultations: readonly Consultation[],
  profiles: readonly Profile[],
): ConsultedPatient[] =>
  inConsultationOrder(consultations, profiles.filter(isPatient), (profile, dateTime) => ({
    dateTime,
    user: {
      id: profile._id,
      profilePicture: profile.profilePicture,
      personal_info: profile.personal_info,
      health_info: profile.health_info,
      emergency_contact: profile.emergency_contact,
    },
  }));

export const toConsultedDoctors = (
  consultations: readonly Consultation[],
  profiles: readonly Profile[],
): ConsultedDoctor[] =>
  inConsultationOrder(consultations, profiles.filter(isDoctor), (profile, dateTime) => ({
    dateTime,
    doctor: {
      id: profile._id,
      profilePicture: profile.profilePicture,
      personal_info: profile.personal_info,
      professional_info: profile.professional_info,
    },
  }));
