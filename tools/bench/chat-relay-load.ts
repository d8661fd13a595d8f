// The chat bench's load: messages sent over /chat sockets, each timed from its emit until the other participant's
// socket receives it, with a fixed number of messages in flight (a closed loop, as autocannon's connections are).
import {
  CHAT_SOCKET_EVENTS,
  type ChatAck,
  type ChatMessage,
  type ReceiveMessagePayload,
} from '@vitalsync/contracts';
import { type Socket } from 'socket.io-client';

/** Two sockets joined to one room: a doctor's tab and a patient's tab of one chat. */
export interface RelayPair {
  roomId: string;
  sides: readonly [Socket, Socket];
}

export interface RelayRound {
  messages: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Sends refused in their acknowledgement: each refusal's message with its count. */
  refusals: Map<string, number>;
}

/** A message of about the length people type in a chat. */
const CONTENT =
  'Good morning, doctor. The new tablets help, but I still feel dizzy after lunch. Should I take them earlier?';

/** No relay in this long means one was lost: the bench stops instead of hanging. */
const STALL_MS = 60_000;

const percentile = (sorted: number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

interface Pending {
  receiver: Socket;
  sentAt: number;
  done: (outcome: Outcome) => void;
}

/** A relay's latency in ms, or the message of the send's refusal. */
type Outcome = { latencyMs: number } | { refused: string };

/**
 * Sends over the pairs in turn: message n goes through pair n mod pairs, from one side on even passes over the
 * pairs and from the other on odd ones, so after every 2 × pairs messages each socket has sent exactly one.
 */
export class RelayLoad {
  private readonly pending = new Map<string, Pending>();
  private sent = 0;

  constructor(
    private readonly pairs: RelayPair[],
    /** Makes the client ids unique per load (the chat keeps one message per client id): letters, digits, - or _. */
    private readonly label: string,
  ) {
    for (const pair of pairs)
      for (const socket of pair.sides)
        socket.on(CHAT_SOCKET_EVENTS.receiveMessage, ({ message }: ReceiveMessagePayload) =>
          this.received(socket, message),
        );
  }

  get sockets(): number {
    return this.pairs.length * 2;
  }

  /** `count` messages, `inFlight` at a time; rejects when no relay arrives for STALL_MS. */
  async round(count: number, inFlight: number): Promise<RelayRound> {
    const latencies: number[] = [];
    const refusals = new Map<string, number>();
    let remaining = count;
    let completed = 0;
    const worker = async (): Promise<void> => {
      while (remaining > 0) {
        remaining -= 1;
        const outcome = await this.one();
        completed += 1;
        if ('latencyMs' in outcome) latencies.push(outcome.latencyMs);
        else refusals.set(outcome.refused, (refusals.get(outcome.refused) ?? 0) + 1);
      }
    };
    let stall: NodeJS.Timeout | undefined;
    const stalled = new Promise<never>((_, reject) => {
      let seen = -1;
      stall = setInterval(() => {
        if (completed === seen)
          reject(new Error(`no relay arrived for ${STALL_MS / 1000} s (${this.pending.size} awaited)`));
        seen = completed;
      }, STALL_MS);
    });
    const start = performance.now();
    try {
      await Promise.race([Promise.all(Array.from({ length: Math.min(inFlight, count) }, worker)), stalled]);
    } finally {
      clearInterval(stall);
    }
    const seconds = (performance.now() - start) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      messages: count,
      perSecond: latencies.length / seconds,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      refusals,
    };
  }

  /** Sends the next message; resolves with its relay latency, or the refusal. */
  private one(): Promise<Outcome> {
    const n = this.sent++;
    const pair = this.pairs[n % this.pairs.length];
    if (!pair) throw new Error('a relay load needs at least one pair');
    const from = Math.floor(n / this.pairs.length) % 2;
    const [sender, receiver] = from === 0 ? pair.sides : [pair.sides[1], pair.sides[0]];
    const clientId = `${this.label}-${n}`;
    return new Promise((resolve) => {
      this.pending.set(clientId, { receiver, sentAt: performance.now(), done: resolve });
      sender.emit(
        CHAT_SOCKET_EVENTS.sendMessage,
        { roomId: pair.roomId, message: { content: CONTENT, clientId } },
        (ack: ChatAck<ChatMessage>) => {
          if (ack.status === 'success') return;
          this.pending.delete(clientId);
          resolve({ refused: ack.message });
        },
      );
    });
  }

  private received(socket: Socket, message: ChatMessage): void {
    const pending = message.clientId ? this.pending.get(message.clientId) : undefined;
    // The room holds the sender's socket too: only the other participant's receipt counts.
    if (!pending || pending.receiver !== socket || !message.clientId) return;
    this.pending.delete(message.clientId);
    pending.done({ latencyMs: performance.now() - pending.sentAt });
  }
}
