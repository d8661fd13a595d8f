import { ApiClient } from './api-client';
import {
  at,
  bookedAppointment,
  FAR_FUTURE_MONDAY,
  type Participant,
  signedInParticipants,
} from './appointment-fixtures';

/**
 * The five callers every route's access tests ask (brief: owner, other patient, consulted doctor, other doctor,
 * anonymous): the owner has an appointment with the doctor, the other patient one with the other doctor, so each
 * doctor has consulted exactly one of the two patients.
 */
export interface AccessCast {
  owner: Participant;
  /** Consulted the owner (a booked appointment at `time`). */
  doctor: Participant;
  otherPatient: Participant;
  /** Consulted the other patient only. */
  otherDoctor: Participant;
  anonymous: ApiClient;
}

export const accessCast = async (baseUrl: string, time = '09:00'): Promise<AccessCast> => {
  const [owner, doctor, otherPatient, otherDoctor] = await signedInParticipants(baseUrl, [
    'user',
    'doctor',
    'user',
    'doctor',
  ] as const);
  await bookedAppointment(owner, doctor, at(FAR_FUTURE_MONDAY, time));
  await bookedAppointment(otherPatient, otherDoctor, at(FAR_FUTURE_MONDAY, time));
  return { owner, doctor, otherPatient, otherDoctor, anonymous: new ApiClient(baseUrl) };
};
