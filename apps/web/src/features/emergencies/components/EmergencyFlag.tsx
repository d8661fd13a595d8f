import { type MantineSize } from '@mantine/core';

import { useIsEmergencyPatient } from '../hooks/useEmergencyPatients';

import { EmergencyBadge } from './EmergencyBadge';

/** The emergency flag beside a patient wherever a doctor meets them (chats, appointments); nothing otherwise. */
export const EmergencyFlag = ({ patientId, size }: { patientId: string; size?: MantineSize }) =>
  useIsEmergencyPatient(patientId) ? <EmergencyBadge size={size} /> : null;
