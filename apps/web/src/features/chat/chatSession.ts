import { type ChatPage, type ChatPageQuery, CHAT_PAGE_MAX, type ChatMessage } from '@vitalsync/contracts';

import { failureMessage } from '../../app/apiError';
import { isClosedByServer } from '../../realtime/closedByServer';
import { ExternalStore } from '../../realtime/externalStore';

import { type ChatSocket } from './chatSocket';
import {
  type ChatAction,
  chatReducer,
  type ChatState,
  initialChatState,
  newestStoredId,
  nextToSend,
  oldestStoredId,
} from './chatStore';

/**
 * connecting: never joined yet; connected: joined and caught up; reconnecting: the connection dropped and comes
 * back by itself; refused: the server said no (not allowed, signed out) and only "Try again" may help.
 */
export type ChatConnection = 'connecting' | 'connected' | 'reconnecting' | 'refused';

export interface ChatSnapshot {
  chat: ChatState;
  connection: ChatConnection;
  /** Why the connection was refused, in the server's words. */
  refusal?: string;
  /** The chat's id (the room), once joined. */
  chatId?: string;
  /** Messages could not be loaded; the page offers to try again. */
  historyError?: string;
  loadingOlder: boolean;
}

export interface ChatSessionOptions {
  ownId: string;
  remoteId: string;
  openSocket: () => Promise<ChatSocket>;
  /** One page of this pair's chat (GET /dashboard/chats/). */
  fetchPage: (page: ChatPageQuery) => Promise<ChatPage>;
  newClientId: () => string;
  now: () => Date;
}

export const SIGNED_OUT_MESSAGE = 'The chat connection was closed. Log in again if you were signed out.';

/** Older history comes in pages of this many messages. */
const OLDER_PAGE = 50;

/**
 * One open conversation: its /chat connection, its messages and the reader's queue. On every (re)connection it
 * notes the newest message held, joins the room and then asks for everything after that message, so nothing
 * committed while it was away is missed; relays heard meanwhile merge by `_id`. Messages are sent one at a time,
 * in order, each with its client id, so a resend after a lost acknowledgement is stored once.
 */
export class ChatSession {
  private readonly store = new ExternalStore<ChatSnapshot>({
    chat: initialChatState,
    connection: 'connecting',
    loadingOlder: false,
  });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private socket: ChatSocket | undefined;
  private closed = false;
  /** Counts connections, so answers meant for an earlier one are recognised and dropped. */
  private connectionNumber = 0;
  private joinedConnection = -1;
  private newestAtJoin: string | undefined;

  constructor(private readonly options: ChatSessionOptions) {}

  start(): void {
    this.options.openSocket().then(
      (socket) => {
        if (this.closed) return socket.close();
        this.socket = socket;
        socket.listen({
          connect: () => this.onConnect(),
          disconnect: (reason) => this.onDisconnect(reason),
          connectError: (message) => this.onConnectError(message),
          joined: ({ roomId }) => this.onJoined(this.connectionNumber, roomId),
          received: ({ roomId, message }) => {
            if (roomId === this.snapshot.chatId) this.dispatch({ type: 'stored', messages: [message] });
          },
          refused: ({ event, message }) => {
            if (event === 'join-user') this.refuse(message);
          },
        });
      },
      (error: unknown) => this.refuse(failureMessage(error)),
    );
  }

  close(): void {
    this.closed = true;
    this.socket?.close();
    this.store.unsubscribeAll();
  }

  /** Queues a message the caller has already checked; it goes out as soon as the chat is connected. */
  send(content: string): void {
    this.dispatch({
      type: 'queued',
      message: {
        clientId: this.options.newClientId(),
        content,
        createdAt: this.options.now().toISOString(),
        status: 'queued',
      },
    });
    this.flush();
  }

  retry(clientId: string): void {
    this.dispatch({ type: 'retried', clientId });
    this.flush();
  }

  discard(clientId: string): void {
    this.dispatch({ type: 'discarded', clientId });
  }

  /** After a refusal: join or connect again (the reader may have signed in again, or booked an appointment). */
  reconnect(): void {
    if (!this.socket || this.snapshot.connection !== 'refused') return;
    this.store.set({ connection: 'reconnecting', refusal: undefined });
    if (this.socket.connected) this.onConnect();
    else this.socket.connect();
  }

  /** After a failed catch-up: ask again for everything after the newest message held. */
  retryHistory(): void {
    if (this.snapshot.connection !== 'connected') return;
    void this.catchUp(this.connectionNumber, newestStoredId(this.snapshot.chat));
  }

