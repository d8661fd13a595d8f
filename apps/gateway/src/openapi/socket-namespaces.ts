import {
  LOGIN_REQUIRED_MESSAGE,
  CHAT_NAMESPACE,
  CHAT_SOCKET_EVENTS,
  NOTIFICATION_EVENTS,
  NOTIFICATIONS_NAMESPACE,
  VIDEO_CALL_NAMESPACE,
  VIDEO_SOCKET_EVENTS,
} from '@vitalsync/contracts';

import { SOCKET_IO_PATH } from '../realtime/socket-io.adapter';
import { contractRef } from './contract-schemas';
import { type ContractName } from './generated/contract-types';
import { type JsonSchema } from './json-schema';

interface ClientEvent {
  description: string;
  payload: JsonSchema;
  /** What the acknowledgement callback receives: `{status:'success', data}` or `{status:'error', message}`. */
  ack: JsonSchema;
}

interface ServerEvent {
  description: string;
  payload: JsonSchema;
}

export interface SocketNamespaceDescription {
  description: string;
  transports: readonly string[];
  /** Emitted by the client; the namespace answers each through the acknowledgement and never disconnects. */
  clientEvents: Readonly<Record<string, ClientEvent>>;
  /** Emitted by the server. */
  serverEvents: Readonly<Record<string, ServerEvent>>;
}

/** A refused emit's acknowledgement: the message the page shows (no page branches on a socket refusal). */
const ACK_REFUSAL: JsonSchema = {
  type: 'object',
  properties: { status: { const: 'error' }, message: { type: 'string' } },
  required: ['status', 'message'],
};

/** ChatAck<T> and CallAck<T> of the contracts: generic, so their schema is built here around T's. */
const ackOf = (data: ContractName): JsonSchema => ({
  oneOf: [
    {
      type: 'object',
      properties: { status: { const: 'success' }, data: contractRef(data) },
      required: ['status', 'data'],
    },
    ACK_REFUSAL,
  ],
});

const client = (description: string, payload: ContractName | JsonSchema, ack: ContractName): ClientEvent => ({
  description,
  payload: typeof payload === 'string' ? contractRef(payload) : payload,
  ack: ackOf(ack),
});

const server = (description: string, payload: ContractName): ServerEvent => ({
  description,
  payload: contractRef(payload),
});

const REFUSAL = 'Every refused emit is also told through this event, beside its acknowledgement.';

/**
 * The Socket.IO side of the API, beside the HTTP routes: OpenAPI has no words for events, so the document carries
 * it as the `x-socket-namespaces` extension (machine-readable, its payloads `$ref` the same contract schemas as the
 * routes) and as the description of the `realtime` tag (what Swagger UI shows). The gateway unit test checks that
 * every event a namespace subscribes to and every event name of the contracts is described here.
 */
