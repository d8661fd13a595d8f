import { type SessionClaims } from '../sessions/session-token';

/** Ids the call unit tests share. */
export const DOCTOR_ID = '7a0c1d4e-0000-4000-8000-00000000001d';
export const PATIENT_ID = '7a0c1d4e-0000-4000-8000-00000000001b';
export const APPOINTMENT_ID = '7a0c1d4e-0000-4000-8000-0000000000a9';
export const GATEWAY_UUID = '7a0c1d4e-0000-4000-8000-0000000000f1';

/** A patient's session that expires at 2099-01-01. */
export const PATIENT_CLAIMS: SessionClaims = {
  id: PATIENT_ID,
  role: 'user',
  sessionId: 'session-1',
  expiresAt: Date.parse('2099-01-01T00:00:00.000Z'),
};

export const OFFER = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } as const;
export const CANDIDATE = {
  candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host',
  sdpMid: '0',
  sdpMLineIndex: 0,
};
