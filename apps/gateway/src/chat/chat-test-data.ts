import { type ChatMessage, type ChatRelayEvent } from '@vitalsync/contracts';

import { type SessionClaims } from '../sessions/session-token';

/** Ids and messages the chat unit tests share. */
export const DOCTOR_ID = '7a0c1d4e-0000-4000-8000-00000000000d';
export const PATIENT_ID = '7a0c1d4e-0000-4000-8000-00000000000b';
export const CHAT_ID = '7a0c1d4e-0000-4000-8000-0000000000c1';
export const MESSAGE_ID = '7a0c1d4e-0000-4000-8000-0000000000a1';

/** A session that expires at 2099-01-01. */
export const PATIENT_CLAIMS: SessionClaims = {
  id: PATIENT_ID,
  role: 'user',
  sessionId: 'session-1',
  expiresAt: Date.parse('2099-01-01T00:00:00.000Z'),
};

export const STORED_MESSAGE: ChatMessage = {
  _id: MESSAGE_ID,
  senderModel: 'user',
  content: 'Hello doctor',
  timestamp: '2098-06-01T10:00:00.000Z',
  seq: 1,
};

export const RELAY_EVENT: ChatRelayEvent = {
  chatId: CHAT_ID,
  doctorId: DOCTOR_ID,
  patientId: PATIENT_ID,
  message: STORED_MESSAGE,
};
