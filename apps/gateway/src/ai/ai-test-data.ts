import { type HealthEmergencyEvent } from '@vitalsync/contracts';

import { type SessionClaims } from '../sessions/session-token';

/** Ids and sessions the ai unit tests share. */
export const PATIENT_ID = '7a0c1d4e-0000-4000-8000-0000000000b1';
export const DOCTOR_ID = '7a0c1d4e-0000-4000-8000-0000000000d1';
export const OTHER_DOCTOR_ID = '7a0c1d4e-0000-4000-8000-0000000000d2';

/** Sessions that expire at 2099-01-01. */
export const PATIENT_CLAIMS: SessionClaims = {
  id: PATIENT_ID,
  role: 'user',
  sessionId: 'session-patient',
  expiresAt: Date.parse('2099-01-01T00:00:00.000Z'),
};

export const DOCTOR_CLAIMS: SessionClaims = {
  id: DOCTOR_ID,
  role: 'doctor',
  sessionId: 'session-doctor',
  expiresAt: Date.parse('2099-01-01T00:00:00.000Z'),
};

export const EMERGENCY_EVENT: HealthEmergencyEvent = {
  patientId: PATIENT_ID,
  patientName: 'Ada Lovelace',
  alert: 'Heart rate 150 bpm is in the emergency range.',
  doctorIds: [DOCTOR_ID, OTHER_DOCTOR_ID],
  at: '2098-06-01T10:00:00.000Z',
};
