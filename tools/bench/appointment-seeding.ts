// The accounts and appointments the appointment bench reads, made over HTTP as the web app makes them.
import { type BookAppointmentRequest, type Profile, type Role } from '@vitalsync/contracts';
import { ApiClient, logIn, signUp } from '@vitalsync/testing';

import { BOOKING_REASON } from './appointment-baselines';

export const BOOK_PATH = '/api/dashboard/appointments/book';

export interface SignedIn {
  client: ApiClient;
  cookie: string;
  profile: Profile;
}

/** A new account of the role, logged in. */
export const signedIn = async (baseUrl: string, role: Role): Promise<SignedIn> => {
  const client = new ApiClient(baseUrl);
  const account = await signUp(client, role);
  const login = await logIn(client, account);
  if (login.status !== 200 || !client.cookie) throw new Error(`login failed: ${login.status} ${login.raw}`);
  return { client, cookie: client.cookie, profile: login.body['profile'] as Profile };
};

export const bookingRequest = (doctorId: string, dateTime: string): BookAppointmentRequest => ({
  doctorId,
  dateTime,
  type: 'video-call',
  reason: BOOKING_REASON,
});

/** Books `dateTime` with the doctor as the patient, from the site's own origin as the browser would. */
export const book = async (patient: SignedIn, doctorId: string, dateTime: string): Promise<void> => {
  const { client } = patient;
  const response = await client.request('POST', BOOK_PATH, {
    json: bookingRequest(doctorId, dateTime),
    headers: { origin: client.baseUrl },
  });
  if (response.status !== 201) throw new Error(`booking failed: ${response.status} ${response.raw}`);
};

/** `work(0 … count - 1)`, at most `size` at a time. */
export const inPool = async (
  count: number,
  size: number,
  work: (index: number) => Promise<void>,
): Promise<void> => {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: Math.min(size, count) }, worker));
};
