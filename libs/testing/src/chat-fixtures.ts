import {
  type AppointmentDetail,
  CHAT_NAMESPACE,
  CHAT_SOCKET_EVENTS,
  type ChatAck,
  type ChatErrorPayload,
  type ChatHistoryResponse,
  type ChatMessage,
  type ChatPageQuery,
  type ChatSummariesResponse,
  type MarkChatReadResponse,
  type OutgoingChatMessage,
  type PostChatMessageResponse,
  type ReceiveMessagePayload,
  type UserJoinedPayload,
} from '@vitalsync/contracts';
import { type Socket } from 'socket.io-client';

import { type ApiClient, type ApiResponse } from './api-client';
import {
  FAR_FUTURE_MONDAY,
  type Participant,
  at,
  bookedAppointment,
  signedInParticipants,
} from './appointment-fixtures';
import { SocketInbox } from './notification-socket';
import { connectSocket } from './socket-connection';

export const CHATS_PATH = '/api/dashboard/chats';

/** What a test may send as `message`: the text, an OutgoingChatMessage, or whatever a hostile client sends. */
export type SentMessage = OutgoingChatMessage | string | number | boolean | object | null;

/** A doctor and a patient who may chat: the patient booked an appointment with the doctor. */
export interface ConsultedPair {
  doctor: Participant;
  patient: Participant;
  appointment: AppointmentDetail;
}

/** Signs up a doctor and a patient (one after the other) and books the patient an appointment with the doctor. */
export const consultedPair = async (
  baseUrl: string,
  dateTime = at(FAR_FUTURE_MONDAY, '09:00'),
): Promise<ConsultedPair> => {
  const [doctor, patient] = await signedInParticipants(baseUrl, ['doctor', 'user'] as const);
  const appointment = await bookedAppointment(patient, doctor, dateTime);
  return { doctor, patient, appointment };
};

const queryOf = (params: Record<string, string | number | undefined>): string =>
  Object.entries(params)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');

/** GET one page of the pair's chat (creating the chat on first use), as whoever the client is signed in as. */
export const openChat = <T = ChatHistoryResponse>(
  client: ApiClient,
  doctorId: string,
  userId: string,
  page: ChatPageQuery = {},
): Promise<ApiResponse<T>> =>
  client.get<T>(`${CHATS_PATH}/?${queryOf({ doctor: doctorId, user: userId, ...page })}`);

/** POST a message (any `chatId`, so refusals can be tested too). */
export const postMessage = <T = PostChatMessageResponse>(
  client: ApiClient,
  chatId: unknown,
  message: SentMessage,
): Promise<ApiResponse<T>> => client.post<T>(`${CHATS_PATH}/`, { json: { chatId, message } });

/** PUT read: the reader has seen everything up to `messageId`. */
export const markChatRead = <T = MarkChatReadResponse>(
  client: ApiClient,
  chatId: unknown,
  messageId: unknown,
): Promise<ApiResponse<T>> => client.request<T>('PUT', `${CHATS_PATH}/read`, { json: { chatId, messageId } });

/** GET the caller's conversations with their unread counts. */
export const chatSummaries = <T = ChatSummariesResponse>(client: ApiClient): Promise<ApiResponse<T>> =>
  client.get<T>(`${CHATS_PATH}/summaries`);

/** Every message of a chat, oldest first, read page by page backwards from the newest. */
export const allMessages = async (
  client: ApiClient,
  doctorId: string,
  userId: string,
): Promise<ChatMessage[]> => {
  const messages: ChatMessage[] = [];
  let before: string | undefined;
  for (;;) {
    const response = await openChat(client, doctorId, userId, { before, limit: 200 });
    if (response.status !== 200) throw new Error(`history failed: ${response.status} ${response.raw}`);
    const { messages: page, hasMore } = response.body.chats;
    messages.unshift(...page);
    if (!hasMore || page.length === 0) return messages;
    before = page[0]?._id;
  }
};

/** A /chat socket with its own connection for the session of `cookie` (see connectSocket). */
export const connectChat = (baseUrl: string, cookie?: string): Promise<Socket> =>
  connectSocket(baseUrl, CHAT_NAMESPACE, { cookie });

/** Emits any payload on /chat and resolves with the server's acknowledgement, for tests of refusals too. */
export const emitChat = <T>(socket: Socket, event: string, payload: unknown): Promise<ChatAck<T>> =>
  socket.emitWithAck(event, payload) as Promise<ChatAck<T>>;

/** Joins the pair's room and resolves with the room id; throws with the server's message on a refusal. */
export const joinChat = async (socket: Socket, userId: string, remoteId: string): Promise<string> => {
  const ack = await emitChat<UserJoinedPayload>(socket, CHAT_SOCKET_EVENTS.joinUser, { userId, remoteId });
  if (ack.status !== 'success') throw new Error(`join refused: ${ack.message}`);
  return ack.data.roomId;
};

/** Sends a message over the socket and resolves with the acknowledgement (the stored message on success). */
export const sendOverSocket = (
  socket: Socket,
  roomId: string,
  message: SentMessage,
): Promise<ChatAck<ChatMessage>> =>
  emitChat<ChatMessage>(socket, CHAT_SOCKET_EVENTS.sendMessage, { roomId, message });

/** Every `receive-message` a socket gets, in order. */
export const messagesFrom = (socket: Socket): SocketInbox<ReceiveMessagePayload> =>
  new SocketInbox<ReceiveMessagePayload>(socket, CHAT_SOCKET_EVENTS.receiveMessage);

/** Every `chat-error` a socket gets, in order. */
export const chatErrorsFrom = (socket: Socket): SocketInbox<ChatErrorPayload> =>
  new SocketInbox<ChatErrorPayload>(socket, CHAT_SOCKET_EVENTS.chatError);

/**
 * The first `count` deliveries of the message with this `_id`, once that many came: deliveries of earlier
 * messages that arrive late never stand in for it.
 */
export const deliveriesOf = async (
  inbox: SocketInbox<ReceiveMessagePayload>,
  messageId: string,
  count = 1,
): Promise<ReceiveMessagePayload[]> => {
  for (let seen = 1; ; seen += 1) {
    const matching = (await inbox.first(seen)).filter((payload) => payload.message._id === messageId);
    if (matching.length >= count) return matching.slice(0, count);
  }
};
