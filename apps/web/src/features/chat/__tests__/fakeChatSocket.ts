import {
  type ChatAck,
  type ChatMessage,
  type JoinUserPayload,
  type SendMessagePayload,
  type UserJoinedPayload,
} from '@vitalsync/contracts';

import { type ChatSocket, type ChatSocketListeners } from '../chatSocket';

interface Emitted<P, T> {
  payload: P;
  ack: (reply: ChatAck<T>) => void;
}

/** A /chat connection the test drives: it connects, drops, refuses and answers exactly when told. */
export class FakeChatSocket implements ChatSocket {
  active = true;
  connected = false;
  closed = false;
  readonly joins: Emitted<JoinUserPayload, UserJoinedPayload>[] = [];
  readonly sends: Emitted<SendMessagePayload, ChatMessage>[] = [];
  private listeners: ChatSocketListeners | undefined;
  private listened = () => undefined as void;
  private wasClosed = () => undefined as void;
  /** Settles once the chat session listens to this socket. */
  readonly listening = new Promise<void>((resolve) => {
    this.listened = resolve;
  });
  /** Settles once the chat session closed this socket. */
  readonly closing = new Promise<void>((resolve) => {
    this.wasClosed = resolve;
  });

  listen = (listeners: ChatSocketListeners) => {
    this.listeners = listeners;
    this.listened();
  };

  join = (payload: JoinUserPayload, ack: (reply: ChatAck<UserJoinedPayload>) => void) => {
    this.joins.push({ payload, ack });
  };

  send = (payload: SendMessagePayload, ack: (reply: ChatAck<ChatMessage>) => void) => {
    this.sends.push({ payload, ack });
  };

  connect = () => {
    this.active = true;
  };

  close = () => {
    this.closed = true;
    this.wasClosed();
  };

  private get on(): ChatSocketListeners {
    if (!this.listeners) throw new Error('the chat session never listened to its socket');
    return this.listeners;
  }

  /** The server accepted the connection (a first one or a reconnection). */
  serverConnect() {
    this.active = true;
    this.connected = true;
    this.on.connect();
  }

  /** Accepts the latest join, as the gateway does: the acknowledgement and `user-joined`. */
  acceptJoin(roomId = 'chat-1') {
    const join = this.joins.at(-1);
    if (!join) throw new Error('nothing joined');
    join.ack({ status: 'success', data: { roomId } });
    this.on.joined({ roomId });
  }

  refuseJoin(message: string) {
    const join = this.joins.at(-1);
    if (!join) throw new Error('nothing joined');
    this.on.refused({ event: 'join-user', message });
    join.ack({ status: 'error', message });
  }

  /** The network went away; Socket.IO will reconnect by itself. */
  drop() {
    this.connected = false;
    this.on.disconnect('transport close');
  }

  /** The server closed the connection on purpose (signed out); Socket.IO does not reconnect then. */
  kick() {
    this.connected = false;
    this.active = false;
    this.on.disconnect('io server disconnect');
  }

  /** One attempt to connect failed (network): Socket.IO tries again by itself. */
  failAttempt(message: string) {
    this.on.connectError(message);
  }

  /** The handshake was refused (no session): Socket.IO gives up. */
  refuseHandshake(message: string) {
    this.active = false;
    this.on.connectError(message);
  }

  relay(message: ChatMessage, roomId = 'chat-1') {
    this.on.received({ message, roomId });
  }

  /** The client id send number `index` carried. */
  clientIdOf(index: number): string | undefined {
    const message = this.sends[index]?.payload.message;
    return typeof message === 'object' ? message.clientId : undefined;
  }

  /** Answers send number `index` (0 is the first) with its stored copy or a refusal. */
  answerSend(index: number, reply: ChatAck<ChatMessage>) {
    const send = this.sends[index];
    if (!send) throw new Error(`send ${index} was never emitted`);
    send.ack(reply);
  }
}
