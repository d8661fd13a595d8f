import {
  type ChatAck,
  type ChatMessage,
  CHAT_NAMESPACE,
  CHAT_SOCKET_EVENTS,
  type ChatErrorPayload,
  type JoinUserPayload,
  type ReceiveMessagePayload,
  type SendMessagePayload,
  type UserJoinedPayload,
} from '@vitalsync/contracts';

import { reconnectAfterRefusal } from '../../realtime/reconnectAfterRefusal';
import { socketAddress } from '../../realtime/socketAddress';

import { ackOf, isChatError, isChatMessage, isJoined, isReceived } from './chatPayloads';

/** What the chat session hears from its connection, payloads already checked. */
export interface ChatSocketListeners {
  connect: () => void;
  /** `reason` as Socket.IO gives it (isClosedByServer tells when the server closed it on purpose). */
  disconnect: (reason: string) => void;
  /** The connection failed or was refused; `message` is the server's when it refused the handshake. */
  connectError: (message: string) => void;
  joined: (payload: UserJoinedPayload) => void;
  received: (payload: ReceiveMessagePayload) => void;
  refused: (payload: ChatErrorPayload) => void;
}

/**
 * The /chat connection as the chat session uses it (docs/product/http-and-sockets.md#chat-socket-chat), so tests
 * can stand in for it.
 */
export interface ChatSocket {
  /**
   * Still connecting or reconnecting on its own (also after a temporary refusal, an outage behind the server);
   * false once the server refused it for good (no session) or it was closed.
   */
  readonly active: boolean;
  readonly connected: boolean;
  listen: (listeners: ChatSocketListeners) => void;
  join: (payload: JoinUserPayload, ack: (reply: ChatAck<UserJoinedPayload>) => void) => void;
  send: (payload: SendMessagePayload, ack: (reply: ChatAck<ChatMessage>) => void) => void;
  connect: () => void;
  close: () => void;
}

/** How long an emit waits for the server's acknowledgement before the page says it was not sent. */
export const CHAT_ACK_TIMEOUT_MS = 10_000;

export const NO_ANSWER_MESSAGE = 'The chat did not answer in time. Try again.';

/**
 * docs/product/limits.md#socket-reconnection: reconnect after 1 s, growing up to 5 s, randomised by half; give a
 * connection 20 s.
 */
const RECONNECTION = {
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} as const;

/**
 * Opens /chat. socket.io-client is imported here, on first use, so only a page that shows a chat downloads it;
 * each chat view has its own connection (a namespace sharing another's polling transport can be refused). A
 * temporary refusal of the handshake is tried again with backoff (reconnectAfterRefusal).
 */
export const openChatSocket = async (): Promise<ChatSocket> => {
  const { io } = await import('socket.io-client');
  const { url, path } = socketAddress(CHAT_NAMESPACE);
  const socket = io(url, { path, withCredentials: true, forceNew: true, ...RECONNECTION });
  const retry = reconnectAfterRefusal(socket);
  const emitWithAck = <T>(
    event: string,
    payload: unknown,
    isData: (value: unknown) => value is T,
    ack: (reply: ChatAck<T>) => void,
  ) =>
    socket
      .timeout(CHAT_ACK_TIMEOUT_MS)
      .emit(event, payload, (error: Error | null, reply: unknown) =>
        ack(error ? { status: 'error', message: NO_ANSWER_MESSAGE } : ackOf(reply, isData)),
      );

  return {
    get active() {
      return socket.active || retry.retrying;
    },
    get connected() {
      return socket.connected;
    },
    listen: (listeners) => {
      socket.on('connect', listeners.connect);
      socket.on('disconnect', (reason: string) => listeners.disconnect(reason));
      socket.on('connect_error', (error: Error) => listeners.connectError(error.message));
      socket.on(CHAT_SOCKET_EVENTS.userJoined, (payload: unknown) => {
        if (isJoined(payload)) listeners.joined(payload);
      });
      socket.on(CHAT_SOCKET_EVENTS.receiveMessage, (payload: unknown) => {
        if (isReceived(payload)) listeners.received(payload);
      });
      socket.on(CHAT_SOCKET_EVENTS.chatError, (payload: unknown) => {
        if (isChatError(payload)) listeners.refused(payload);
      });
    },
    join: (payload, ack) => emitWithAck(CHAT_SOCKET_EVENTS.joinUser, payload, isJoined, ack),
    send: (payload, ack) => emitWithAck(CHAT_SOCKET_EVENTS.sendMessage, payload, isChatMessage, ack),
    connect: () => void socket.connect(),
    close: () => {
      retry.stop();
      socket.close();
    },
  };
};
