import { useMemo } from 'react';

import { selectCurrRole, useAppSelector } from '../../../app/hooks';
import { useGetConsultedPatientsQuery } from '../../appointments/api';
import { type EmergencyPatient, emergencyPatientsOf } from '../emergencyPatients';

/**
 * The signed-in doctor's consulted patients who are an emergency now, from the list the doctor's pages already
 * load (and the /notifications push patches at once); none in a patient's session, which never asks for it.
 */
export const useEmergencyPatients = (): readonly EmergencyPatient[] => {
  const doctor = useAppSelector(selectCurrRole) === 'doctor';
  const { data } = useGetConsultedPatientsQuery(undefined, { skip: !doctor });
  return useMemo(() => emergencyPatientsOf(data?.consultedPatients ?? []), [data]);
};

/** Whether this person is one of the doctor's emergency patients (always false in a patient's session). */
export const useIsEmergencyPatient = (patientId: string): boolean =>
  useEmergencyPatients().some(({ userId }) => userId === patientId);
