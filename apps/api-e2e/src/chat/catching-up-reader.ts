import { isDeepStrictEqual } from 'node:util';

import {
  CHAT_PAGE_MAX,
  CHAT_SOCKET_EVENTS,
  type ChatMessage,
  type ReceiveMessagePayload,
} from '@vitalsync/contracts';
import { type Participant, allMessages, connectChat, joinChat, openChat } from '@vitalsync/testing';
import { type Socket } from 'socket.io-client';

/**
 * A chat reader that behaves as the chat page does: it keeps messages by `_id`, and on every (re)connect takes
 * the newest message it holds BEFORE joining, joins, then pages everything after that message (following
 * `hasMore`) while live `receive-message`s merge in. Joining first means a message stored after the page was
 * read still arrives live; reading after the join means one stored before the join is in a page.
 *
 * "The newest message it holds" is the newest one with no gap before it (every seq below it held): two sends
 * stored at once may be relayed in the other order, so at the moment of a disconnect the reader can hold seq
 * n + 1 without n. Paging after n + 1 would lose n for good; seq is gapless so the gap shows.
 */
export class CatchingUpReader {
  private readonly byId = new Map<string, ChatMessage>();
  private readonly bySeq = new Map<number, ChatMessage>();
  /** Every seq from 1 to this one is held. */
  private gaplessUpTo = 0;
  private socket: Socket | undefined;
  private waiters: Array<() => void> = [];
  /** The room the last join answered (the chat's id). */
  roomId: string | undefined;
  /** Messages first seen in a page rather than live: what the reconnects recovered. */
  recoveredFromPages = 0;
  /** Deliveries of a message already held, dropped by `_id`. */
  duplicates = 0;
  /** What broke the reader's expectations: a duplicate that differs, two ids on one seq, a page with a gap. */
  readonly problems: string[] = [];

  constructor(
    private readonly baseUrl: string,
    private readonly reader: Participant,
    private readonly counterpart: Participant,
  ) {}

  get count(): number {
    return this.byId.size;
  }

  /** What the page shows: the held messages in seq order. */
  messages(): ChatMessage[] {
    return [...this.byId.values()].sort((a, b) => a.seq - b.seq);
  }

  /** The seqs from 1 to `upTo` it does not hold. */
  missing(upTo: number): number[] {
    return Array.from({ length: upTo }, (_, i) => i + 1).filter((seq) => !this.bySeq.has(seq));
  }

  async connect(): Promise<void> {
    const anchor = this.bySeq.get(this.gaplessUpTo);
    const socket = await connectChat(this.baseUrl, this.reader.client.cookie);
    this.socket = socket;
    socket.on(CHAT_SOCKET_EVENTS.receiveMessage, ({ message, roomId }: ReceiveMessagePayload) => {
      if (roomId === this.roomId) this.merge([message], 'live');
    });
    this.roomId = await joinChat(socket, this.reader.id, this.counterpart.id);
    await this.catchUp(anchor);
  }

  disconnect(): void {
    this.socket?.disconnect();
    this.socket = undefined;
  }

  close(): void {
    this.disconnect();
  }

  /** Resolves once the reader holds at least `count` messages (the test's timeout bounds the wait). */
  async holding(count: number): Promise<void> {
    while (this.byId.size < count) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  private pair(): [doctorId: string, userId: string] {
    return this.reader.role === 'doctor'
      ? [this.reader.id, this.counterpart.id]
      : [this.counterpart.id, this.reader.id];
  }

  private async catchUp(anchor: ChatMessage | undefined): Promise<void> {
    const [doctorId, userId] = this.pair();
    if (!anchor) {
      this.merge(await allMessages(this.reader.client, doctorId, userId), 'page');
      return;
    }
    let after = anchor;
    for (;;) {
      const response = await openChat(this.reader.client, doctorId, userId, {
        after: after._id,
        limit: CHAT_PAGE_MAX,
      });
      if (response.status !== 200) throw new Error(`history failed: ${response.status} ${response.raw}`);
      const { messages, hasMore } = response.body.chats;
      messages.forEach((message, index) => {
        if (message.seq !== after.seq + 1 + index)
          this.problems.push(`page after seq ${after.seq} has seq ${message.seq} at position ${index}`);
      });
      this.merge(messages, 'page');
      const last = messages.at(-1);
      if (!hasMore || !last) return;
      after = last;
    }
  }

  private merge(messages: ChatMessage[], source: 'live' | 'page'): void {
    for (const message of messages) {
      const held = this.byId.get(message._id);
      if (held) {
        this.duplicates += 1;
        if (!isDeepStrictEqual(held, message))
          this.problems.push(`message ${message._id} came back different`);
        continue;
      }
      if (this.bySeq.has(message.seq)) this.problems.push(`two messages have seq ${message.seq}`);
      this.byId.set(message._id, message);
      this.bySeq.set(message.seq, message);
      if (source === 'page') this.recoveredFromPages += 1;
    }
    while (this.bySeq.has(this.gaplessUpTo + 1)) this.gaplessUpTo += 1;
    const waking = this.waiters;
    this.waiters = [];
    for (const wake of waking) wake();
  }
}
