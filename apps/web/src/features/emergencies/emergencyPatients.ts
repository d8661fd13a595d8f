import { clinicalAlertOf, type ConsultedPatient } from '@vitalsync/contracts';

import { isEmergency } from '../patients/patientFacts';

export interface EmergencyPatient {
  userId: string;
  fullName: string;
  /**
   * Existing medical conditions, else the alert's text, else "None"
   * (docs/product/screens-and-routes.md#doctor-notifications).
   */
  condition: string;
  /** The alert as a doctor reads it: the clinical line, not the patient's own instructions. */
  alert: string;
  phone: string;
  contactName: string;
  contactRelationship: string;
  contactPhone: string;
}

/** The consulted patients whose AI health alert marks an emergency, as the notifications page lists them. */
export const emergencyPatientsOf = (patients: readonly ConsultedPatient[]): EmergencyPatient[] =>
  patients
    .filter(({ user }) => isEmergency(user))
    .map(({ user }) => {
      const alert = clinicalAlertOf(
        user.health_info.ai_generated?.health_alert.alert ?? '',
        user.health_info.heartRate,
      );
      return {
        userId: user.id,
        fullName: user.personal_info.fullName,
        condition: user.health_info.existingMedicalConditions.trim() || alert || 'None',
        alert,
        phone: user.personal_info.phoneNumber,
        contactName: user.emergency_contact.emergencyContactName,
        contactRelationship: user.emergency_contact.emergencyContactRelationship,
        contactPhone: user.emergency_contact.emergencyContactPhone,
      };
    });
