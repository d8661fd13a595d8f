import { type ConsultedPatient, type ConsultedPatientUser } from '@vitalsync/contracts';

import { aPatientProfile } from '../../../testing/profiles';

type UserOverrides = Partial<Omit<ConsultedPatientUser, 'health_info'>> & {
  health_info?: Partial<ConsultedPatientUser['health_info']>;
};

/** A consulted patient as `GET consulted-patients` returns it (the fixture patient, Ada, by default). */
export const aConsultedPatient = (
  { health_info, ...user }: UserOverrides = {},
  dateTime: string | null = '2026-05-01T09:30:00.000Z',
): ConsultedPatient => {
  const profile = aPatientProfile();
  return {
    dateTime,
    user: {
      id: 'u1',
      profilePicture: null,
      personal_info: profile.personal_info,
      emergency_contact: profile.emergency_contact,
      ...user,
      health_info: { ...profile.health_info, ...health_info },
    },
  };
};

export const anEmergencyPatient = (): ConsultedPatient =>
  aConsultedPatient(
    {
      id: 'u2',
      personal_info: {
        fullName: 'Bruno Critical',
        email: 'bruno@example.com',
        phoneNumber: '+15550222',
        dateOfBirth: '1961-02-03',
        gender: 'Male',
      },
      emergency_contact: {
        emergencyContactName: 'Clara Critical',
        emergencyContactRelationship: 'Wife',
        emergencyContactPhone: '+15550223',
      },
      health_info: {
        existingMedicalConditions: 'Atrial fibrillation',
        ai_generated: {
          health_summary: 'Heart rate far above the normal range.',
          health_alert: { alert: 'Heart rate of 140 bpm: seek care now.', emergency: true },
          lifestyle_tips: [],
        },
      },
    },
    '2026-04-20T15:00:00.000Z',
  );

export const consultedPatientsReply = (consultedPatients: ConsultedPatient[]) => ({
  status: 200,
  body: { status: 'success', consultedPatients },
});
