import {
  APPOINTMENT_MINUTES,
  type AppointmentStatus,
  type AppointmentType,
  type FhirAppointment,
  type FhirAppointmentStatus,
  type FhirPatient,
  type FhirPractitioner,
  type UserAppointment,
} from '@vitalsync/contracts';

import { referenceTo } from './fhir-ids';

/** Our lifecycle in R4 appointmentstatus terms. */
export const FHIR_APPOINTMENT_STATUS: Readonly<Record<AppointmentStatus, FhirAppointmentStatus>> = {
  scheduled: 'booked',
  'in-progress': 'arrived',
  completed: 'fulfilled',
  cancelled: 'cancelled',
};

const SERVICE: Readonly<Record<AppointmentType, string>> = {
  'video-call': 'Video consultation',
  chat: 'Chat consultation',
};

/**
 * One Appointment per appointment of the patient, whatever its status: start and end (every appointment lasts
 * APPOINTMENT_MINUTES), the kind of consultation, the patient's reason, and both participants as references into
 * the bundle. `practitioners` must hold each appointment's doctor (toFhirPractitioners).
 */
export const toFhirAppointments = (
  appointments: readonly UserAppointment[],
  patient: FhirPatient,
  practitioners: readonly FhirPractitioner[],
): FhirAppointment[] => {
  const byId = new Map(practitioners.map((practitioner) => [practitioner.id, practitioner]));
  return appointments.map((appointment) => {
    const practitioner = byId.get(appointment.doctor.doctorId.toLowerCase());
    if (!practitioner) throw new Error(`No Practitioner for the doctor of appointment ${appointment._id}`);
    const start = new Date(appointment.dateTime);
    const reason = appointment.reason?.trim();
    return {
      resourceType: 'Appointment',
      id: appointment._id.toLowerCase(),
      status: FHIR_APPOINTMENT_STATUS[appointment.status],
      serviceType: [{ text: SERVICE[appointment.type] }],
      ...(reason ? { reasonCode: [{ text: reason }] } : {}),
      start: start.toISOString(),
      end: new Date(start.getTime() + APPOINTMENT_MINUTES * 60_000).toISOString(),
      minutesDuration: APPOINTMENT_MINUTES,
      participant: [
        { actor: referenceTo(patient), status: 'accepted' },
        { actor: referenceTo(practitioner), status: 'accepted' },
      ],
    };
  });
};
