import { ForbiddenException, Injectable } from '@nestjs/common';
import { BusClient } from '@vitalsync/bus';
import {
  ACCOUNT_SUBJECTS,
  APPOINTMENT_SUBJECTS,
  type DoctorProfile,
  type Profile,
  PROFILES_BATCH_MAX,
  RECORD_EXPORT_MESSAGES,
  type UserProfile,
} from '@vitalsync/contracts';

import { type SessionClaims, actorOf } from '../sessions/session-token';
import { type PatientRecord } from './fhir/fhir-bundle';

const isUserProfile = (profile: Profile): profile is UserProfile => 'health_info' in profile;
const isDoctorProfile = (profile: Profile): profile is DoctorProfile => 'professional_info' in profile;

/**
 * Gathers one patient's record from the services that own it, in three bus requests whatever its size: the
 * profile and the appointments (both scoped to the caller by auth-svc and appointment-svc), then the profiles of
 * those appointments' doctors in one batch. The gateway composes it because the record spans two services and
 * neither should learn the other's data model; each service still decides what the caller may read.
 */
@Injectable()
export class PatientRecordSource {
  constructor(private readonly bus: BusClient) {}

  async read(claims: SessionClaims): Promise<PatientRecord> {
    const actor = actorOf(claims);
    const [profile, appointments] = await Promise.all([
      this.bus.request(ACCOUNT_SUBJECTS.getProfile, { actor }),
      this.bus.request(APPOINTMENT_SUBJECTS.listForUser, { actor, scheduledOnly: false }),
    ]);
    if (!isUserProfile(profile)) throw new ForbiddenException(RECORD_EXPORT_MESSAGES.patientsOnly);
    // Only the doctors of the patient's own appointments: nobody else's profile is ever asked for.
    const doctorIds = [...new Set(appointments.map(({ doctor }) => doctor.doctorId))];
    const batches: string[][] = [];
    for (let start = 0; start < doctorIds.length; start += PROFILES_BATCH_MAX)
      batches.push(doctorIds.slice(start, start + PROFILES_BATCH_MAX));
    const doctors = (
      await Promise.all(
        batches.map((ids) => this.bus.request(ACCOUNT_SUBJECTS.getManyProfiles, { ids, role: 'doctor' })),
      )
    )
      .flat()
      .filter(isDoctorProfile);
    return { profile, appointments, doctors };
  }
}
