import { randomBytes } from 'node:crypto';

import {
  type AppointmentAction,
  type AppointmentDetail,
  type AppointmentResponse,
  type AppointmentType,
  type BookAppointmentRequest,
  type BookAppointmentResponse,
  type LoginResponse,
  type Prescription,
  type Role,
} from '@vitalsync/contracts';

import { ApiClient, type ApiResponse, type RequestOptions } from './api-client';
import { type Account, logIn, requiredSignupFiles, signUp, validSignupFields } from './signup-forms';

export const APPOINTMENTS_PATH = '/api/dashboard/appointments';

/**
 * A Monday far enough ahead that no test depends on today's date. Tests build their times on it with `at` and
 * give every test accounts of its own, so their bookings never meet.
 */
export const FAR_FUTURE_MONDAY = '2099-03-02';

/** ISO UTC time of `HH:mm` on a YYYY-MM-DD day. */
export const at = (day: string, time: string): string => `${day}T${time}:00.000Z`;

/** A signed-in account, with what other people see of it. */
export interface Participant {
  role: Role;
  id: string;
  fullName: string;
  account: Account;
  client: ApiClient;
}

/** Names differ per account, so a test can tell whose name a notification carries. */
export const uniqueFullName = (role: Role): string =>
  `${role === 'doctor' ? 'Doctor' : 'Patient'} ${randomBytes(4).toString('hex')}`;

/** Signs up an account of the role (doctors with a licence) under its own name and logs it in. */
export const signedInParticipant = async (
  baseUrl: string,
  role: Role,
  fullName = uniqueFullName(role),
): Promise<Participant> => {
  const client = new ApiClient(baseUrl);
  const account = await signUp(client, role, requiredSignupFiles(role), {
    ...validSignupFields(role),
    'personal_info.fullName': fullName,
  });
  const login = await logIn(client, account);
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.raw}`);
  const { profile } = login.body as unknown as LoginResponse;
  return { role, id: profile._id, fullName, account, client };
};

/** POST book with any body, valid or not: tests of refusals send what a form never would. */
export const bookAppointment = <T = Record<string, unknown>>(
  client: ApiClient,
  booking: Partial<BookAppointmentRequest> | Record<string, unknown>,
): Promise<ApiResponse<T>> => client.post<T>(`${APPOINTMENTS_PATH}/book`, { json: booking });

/** The patient's appointment with the doctor at `dateTime`, booked; throws unless the booking was accepted. */
export const bookedAppointment = async (
  patient: Participant,
  doctor: Participant,
  dateTime: string,
  type: AppointmentType = 'chat',
): Promise<AppointmentDetail> => {
  const response = await bookAppointment<BookAppointmentResponse>(patient.client, {
    doctorId: doctor.id,
    dateTime,
    type,
  });
  if (response.status !== 201) throw new Error(`booking failed: ${response.status} ${response.raw}`);
  return response.body.appointment;
};

/** GET one appointment by id, as whoever the client is signed in as. */
export const readAppointment = <T = AppointmentResponse>(
  client: ApiClient,
  appointmentId: string,
): Promise<ApiResponse<T>> =>
  client.get<T>(`${APPOINTMENTS_PATH}/appointment?id=${encodeURIComponent(appointmentId)}`);

/** PUT the appointment's prescription. */
export const prescribeAppointment = <T = AppointmentResponse>(
  client: ApiClient,
  appointmentId: string,
  prescription: Prescription,
): Promise<ApiResponse<T>> =>
  client.request<T>('PUT', `${APPOINTMENTS_PATH}/prescription?id=${encodeURIComponent(appointmentId)}`, {
    json: prescription,
  });

/** PUT start, complete or cancel; `options` carries whatever body a client sends along, if any. */
export const changeAppointment = <T = Record<string, unknown>>(
  client: ApiClient,
  action: AppointmentAction,
  appointmentId: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> =>
  client.request<T>('PUT', `${APPOINTMENTS_PATH}/${action}?id=${encodeURIComponent(appointmentId)}`, options);

/**
 * Several participants, signed up one after the other: each signup hashes a password, and a burst of them on a
 * busy machine can outlast the bus deadline.
 */
export const signedInParticipants = async <Roles extends readonly Role[]>(
  baseUrl: string,
  roles: Roles,
): Promise<{ [Index in keyof Roles]: Participant }> => {
  const participants: Participant[] = [];
  for (const role of roles) participants.push(await signedInParticipant(baseUrl, role));
  return participants as { [Index in keyof Roles]: Participant };
};
