/** Request/reply subjects answered by signaling-svc. */
export const CALL_SUBJECTS = {
  /** A socket arrives on a call page (or joins with its bare id, spec style): presence. */
  join: 'calls.join',
  /** A socket left (disconnect): presence gone, and its running call ended for the other party. */
  leave: 'calls.leave',
  /**
   * offer, answer, icecandidate, remote-busy or end-call from one participant to the other: checked, state kept,
   * relayed.
   */
  signal: 'calls.signal',
  /** The ICE servers (STUN, TURN with time-limited credentials) for a signed-in participant. */
  iceServers: 'calls.ice-servers',
} as const;

/** Events signaling-svc publishes; every gateway replica delivers them to the sockets it holds. */
export const CALL_EVENTS = {
  /** Deliver one /video-call event to every socket of one account. */
  deliver: 'call.deliver',
} as const;

/** Events gateways publish for signaling-svc. */
export const GATEWAY_EVENTS = {
  /** "I am alive and hold these sockets": presence of a gateway that stops announcing itself expires. */
  alive: 'gateway.alive',
} as const;

/** The Socket.IO namespace of docs/product/http-and-sockets.md#video-call-socket-video-call and its events. */
export const VIDEO_CALL_NAMESPACE = '/video-call';
export const VIDEO_SOCKET_EVENTS = {
  joinUser: 'join-user',
  offer: 'offer',
  answer: 'answer',
  icecandidate: 'icecandidate',
  endCall: 'end-call',
  callEnded: 'call-ended',
  remoteBusy: 'remote-busy',
  /** Beyond the spec: the other participant arrived on or left the call page. */
  presence: 'presence',
  /** Beyond the spec: an offer to someone who is not on the call page. */
  peerUnavailable: 'peer-unavailable',
  /** Beyond the spec: why an emit was refused. */
  callError: 'call-error',
} as const;

export type SignalKind = 'offer' | 'answer' | 'icecandidate' | 'remote-busy' | 'end-call';
export const SIGNAL_KINDS: readonly SignalKind[] = [
  'offer',
  'answer',
  'icecandidate',
  'remote-busy',
  'end-call',
];
