import { type EmergencyNotification, type HealthEmergencyEvent } from '@vitalsync/contracts';

export interface AddressedEmergency {
  doctorId: string;
  notification: EmergencyNotification;
}

/**
 * One toast per consulting doctor, each saying who and what, never to whom else it went. A doctor listed twice
 * gets it once.
 */
export const emergencyNotifications = (event: HealthEmergencyEvent): AddressedEmergency[] => {
  const notification: EmergencyNotification = {
    patientId: event.patientId,
    patientName: event.patientName,
    alert: event.alert,
    at: event.at,
  };
  return [...new Set(event.doctorIds)].map((doctorId) => ({ doctorId, notification }));
};
