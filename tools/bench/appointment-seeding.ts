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

/** Log-in attempts while seeding: a busy machine can make a password check outlast the bus's timeout (a 504). */
const LOGIN_ATTEMPTS = 3;

/** A new account of the role, logged in. */
export const signedIn = async (baseUrl: string, role: Role): Promise<SignedIn> => {
  const client = new ApiClient(baseUrl);
  const account = await signUp(client, role);
  for (let attempt = 1; ; attempt++) {
    const login = await logIn(client, account);
    if (login.status === 200 && client.cookie)
      return { client, cookie: client.cookie, profile: login.body['profile'] as Profile };
    // Seeding is not what is measured: a temporary refusal is tried again, anything else stops the bench.
    if (![503, 504].includes(login.status) || attempt === LOGIN_ATTEMPTS)
      throw new Error(`login failed: ${login.status} ${login.raw}`);
  }
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
