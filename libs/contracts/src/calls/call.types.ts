import { type Actor } from '../session/role';
import { type SignalKind } from './call.subjects';

/** An RTCSessionDescriptionInit as it travels: its type and SDP text. */
export interface SessionDescription {
  type: 'offer' | 'answer' | 'pranswer' | 'rollback';
  sdp?: string;
}

/** An RTCIceCandidateInit as it travels. */
export interface IceCandidate {
  candidate: string;
  sdpMid?: string | null;
  sdpMLineIndex?: number | null;
  usernameFragment?: string | null;
}

// Socket payloads of /video-call (docs/product/http-and-sockets.md#video-call-socket-video-call). `from` is always
// set by the server from the session.

/** join-user: the spec sends the bare own id; the call page also names its appointment. */
export interface JoinCallPayload {
  userId: string;
  appointmentId?: string;
}

export interface OfferPayload {
  from?: string;
  remoteId: string;
  offer: SessionDescription;
}

export interface AnswerPayload {
  from?: string;
  to: string;
  answer: SessionDescription;
}

export interface IceCandidatePayload {
  candidate: IceCandidate | null;
  to: string;
}

export interface EndCallPayload {
  from?: string;
  to: string;
}

/** remote-busy from a client: it is in another call and refuses the offer of `to`. */
export interface RemoteBusySignalPayload {
  from?: string;
  to: string;
}

/** What a socket receives (server → client), `from` being the sender's account id. */
export interface ReceivedOffer {
  from: string;
  remoteId: string;
  offer: SessionDescription;
}
export interface ReceivedAnswer {
  from: string;
  to: string;
  answer: SessionDescription;
}
export interface ReceivedIceCandidate {
  from: string;
  to: string;
  candidate: IceCandidate | null;
}
export interface CallEndedPayload {
  from: string;
  /** Why: the other party ended it, left the page / lost the connection, or the appointment was cancelled. */
  reason: 'ended' | 'left' | 'cancelled';
}
/** The callee is in another call: found by the server (to the caller's socket) or said by the callee's client. */
export interface RemoteBusyPayload {
  remoteId: string;
  message: string;
  /** Only when the callee's client said it: the callee, as its session says. */
  from?: string;
}
/** A participant's client answered remote-busy: `from` and `remoteId` are that participant. */
export interface ReceivedRemoteBusy extends RemoteBusyPayload {
  from: string;
}
export interface PeerUnavailablePayload {
  remoteId: string;
  message: string;
}
export interface PresencePayload {
  appointmentId: string;
  accountId: string;
  present: boolean;
}
export interface CallErrorPayload {
  event: string;
  message: string;
}

/** The acknowledgement of every /video-call emit: its answer, or the refusal's message. */
export type CallAck<T> = { status: 'success'; data: T } | { status: 'error'; message: string };

/** The answer to join-user (ack and `joined`): the appointment's parties and whether the other one is here. */
export interface CallJoined {
  appointmentId?: string;
  doctorId?: string;
  patientId?: string;
  /** The other participant has the call page open now. */
  peerPresent: boolean;
}

/** GET /api/video-call/ice-servers */
export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}
export interface IceServersReply {
  iceServers: IceServer[];
  /** 'relay' forces every call through TURN (an operator's choice, and the relay test's). */
  iceTransportPolicy: 'all' | 'relay';
}
export interface IceServersResponse extends IceServersReply {
  status: 'success';
}

// Bus payloads (gateway → signaling-svc).

/** One socket of one gateway process. */
export interface CallConnection {
  gatewayId: string;
  socketId: string;
}

export interface JoinCallCommand {
  actor: Actor;
  connection: CallConnection;
  appointmentId?: string;
}

export interface LeaveCallCommand {
  actor: Actor;
  connection: CallConnection;
}

export interface SignalCommand {
  actor: Actor;
  connection: CallConnection;
  kind: SignalKind;
  /** The other participant's account id (offer's remoteId, the others' `to`). */
  to: string;
  /**
   * offer/answer: the description; icecandidate: the candidate (null: end of candidates); remote-busy and end-call:
   * absent.
   */
  data?: SessionDescription | IceCandidate | null;
}

/** What became of a signal: delivered, or the callee is busy / not on the page (the gateway tells the sender). */
export interface SignalReply {
  outcome: 'delivered' | 'busy' | 'unavailable';
}

export interface IceServersQuery {
  actor: Actor;
}

/** Event CALL_EVENTS.deliver: emit `event` with `payload` to every /video-call socket of `accountId`. */
export type CallDelivery =
  | { accountId: string; event: 'offer'; payload: ReceivedOffer }
  | { accountId: string; event: 'answer'; payload: ReceivedAnswer }
  | { accountId: string; event: 'icecandidate'; payload: ReceivedIceCandidate }
  | { accountId: string; event: 'remote-busy'; payload: ReceivedRemoteBusy }
  | { accountId: string; event: 'call-ended'; payload: CallEndedPayload }
  | { accountId: string; event: 'presence'; payload: PresencePayload };

/** Event GATEWAY_EVENTS.alive. */
export interface GatewayAliveEvent {
  gatewayId: string;
  at: string;
}
