import { type PostChatMessageResponse } from '@vitalsync/contracts';
import { type ApiClient, type Participant, logIn, postMessage, PROFILE_PATH } from '@vitalsync/testing';

export type LoadOperation = 'profile read' | 'message post' | 'login';

/** What one request of the load got: its status, or the error of a request that got no response. */
export interface LoadOutcome {
  operation: LoadOperation;
  /** Set on posts: the text of the message, unique to the request. */
  marker?: string;
  status?: number;
  error?: string;
}

/** Every how many requests a loop signs in again (scrypt is costly; the login route is part of the load). */
const LOGIN_EVERY = 10;

const errorOf = (error: unknown): string => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return [String(error), cause?.code, cause?.message].filter(Boolean).join(' / ');
};

/**
 * A steady load of real requests, as fast as the system answers: `loops` concurrent clients, each a participant
 * of one chat going through `baseUrl` (the proxy in front of the gateways), reading its profile, posting
 * messages with unique markers and now and then signing in again. Nothing is retried: every request's outcome
 * is recorded as it came, and a test waits for counts of outcomes, never for time.
 */
export class SteadyLoad {
  readonly outcomes: LoadOutcome[] = [];
  private running: Array<Promise<void>> = [];
  private stopping = false;
  private waiters: Array<() => void> = [];

  constructor(
    private readonly participants: Participant[],
    private readonly chatId: string,
    private readonly baseUrl: string,
    private readonly markerPrefix: string,
  ) {}

  start(loops: number): void {
    this.running = Array.from({ length: loops }, (_, index) => this.loop(index));
  }

  /** Resolves once `count` requests in all have an outcome. */
  async completed(count: number): Promise<void> {
    while (this.outcomes.length < count) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.running);
  }

  /** The markers of the posts the system answered 2xx. */
  acceptedMarkers(): string[] {
    return this.outcomes
      .filter(
        (outcome) => outcome.marker !== undefined && outcome.status !== undefined && outcome.status < 300,
      )
      .map((outcome) => outcome.marker as string);
  }

  private async loop(index: number): Promise<void> {
    const participant = this.participants[index % this.participants.length] as Participant;
    const client: ApiClient = participant.client.withBaseUrl(this.baseUrl);
    for (let round = 0; !this.stopping; round++) {
      if (round % LOGIN_EVERY === LOGIN_EVERY - 1) {
        await this.record({ operation: 'login' }, () => logIn(client, participant.account));
      } else if (round % 2 === 0) {
        await this.record({ operation: 'profile read' }, () => client.get(PROFILE_PATH));
      } else {
        const marker = `${this.markerPrefix} ${index}-${round}`;
        await this.record({ operation: 'message post', marker }, () =>
          postMessage<PostChatMessageResponse>(client, this.chatId, marker),
        );
      }
    }
  }

  private async record(outcome: LoadOutcome, send: () => Promise<{ status: number }>): Promise<void> {
    try {
      this.outcomes.push({ ...outcome, status: (await send()).status });
    } catch (error) {
      this.outcomes.push({ ...outcome, error: errorOf(error) });
    }
    for (const wake of this.waiters.splice(0)) wake();
  }
}