  async loadOlder(): Promise<void> {
    const before = oldestStoredId(this.snapshot.chat);
    if (this.snapshot.loadingOlder || !this.snapshot.chat.hasOlder || !before) return;
    this.store.set({ loadingOlder: true });
    try {
      const page = await this.options.fetchPage({ before, limit: OLDER_PAGE });
      this.dispatch({ type: 'olderLoaded', messages: page.messages, hasMore: page.hasMore });
      this.store.set({ loadingOlder: false, historyError: undefined });
    } catch (error) {
      this.store.set({ loadingOlder: false, historyError: failureMessage(error) });
    }
  }

  private onConnect(): void {
    this.connectionNumber += 1;
    const connection = this.connectionNumber;
    // Noted before joining: anything stored after it, even while the join is under way, is asked for once joined.
    this.newestAtJoin = newestStoredId(this.snapshot.chat);
    this.socket?.join({ userId: this.options.ownId, remoteId: this.options.remoteId }, (reply) => {
      if (connection !== this.connectionNumber) return;
      if (reply.status === 'success') this.onJoined(connection, reply.data.roomId);
      else this.refuse(reply.message);
    });
  }

  /** The room is joined (told by the acknowledgement and by `user-joined`: whichever comes first counts). */
  private onJoined(connection: number, roomId: string): void {
    if (this.closed || this.joinedConnection === connection) return;
    this.joinedConnection = connection;
    this.store.set({ chatId: roomId, refusal: undefined });
    void this.catchUp(connection, this.newestAtJoin).then(() => {
      if (connection !== this.connectionNumber || this.closed || this.snapshot.connection === 'refused')
        return;
      this.store.set({ connection: 'connected' });
      this.flush();
    });
  }

  /** Everything after `after` (200 at a time, until the server has no more), or the newest page on first join. */
  private async catchUp(connection: number, after: string | undefined): Promise<void> {
    try {
      if (!after) {
        const page = await this.options.fetchPage({});
        this.dispatch({ type: 'newestLoaded', messages: page.messages, hasMore: page.hasMore });
      } else {
        let cursor: string | undefined = after;
        while (cursor && connection === this.connectionNumber && !this.closed) {
          const page = await this.options.fetchPage({ after: cursor, limit: CHAT_PAGE_MAX });
          this.dispatch({ type: 'stored', messages: page.messages });
          cursor = page.hasMore ? page.messages.at(-1)?._id : undefined;
        }
      }
      this.store.set({ historyError: undefined });
    } catch (error) {
      this.store.set({ historyError: failureMessage(error) });
    }
  }

  private onDisconnect(reason: string): void {
    this.connectionNumber += 1;
    this.dispatch({ type: 'requeued' });
    if (isClosedByServer(reason)) this.refuse(SIGNED_OUT_MESSAGE);
    else if (this.snapshot.connection !== 'refused') this.store.set({ connection: 'reconnecting' });
  }

  private onConnectError(message: string): void {
    if (this.socket?.active) {
      if (this.snapshot.connection === 'connected') this.store.set({ connection: 'reconnecting' });
      return;
    }
    this.refuse(message);
  }

  private refuse(message: string): void {
    this.store.set({ connection: 'refused', refusal: message });
  }

  /** Emits the next queued message once connected; its answer sends the one after. */
  private flush(): void {
    const { connection, chatId, chat } = this.snapshot;
    const next = nextToSend(chat);
    if (!this.socket || connection !== 'connected' || !chatId || !next) return;
    const sentOn = this.connectionNumber;
    this.dispatch({ type: 'sending', clientId: next.clientId });
    this.socket.send(
      { roomId: chatId, message: { content: next.content, clientId: next.clientId } },
      (reply) => this.onSent(sentOn, next.clientId, reply.status === 'success' ? reply.data : reply.message),
    );
  }

  private onSent(sentOn: number, clientId: string, result: ChatMessage | string): void {
    if (this.closed) return;
    if (typeof result !== 'string') this.dispatch({ type: 'stored', messages: [result] });
    // An error from a connection that has since dropped is no refusal: the message was queued again.
    else if (sentOn === this.connectionNumber) this.dispatch({ type: 'refused', clientId, problem: result });
    this.flush();
  }

  private dispatch(action: ChatAction): void {
    const chat = chatReducer(this.snapshot.chat, action);
    if (chat !== this.snapshot.chat) this.store.set({ chat });
  }

  private get snapshot(): ChatSnapshot {
    return this.store.getSnapshot();
  }
}
