import { type EditableHealthInfo, type ProfileUpdatedEvent } from '@vitalsync/contracts';

/** profile.updated of a patient as auth-svc publishes it after a save. */
export const patientUpdated = (
  accountId: string,
  version: number,
  health: Partial<EditableHealthInfo>,
  fullName = 'Ada Lovelace',
): ProfileUpdatedEvent => ({
  accountId,
  role: 'user',
  card: { fullName, profilePicture: null },
  health_info: {
    height: 175,
    weight: 70,
    heartRate: 72,
    bloodGroup: 'O+',
    knownAllergies: '',
    existingMedicalConditions: '',
    ...health,
  },
  version,
  at: new Date(Date.UTC(2030, 0, 1, 0, 0, version)).toISOString(),
});
