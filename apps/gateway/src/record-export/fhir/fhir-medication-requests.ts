import {
  type FhirAppointment,
  type FhirMedicationRequest,
  type FhirPatient,
  type Medicine,
  type UserAppointment,
} from '@vitalsync/contracts';

import { nameBasedUuid, referenceTo } from './fhir-ids';

/** "500 mg for 7 days", from whichever of the two the doctor filled in. */
const dosageText = ({ dosage, duration }: Medicine): string =>
  [dosage.trim(), duration.trim() ? `for ${duration.trim()}` : ''].filter(Boolean).join(' ');

/**
 * One MedicationRequest per medicine of each prescription: the medicine as the doctor wrote it, dosage and
 * duration, the special instructions, the doctor as requester and the appointment it was written in. Its status
 * is "unknown": VitalSync does not track whether a course was taken, finished or stopped.
 */
export const toFhirMedicationRequests = (
  appointments: readonly UserAppointment[],
  patient: FhirPatient,
  fhirAppointments: readonly FhirAppointment[],
): FhirMedicationRequest[] => {
  const byId = new Map(fhirAppointments.map((appointment) => [appointment.id, appointment]));
  return appointments.flatMap((appointment) => {
    const { prescription } = appointment;
    const fhirAppointment = byId.get(appointment._id.toLowerCase());
    if (!prescription || !fhirAppointment) return [];
    const doctor = fhirAppointment.participant.find(({ actor }) => actor.type === 'Practitioner')?.actor;
    const instructions = prescription.instructions.trim();
    return prescription.medicines.map((medicine, index) => {
      const dosage = dosageText(medicine);
      return {
        resourceType: 'MedicationRequest' as const,
        id: nameBasedUuid(patient.id, `medication|${fhirAppointment.id}|${index}`),
        status: 'unknown' as const,
        intent: 'order' as const,
        medicationCodeableConcept: { text: medicine.name.trim() },
        subject: referenceTo(patient),
        ...(doctor ? { requester: doctor } : {}),
        supportingInformation: [referenceTo(fhirAppointment)],
        ...(dosage || instructions
          ? {
              dosageInstruction: [
                {
                  text: dosage || instructions,
                  ...(instructions ? { patientInstruction: instructions } : {}),
                },
              ],
            }
          : {}),
      };
    });
  });
};
