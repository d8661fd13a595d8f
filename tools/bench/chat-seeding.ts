// The consulted pairs the chat bench relays between, made over HTTP as the web app makes them, and a /chat tab of
// each side of each pair, joined to its room.
import { type Role } from '@vitalsync/contracts';
import { connectChat, joinChat } from '@vitalsync/testing';

import { type SignedIn, book, inPool, signedIn } from './appointment-seeding';
import { slotCounter } from './appointment-slots';
import { type RelayPair } from './chat-relay-load';

/** Every patient books every doctor: 20 × 25 = 500 consulted pairs from 45 accounts, so 1,000 tabs. */
export const CHAT_DOCTORS = 20;
export const CHAT_PATIENTS = 25;
/** Concurrent requests while seeding, as the appointment bench seeds. */
const SEED_POOL = 4;
/** Sockets connecting and joining at once. */
const CONNECT_POOL = 20;

export interface ChatAccounts {
  doctors: SignedIn[];
  patients: SignedIn[];
}

const accounts = async (baseUrl: string, role: Role, count: number): Promise<SignedIn[]> => {
  const made: SignedIn[] = [];
  await inPool(count, SEED_POOL, async () => void made.push(await signedIn(baseUrl, role)));
  return made;
};

/** The doctors and patients, every patient with one appointment with every doctor. */
export const seedConsultedPairs = async (baseUrl: string): Promise<ChatAccounts> => {
  const doctors = await accounts(baseUrl, 'doctor', CHAT_DOCTORS);
  const patients = await accounts(baseUrl, 'user', CHAT_PATIENTS);
  const slot = slotCounter();
  await inPool(CHAT_DOCTORS * CHAT_PATIENTS, SEED_POOL, (index) => {
    const doctor = doctors[Math.floor(index / CHAT_PATIENTS)];
    const patient = patients[index % CHAT_PATIENTS];
    if (!doctor || !patient) throw new Error(`no pair ${index}`);
    return book(patient, doctor.profile._id, slot());
  });
  return { doctors, patients };
};

/** A tab of `who` on the gateway at `baseUrl`, joined to its chat with `other`. */
const joinedTab = async (baseUrl: string, who: SignedIn, other: SignedIn) => {
  const socket = await connectChat(baseUrl, who.cookie);
  return { socket, roomId: await joinChat(socket, who.profile._id, other.profile._id) };
};

/**
 * One doctor tab and one patient tab per pair, each joined: the doctors' tabs on the gateway at `doctorsUrl`, the
 * patients' on the one at `patientsUrl` (the same address embedded; two replicas distributed).
 */
export const joinedPairs = async (
  { doctors, patients }: ChatAccounts,
  doctorsUrl: string,
  patientsUrl: string,
): Promise<RelayPair[]> => {
  const pairs: RelayPair[] = [];
  await inPool(doctors.length * patients.length, CONNECT_POOL, async (index) => {
    const doctor = doctors[Math.floor(index / patients.length)];
    const patient = patients[index % patients.length];
    if (!doctor || !patient) throw new Error(`no pair ${index}`);
    const doctorTab = await joinedTab(doctorsUrl, doctor, patient);
    const patientTab = await joinedTab(patientsUrl, patient, doctor);
    if (doctorTab.roomId !== patientTab.roomId)
      throw new Error('the two sides of a pair joined different rooms');
    pairs.push({ roomId: doctorTab.roomId, sides: [doctorTab.socket, patientTab.socket] });
  });
  return pairs;
};

export const closePairs = (pairs: RelayPair[]): void => {
  for (const { sides } of pairs) for (const socket of sides) socket.close();
};
