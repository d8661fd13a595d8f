import {
  type CallAck,
  type CallErrorPayload,
  type CallJoined,
  type IceCandidate,
  type SessionDescription,
  VIDEO_CALL_NAMESPACE,
  VIDEO_SOCKET_EVENTS,
} from '@vitalsync/contracts';
import { type Socket } from 'socket.io-client';

import {
  FAR_FUTURE_MONDAY,
  type Participant,
  at,
  bookedAppointment,
  signedInParticipants,
} from './appointment-fixtures';
import { SocketInbox } from './notification-socket';
import { type SocketOptions, connectSocket } from './socket-connection';

export const ICE_SERVERS_PATH = '/api/video-call/ice-servers';

/** Descriptions and a candidate as a browser would send them; the server relays them without reading the SDP. */
export const SAMPLE_OFFER: SessionDescription = {
  type: 'offer',
  sdp: 'v=0\r\no=- 1 1 IN IP4 127.0.0.1\r\ns=-\r\n',
};
export const SAMPLE_ANSWER: SessionDescription = {
  type: 'answer',
  sdp: 'v=0\r\no=- 2 1 IN IP4 127.0.0.1\r\ns=-\r\n',
};
export const SAMPLE_CANDIDATE: IceCandidate = {
  candidate: 'candidate:1 1 udp 2122260223 192.0.2.10 54400 typ host',
  sdpMid: '0',
  sdpMLineIndex: 0,
  usernameFragment: 'abcd',
};

/** A doctor and a patient who may call each other: the patient booked them a video call. */
export interface CallingPair {
  doctor: Participant;
  patient: Participant;
  appointmentId: string;
}

/** Signs up a doctor and a patient (one after the other) and books the patient a video call with the doctor. */
export const callingPair = async (baseUrl: string, time = '09:00'): Promise<CallingPair> => {
  const [doctor, patient] = await signedInParticipants(baseUrl, ['doctor', 'user'] as const);
  const appointment = await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, time), 'video-call');
  return { doctor, patient, appointmentId: appointment._id };
};

/** Another patient of `doctor` with a video call of their own at `time`. */
export const anotherPatientOf = async (
  baseUrl: string,
  doctor: Participant,
  time: string,
): Promise<CallingPair> => {
  const [patient] = await signedInParticipants(baseUrl, ['user'] as const);
  const appointment = await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, time), 'video-call');
  return { doctor, patient, appointmentId: appointment._id };
};

/** A /video-call socket with its own connection for the session of `cookie` (websocket unless told otherwise). */
export const connectCall = (
  baseUrl: string,
  cookie?: string,
  transports?: SocketOptions['transports'],
): Promise<Socket> => connectSocket(baseUrl, VIDEO_CALL_NAMESPACE, { cookie, transports });

/** Emits any payload on /video-call and resolves with the server's acknowledgement, for refusals too. */
export const emitCall = <T>(socket: Socket, event: string, payload: unknown): Promise<CallAck<T>> =>
  socket.emitWithAck(event, payload) as Promise<CallAck<T>>;

/** join-user (the call page's form with an appointment, or the spec's bare id); throws on a refusal. */
export const joinCall = async (
  socket: Socket,
  userId: string,
  appointmentId?: string,
): Promise<CallJoined> => {
  const payload = appointmentId === undefined ? userId : { userId, appointmentId };
  const ack = await emitCall<CallJoined>(socket, VIDEO_SOCKET_EVENTS.joinUser, payload);
  if (ack.status !== 'success') throw new Error(`join refused: ${ack.message}`);
  return ack.data;
};

/** Every payload a /video-call socket receives on one event, in order. */
export const callEventsFrom = <T>(socket: Socket, event: string): SocketInbox<T> =>
  new SocketInbox<T>(socket, event);

/** Every `call-error` a socket gets, in order. */
export const callErrorsFrom = (socket: Socket): SocketInbox<CallErrorPayload> =>
  callEventsFrom<CallErrorPayload>(socket, VIDEO_SOCKET_EVENTS.callError);

/** A participant's call page: its socket, joined to the appointment's call (or with the bare id). */
export interface CallPage {
  who: Participant;
  socket: Socket;
  joined: CallJoined;
}

/** Opens `who`'s call page on the gateway at `baseUrl` and joins it; `sockets` collects it for closing. */
export const openCallPage = async (
  baseUrl: string,
  who: Participant,
  appointmentId: string | undefined,
  sockets: Socket[],
): Promise<CallPage> => {
  const socket = await connectCall(baseUrl, who.client.cookie);
  sockets.push(socket);
  return { who, socket, joined: await joinCall(socket, who.id, appointmentId) };
};
