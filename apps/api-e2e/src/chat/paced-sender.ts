import {
  CHAT_SOCKET_EMITS_PER_WINDOW,
  type ChatMessage,
  type OutgoingChatMessage,
} from '@vitalsync/contracts';
import { type Participant, connectChat, joinChat, postMessage, sendOverSocket } from '@vitalsync/testing';
import { type Socket } from 'socket.io-client';

export type Channel = 'rest' | 'socket';

/** One message of a run and how it travels. */
export interface PlannedMessage {
  content: string;
  clientId: string;
  channel: Channel;
  /** Sent once more with the same client id over this channel, as after a lost acknowledgement. */
  resendOver?: Channel;
  /** Its `_id` emitted again over a socket once stored: relayed as stored, never stored twice. */
  relayById?: boolean;
}

/**
 * Socket sends a sender's plan may hold: with its tab's join, exactly the per-window emit limit, which every socket
 * of an account spends together. An account that never emits more than the limit in total is never refused,
 * however fast or slow the machine runs.
 */
export const SOCKET_SENDS_PER_SENDER = CHAT_SOCKET_EMITS_PER_WINDOW - 1;

const socketEmitsOf = (plan: PlannedMessage[]): number =>
  plan.reduce(
    (sum, m) =>
      sum + Number(m.channel === 'socket') + Number(m.resendOver === 'socket') + Number(m.relayById === true),
    0,
  );

/**
 * Sends a plan of messages as one participant, over REST and over one tab's socket, with at most `window`
 * messages awaiting their acknowledgement at once: acknowledgements pace it, never a timer.
 */
export class PacedSender {
  /** What each planned message was stored as, by its position in the plan. */
  readonly stored: Array<ChatMessage | undefined> = [];
  /** What the second send of a message answered, by position. */
  readonly resent = new Map<number, ChatMessage>();
  /** What relaying a message by its `_id` answered, by position. */
  readonly relayed = new Map<number, ChatMessage>();
  private storedCount = 0;
  private waiters: Array<() => void> = [];

  private constructor(
    private readonly sender: Participant,
    private readonly chatId: string,
    private readonly socket: Socket,
    private readonly plan: PlannedMessage[],
  ) {}

  /** Opens and joins the sender's tab; refuses a plan its account's emit budget could not carry. */
  static async open(
    baseUrl: string,
    sender: Participant,
    receiver: Participant,
    plan: PlannedMessage[],
  ): Promise<PacedSender> {
    const emits = socketEmitsOf(plan);
    if (emits > SOCKET_SENDS_PER_SENDER)
      throw new Error(
        `the plan needs ${emits} socket sends; one account may make ${SOCKET_SENDS_PER_SENDER}`,
      );
    const socket = await connectChat(baseUrl, sender.client.cookie);
    const chatId = await joinChat(socket, sender.id, receiver.id);
    return new PacedSender(sender, chatId, socket, plan);
  }

  get count(): number {
    return this.storedCount;
  }

  close(): void {
    this.socket.close();
  }

  /** Resolves once at least `count` planned messages are stored (the test's timeout bounds the wait). */
  async storedAtLeast(count: number): Promise<void> {
    while (this.storedCount < count) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  /** Sends the whole plan, `window` messages in flight at most. */
  async run(window: number): Promise<void> {
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < this.plan.length) await this.sendPlanned(next++);
    };
    await Promise.all(Array.from({ length: window }, worker));
  }

  private async sendPlanned(index: number): Promise<void> {
    const planned = this.plan[index];
    if (!planned) return;
    const outgoing = { content: planned.content, clientId: planned.clientId };
    const stored = await this.send(planned.channel, outgoing);
    this.stored[index] = stored;
    this.storedCount += 1;
    const waking = this.waiters;
    this.waiters = [];
    for (const wake of waking) wake();
    if (planned.resendOver) this.resent.set(index, await this.send(planned.resendOver, outgoing));
    if (planned.relayById) this.relayed.set(index, await this.send('socket', { _id: stored._id }));
  }

  private async send(channel: Channel, message: OutgoingChatMessage): Promise<ChatMessage> {
    if (channel === 'rest') {
      const response = await postMessage(this.sender.client, this.chatId, message);
      if (response.status < 200 || response.status > 299)
        throw new Error(`POST refused: ${response.status} ${response.raw}`);
      return response.body.message;
    }
    const ack = await sendOverSocket(this.socket, this.chatId, message);
    if (ack.status !== 'success') throw new Error(`send-message refused: ${ack.message}`);
    return ack.data;
  }
}