export const SOCKET_NAMESPACES: Readonly<Record<string, SocketNamespaceDescription>> = {
  [CHAT_NAMESPACE]: {
    description: 'A doctor and a patient who share an appointment chat in real time.',
    transports: ['polling', 'websocket'],
    clientEvents: {
      [CHAT_SOCKET_EVENTS.joinUser]: client(
        'Join the chat with `remoteId`; `userId` must be the session’s own id.',
        'JoinUserPayload',
        'UserJoinedPayload',
      ),
      [CHAT_SOCKET_EVENTS.sendMessage]: client(
        'Send a message into a joined room; the acknowledgement carries it as stored.',
        'SendMessagePayload',
        'ChatMessage',
      ),
    },
    serverEvents: {
      [CHAT_SOCKET_EVENTS.userJoined]: server('The room was joined.', 'UserJoinedPayload'),
      [CHAT_SOCKET_EVENTS.receiveMessage]: server(
        'A message stored in a room this socket joined, its sender’s included.',
        'ReceiveMessagePayload',
      ),
      [CHAT_SOCKET_EVENTS.chatError]: server(`Why an emit was refused. ${REFUSAL}`, 'ChatErrorPayload'),
    },
  },
  [VIDEO_CALL_NAMESPACE]: {
    description:
      'WebRTC signalling between the two participants of an appointment; websocket transport only.',
    transports: ['websocket'],
    clientEvents: {
      [VIDEO_SOCKET_EVENTS.joinUser]: client(
        'Arrive on the call page: the own id, bare (the spec) or with the appointment.',
        { anyOf: [{ type: 'string' }, contractRef('JoinCallPayload')] },
        'CallJoined',
      ),
      [VIDEO_SOCKET_EVENTS.offer]: client('Call `remoteId`.', 'OfferPayload', 'SignalReply'),
      [VIDEO_SOCKET_EVENTS.answer]: client('Answer an offer.', 'AnswerPayload', 'SignalReply'),
      [VIDEO_SOCKET_EVENTS.icecandidate]: client(
        'Trickle one ICE candidate.',
        'IceCandidatePayload',
        'SignalReply',
      ),
      [VIDEO_SOCKET_EVENTS.remoteBusy]: client(
        'Refuse an offer of `to`: this page is in another call.',
        'RemoteBusySignalPayload',
        'SignalReply',
      ),
      [VIDEO_SOCKET_EVENTS.endCall]: client(
        'Hang up: the other participant is told the call ended.',
        'EndCallPayload',
        'SignalReply',
      ),
    },
    serverEvents: {
      [VIDEO_SOCKET_EVENTS.offer]: server('The other participant calls.', 'ReceivedOffer'),
      [VIDEO_SOCKET_EVENTS.answer]: server('The callee answered.', 'ReceivedAnswer'),
      [VIDEO_SOCKET_EVENTS.icecandidate]: server(
        'An ICE candidate of the other participant.',
        'ReceivedIceCandidate',
      ),
      [VIDEO_SOCKET_EVENTS.callEnded]: server(
        'The call ended: hung up, left, or its appointment was cancelled.',
        'CallEndedPayload',
      ),
      [VIDEO_SOCKET_EVENTS.remoteBusy]: server(
        'The callee is in another call: found by the server (no `from`), or said by the callee (`from`).',
        'RemoteBusyPayload',
      ),
      [VIDEO_SOCKET_EVENTS.peerUnavailable]: server(
        'The callee is not on the call page.',
        'PeerUnavailablePayload',
      ),
      [VIDEO_SOCKET_EVENTS.presence]: server(
        'The other participant arrived on or left the call page.',
        'PresencePayload',
      ),
      [VIDEO_SOCKET_EVENTS.callError]: server(`Why an emit was refused. ${REFUSAL}`, 'CallErrorPayload'),
    },
  },
  [NOTIFICATIONS_NAMESPACE]: {
    description:
      'Pushes to the signed-in account, server to client only: whatever a client emits is dropped.',
    transports: ['polling', 'websocket'],
    clientEvents: {},
    serverEvents: {
      [NOTIFICATION_EVENTS.appointment]: server(
        'An appointment of this account was booked, started, completed or cancelled.',
        'AppointmentNotification',
      ),
      [NOTIFICATION_EVENTS.chat]: server(
        'A chat message arrived for this account (ids only).',
        'ChatNotification',
      ),
      [NOTIFICATION_EVENTS.emergency]: server(
        'A patient this doctor consulted is in an emergency.',
        'EmergencyNotification',
      ),
    },
  },
};

/** The extension's value: where to connect, how it is authenticated, and the namespaces. */
export const socketApiDescription = () => ({
  path: SOCKET_IO_PATH,
  authentication:
    'The session cookie, checked at the handshake: a connection without a valid session is refused with ' +
    `connect_error "${LOGIN_REQUIRED_MESSAGE}". The root namespace refuses every client. Every refusal's ` +
    'error carries `data` (SocketRefusal): `{ reason, temporary, retryAfterMs? }`; `temporary: true` (reason ' +
    '"unavailable": sign-in could not be checked, a dependency is down) means connect again with backoff, ' +
    '`temporary: false` ("unauthenticated", "transport", "forbidden") means stop.',
  namespaces: SOCKET_NAMESPACES,
});

const eventLines = (events: Readonly<Record<string, { description: string }>>, arrow: string): string[] =>
  Object.entries(events).map(([event, { description }]) => `  - ${arrow} \`${event}\`: ${description}`);

/** The same description in Markdown, for the `realtime` tag Swagger UI shows. */
export const socketApiMarkdown = (): string =>
  [
    `Socket.IO at path \`${SOCKET_IO_PATH}\`, authenticated by the session cookie at the handshake. ` +
      'Payload and acknowledgement schemas: the `x-socket-namespaces` extension of this document.',
    '',
    ...Object.entries(SOCKET_NAMESPACES).flatMap(([namespace, description]) => [
      `- **\`${namespace}\`** (${description.transports.join(', ')}): ${description.description}`,
      ...eventLines(description.clientEvents, 'client → server'),
      ...eventLines(description.serverEvents, 'server → client'),
    ]),
  ].join('\n');
