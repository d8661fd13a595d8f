import {
  type CallEndedPayload,
  type CallErrorPayload,
  type CallJoined,
  type IceCandidate,
  type PeerUnavailablePayload,
  type PresencePayload,
  type ReceivedAnswer,
  type ReceivedIceCandidate,
  type ReceivedOffer,
  type RemoteBusyPayload,
  type SessionDescription,
} from '@vitalsync/contracts';

// Socket payloads come from the network: each is checked before the call page trusts its shape.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const DESCRIPTION_TYPES: readonly unknown[] = ['offer', 'answer', 'pranswer', 'rollback'];

const isDescription = (value: unknown): value is SessionDescription =>
  isRecord(value) &&
  DESCRIPTION_TYPES.includes(value.type) &&
  (value.sdp === undefined || typeof value.sdp === 'string');

const isCandidate = (value: unknown): value is IceCandidate =>
  isRecord(value) && typeof value.candidate === 'string';

const isMessage = (value: unknown): value is { remoteId: string; message: string } =>
  isRecord(value) && typeof value.remoteId === 'string' && typeof value.message === 'string';

export const isOffer = (value: unknown): value is ReceivedOffer =>
  isRecord(value) && typeof value.from === 'string' && isDescription(value.offer);

export const isAnswer = (value: unknown): value is ReceivedAnswer =>
  isRecord(value) && typeof value.from === 'string' && isDescription(value.answer);

export const isIceCandidate = (value: unknown): value is ReceivedIceCandidate =>
  isRecord(value) &&
  typeof value.from === 'string' &&
  (value.candidate === null || isCandidate(value.candidate));

const CALL_ENDED_REASONS: readonly CallEndedPayload['reason'][] = ['ended', 'left', 'cancelled'];

export const isCallEnded = (value: unknown): value is CallEndedPayload =>
  isRecord(value) &&
  typeof value.from === 'string' &&
  (CALL_ENDED_REASONS as readonly unknown[]).includes(value.reason);

export const isRemoteBusy = (value: unknown): value is RemoteBusyPayload => isMessage(value);

export const isPeerUnavailable = (value: unknown): value is PeerUnavailablePayload => isMessage(value);

export const isPresence = (value: unknown): value is PresencePayload =>
  isRecord(value) && typeof value.accountId === 'string' && typeof value.present === 'boolean';

export const isCallError = (value: unknown): value is CallErrorPayload =>
  isRecord(value) && typeof value.event === 'string' && typeof value.message === 'string';

export const isCallJoined = (value: unknown): value is CallJoined =>
  isRecord(value) && typeof value.peerPresent === 'boolean';

/** Shown when the server answers the join in a way this page cannot read (a version mismatch, a proxy's page). */
export const UNREADABLE_JOIN_MESSAGE =
  'The call service answered in a way this page does not understand. Reload it.';

/** The join's acknowledgement: `{status, data}` like the chat's, or the bare `CallJoined`. */
export const joinReplyOf = (reply: unknown): CallJoined | string => {
  if (isRecord(reply) && reply.status === 'success' && isCallJoined(reply.data)) return reply.data;
  if (isRecord(reply) && reply.status === 'error' && typeof reply.message === 'string') return reply.message;
  if (isCallJoined(reply)) return reply;
  return UNREADABLE_JOIN_MESSAGE;
};
