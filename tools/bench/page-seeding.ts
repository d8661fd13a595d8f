// The people and records the page measurements open: a patient with readings, a chat and a video appointment with a
// doctor, so every page shows what it shows a real user (lists, charts, a call) rather than its empty state.
import { type CallingPair, callingPair, openChat, postMessage, savedHealth } from '@vitalsync/testing';

export interface SeededPages {
  pair: CallingPair;
  /** The patient's session cookie (`name=value`). */
  patientCookie: string;
  doctorCookie: string;
}

const READINGS = [
  { weight: 72, height: 175, heartRate: 70 },
  { weight: 71, height: 175, heartRate: 74 },
  { weight: 70, height: 175, heartRate: 68 },
] as const;

const cookieOf = (cookie: string | undefined, role: string): string => {
  if (!cookie) throw new Error(`the ${role} has no session cookie`);
  return cookie;
};

export const seedPages = async (baseUrl: string): Promise<SeededPages> => {
  const pair = await callingPair(baseUrl);
  for (const reading of READINGS) await savedHealth(pair.patient.client, reading);
  const chat = await openChat(pair.patient.client, pair.doctor.id, pair.patient.id);
  if (chat.status !== 200) throw new Error(`opening the chat failed: ${chat.status} ${chat.raw}`);
  const chatId = chat.body.chats._id;
  await postMessage(pair.patient.client, chatId, 'Good morning, doctor.');
  await postMessage(pair.doctor.client, chatId, 'Good morning. How are you feeling today?');
  return {
    pair,
    patientCookie: cookieOf(pair.patient.client.cookie, 'patient'),
    doctorCookie: cookieOf(pair.doctor.client.cookie, 'doctor'),
  };
};
