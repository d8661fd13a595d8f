import {
  type ChatAck,
  type ChatErrorPayload,
  type ChatMessage,
  type ReceiveMessagePayload,
  type UserJoinedPayload,
} from '@vitalsync/contracts';

/** Shown when the chat server answers something the page cannot read (a version mismatch, a proxy's page). */
export const UNREADABLE_ANSWER_MESSAGE =
  'The chat answered in a way this page does not understand. Reload it.';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

// Socket payloads come from the network: each is checked before the page trusts its shape.

export const isChatMessage = (value: unknown): value is ChatMessage =>
  isRecord(value) &&
  typeof value._id === 'string' &&
  (value.senderModel === 'doctor' || value.senderModel === 'user') &&
  typeof value.content === 'string' &&
  typeof value.timestamp === 'string' &&
  typeof value.seq === 'number' &&
  (value.clientId === undefined || typeof value.clientId === 'string');

export const isJoined = (value: unknown): value is UserJoinedPayload =>
  isRecord(value) && typeof value.roomId === 'string';

export const isReceived = (value: unknown): value is ReceiveMessagePayload =>
  isRecord(value) && typeof value.roomId === 'string' && isChatMessage(value.message);

export const isChatError = (value: unknown): value is ChatErrorPayload =>
  isRecord(value) && typeof value.event === 'string' && typeof value.message === 'string';

/** An acknowledgement read as `ChatAck<T>`; anything else is an error the reader is told about. */
export const ackOf = <T>(reply: unknown, isData: (value: unknown) => value is T): ChatAck<T> => {
  if (isRecord(reply) && reply.status === 'success' && isData(reply.data)) {
    return { status: 'success', data: reply.data };
  }
  if (isRecord(reply) && reply.status === 'error' && typeof reply.message === 'string') {
    return { status: 'error', message: reply.message };
  }
  return { status: 'error', message: UNREADABLE_ANSWER_MESSAGE };
};
