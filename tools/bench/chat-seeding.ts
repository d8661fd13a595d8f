// The consulted pairs the chat bench relays between, made over HTTP as the web app makes them, and a /chat tab of
// each side of each pair, joined to its room.
import { connectChat, joinChat } from '@vitalsync/testing';

import { type SignedIn, book, inPool, signedIn } from './appointment-seeding';
import { slotCounter } from './appointment-slots';
import { type RelayPair } from './chat-relay-load';

/**
 * 500 consulted pairs of two accounts of their own: 500 doctors and 500 patients, each patient booked with one
 * doctor, so 1,000 tabs from 1,000 accounts. The /chat emit budget is kept per account (every tab of an account
 * spends the same points), so no account may hold more than its one tab.
 */
export const CHAT_PAIRS = 500;
/** Tabs each account opens: one, its side of its one pair. */
export const CHAT_TABS_PER_ACCOUNT = 1;
/** Pairs seeded at once, as many as the appointment bench's accounts: each signs up and logs in two, then books. */
const SEED_POOL = 4;
/** Pairs whose two tabs connect and join at once. */
const CONNECT_POOL = 20;

export interface ConsultedPair {
  doctor: SignedIn;
  patient: SignedIn;
}

/**
 * A new doctor and a new patient, the patient booked with the doctor at the next slot. One after the other: each
 * signup and login is a scrypt hash, and SEED_POOL of them at once already keep a 2-core machine busy (more queue
 * behind one another until a login outlasts the bus's deadline).
 */
const consultedPair = async (baseUrl: string, slot: () => string): Promise<ConsultedPair> => {
  const doctor = await signedIn(baseUrl, 'doctor');
  const patient = await signedIn(baseUrl, 'user');
  await book(patient, doctor.profile._id, slot());
  return { doctor, patient };
};

/** CHAT_PAIRS pairs, each of a doctor and a patient of its own with one appointment between them. */
export const seedConsultedPairs = async (baseUrl: string): Promise<ConsultedPair[]> => {
  const slot = slotCounter();
  const pairs: ConsultedPair[] = [];
  await inPool(CHAT_PAIRS, SEED_POOL, async () => void pairs.push(await consultedPair(baseUrl, slot)));
  return pairs;
};

/** A tab of `who` on the gateway at `baseUrl`, joined to its chat with `other`. */
const joinedTab = async (baseUrl: string, who: SignedIn, other: SignedIn) => {
  const socket = await connectChat(baseUrl, who.cookie);
  return { socket, roomId: await joinChat(socket, who.profile._id, other.profile._id) };
};

/**
 * One doctor tab and one patient tab per pair (CHAT_TABS_PER_ACCOUNT), each joined: the doctors' tabs on the
 * gateway at `doctorsUrl`, the patients' on the one at `patientsUrl` (the same address embedded; two replicas
 * distributed).
 */
export const joinedPairs = async (
  consulted: ConsultedPair[],
  doctorsUrl: string,
  patientsUrl: string,
): Promise<RelayPair[]> => {
  const pairs: RelayPair[] = [];
  await inPool(consulted.length, CONNECT_POOL, async (index) => {
    const pair = consulted[index];
    if (!pair) throw new Error(`no pair ${index}`);
    const doctorTab = await joinedTab(doctorsUrl, pair.doctor, pair.patient);
    const patientTab = await joinedTab(patientsUrl, pair.patient, pair.doctor);
    if (doctorTab.roomId !== patientTab.roomId)
      throw new Error('the two sides of a pair joined different rooms');
    pairs.push({ roomId: doctorTab.roomId, sides: [doctorTab.socket, patientTab.socket] });
  });
  return pairs;
};

export const closePairs = (pairs: RelayPair[]): void => {
  for (const { sides } of pairs) for (const socket of sides) socket.close();
};
