import {
  type DoctorProfile,
  type FhirBundle,
  type FhirResource,
  type UserAppointment,
  type UserProfile,
} from '@vitalsync/contracts';

import { toFhirAllergies } from './fhir-allergies';
import { toFhirAppointments } from './fhir-appointments';
import { toFhirConditions } from './fhir-conditions';
import { fullUrlOf, nameBasedUuid } from './fhir-ids';
import { toFhirMedicationRequests } from './fhir-medication-requests';
import { toFhirObservations } from './fhir-observations';
import { toFhirPatient } from './fhir-patient';
import { toFhirPractitioners } from './fhir-practitioners';

/** Everything of one patient that goes into their record, as the services return it. */
export interface PatientRecord {
  profile: UserProfile;
  /** The patient's own appointments, every status. */
  appointments: readonly UserAppointment[];
  /** The profiles of those appointments' doctors (name and speciality are all that is read). */
  doctors: readonly DoctorProfile[];
}

/**
 * The patient's record as one FHIR R4 collection Bundle: the Patient first, then readings, allergies, conditions,
 * the doctors, appointments and prescriptions. Every entry's fullUrl is `urn:uuid:<id>` and every reference points
 * at one of them. Pure: the same record and time give the same bytes.
 */
export const toFhirBundle = (record: PatientRecord, exportedAt: Date): FhirBundle => {
  const { profile, appointments, doctors } = record;
  const patient = toFhirPatient(profile);
  const health = profile.health_info;
  const practitioners = toFhirPractitioners(appointments, doctors);
  const fhirAppointments = toFhirAppointments(appointments, patient, practitioners);
  const resources: FhirResource[] = [
    patient,
    ...toFhirObservations(health, patient),
    ...toFhirAllergies(health.knownAllergies, patient),
    ...toFhirConditions(health.existingMedicalConditions, health.medicalHistory, patient),
    ...practitioners,
    ...fhirAppointments,
    ...toFhirMedicationRequests(appointments, patient, fhirAppointments),
  ];
  const timestamp = exportedAt.toISOString();
  return {
    resourceType: 'Bundle',
    id: nameBasedUuid(patient.id, `bundle|${timestamp}`),
    meta: { lastUpdated: timestamp },
    type: 'collection',
    timestamp,
    entry: resources.map((resource) => ({ fullUrl: fullUrlOf(resource.id), resource })),
  };
};
