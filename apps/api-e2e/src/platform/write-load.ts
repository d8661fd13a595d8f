import {
  type Participant,
  APPOINTMENTS_PATH,
  CHATS_PATH,
  FAR_FUTURE_MONDAY,
  PROFILE_PATH,
  editableUserProfile,
} from '@vitalsync/testing';
import { type SaveUserProfileRequest, type UserProfile } from '@vitalsync/contracts';

export type WriteKind = 'booking' | 'profile save' | 'chat post';

/** What one write of the load got: its status and body, or the error of a request that got no response in time. */
export interface WriteOutcome {
  kind: WriteKind;
  lane: number;
  /** Monotonic position of the request's start among all requests of the load. */
  startedAt: number;
  status?: number;
  body?: unknown;
  error?: string;
  /** Booking: the doctor and time asked for. */
  doctorId?: string;
  dateTime?: string;
  /** Profile save: the marker stored in knownAllergies (unique per save), and the heart rate saved. */
  profileMarker?: string;
  heartRate?: number;
  /** Chat post: the text, unique per post. */
  chatMarker?: string;
}

/** One patient's writes: bookings with the doctors of the pool, saves of their profile, posts to one chat. */
export interface WriteLane {
  patient: Participant;
  /** The chat the lane posts to (the patient and a doctor they booked before the load). */
  chatId: string;
  /** The patient's profile as read before the load: every save sends it with its own marker and heart rate. */
  profile: UserProfile;
  /** Doctors the lane books, in turn. */
  doctors: Participant[];
}

const isTimeout = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

const errorOf = (error: unknown): string => {
  if (isTimeout(error)) return 'timeout';
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return [String(error), cause?.code, cause?.message].filter(Boolean).join(' / ');
};

/** A Monday at least a week after FAR_FUTURE_MONDAY, one slot per `index`: bookings of the load never meet. */
const slotOf = (index: number): string => {
  const monday = new Date(`${FAR_FUTURE_MONDAY}T00:00:00.000Z`);
  monday.setUTCDate(monday.getUTCDate() + 7 * (1 + Math.floor(index / 4)));
  const hour = 9 + (index % 4);
  return `${monday.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00:00.000Z`;
};

/**
 * A steady stream of writes through one gateway while something behind it fails: every lane books, saves the
 * profile and posts a chat message in turn, as fast as the answers come. Every request has a deadline of its own
 * (the bus timeout and a margin); nothing is retried, and every outcome is kept as it came.
 */
export class WriteLoad {
  readonly outcomes: WriteOutcome[] = [];
  private running: Array<Promise<void>> = [];
  private stopping = false;
  private slots = 0;
  private started = 0;
  private waiters: Array<() => void> = [];

  constructor(
    private readonly lanes: WriteLane[],
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    private readonly prefix: string,
  ) {}

  /** How many requests have been started so far (the next one's `startedAt`). */
  get startedCount(): number {
    return this.started;
  }

  start(): void {
    this.running = this.lanes.map((lane, index) => this.loop(lane, index));
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.running);
  }

  /** Resolves once `accept` holds for the outcomes recorded (checked after each one). */
  async until(accept: (outcomes: readonly WriteOutcome[]) => boolean): Promise<void> {
    while (!accept(this.outcomes)) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  acknowledged(kind?: WriteKind): WriteOutcome[] {
    return this.outcomes.filter(
      (outcome) =>
        (kind === undefined || outcome.kind === kind) &&
        outcome.status !== undefined &&
        outcome.status >= 200 &&
        outcome.status < 300,
    );
  }

  private async loop(lane: WriteLane, index: number): Promise<void> {
    for (let round = 0; !this.stopping; round++) {
      const doctor = lane.doctors[round % lane.doctors.length] as Participant;
      const dateTime = slotOf(this.slots++);
      await this.record({ kind: 'booking', lane: index, doctorId: doctor.id, dateTime }, () =>
        this.send(lane, 'POST', `${APPOINTMENTS_PATH}/book`, { doctorId: doctor.id, dateTime, type: 'chat' }),
      );
      if (this.stopping) break;

      const profileMarker = `${this.prefix} ${index}-${round}`;
      // Outside every alert band, and different from one save to the next.
      const heartRate = 60 + ((index * 7 + round) % 30);
      const request: SaveUserProfileRequest = editableUserProfile(lane.profile);
      await this.record({ kind: 'profile save', lane: index, profileMarker, heartRate }, () =>
        this.send(lane, 'POST', PROFILE_PATH, {
          ...request,
          health_info: { ...request.health_info, heartRate, knownAllergies: profileMarker },
        }),
      );
      if (this.stopping) break;

      const chatMarker = `${this.prefix} message ${index}-${round}`;
      await this.record({ kind: 'chat post', lane: index, chatMarker }, () =>
        this.send(lane, 'POST', `${CHATS_PATH}/`, { chatId: lane.chatId, message: chatMarker }),
      );
    }
  }

  private async send(
    lane: WriteLane,
    method: string,
    path: string,
    json: unknown,
  ): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (lane.patient.client.cookie) headers['cookie'] = lane.patient.client.cookie;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: JSON.stringify(json),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const raw = await response.text();
    let body: unknown = raw;
    try {
      body = JSON.parse(raw);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body };
  }

  private async record(
    outcome: Omit<WriteOutcome, 'startedAt'>,
    send: () => Promise<{ status: number; body: unknown }>,
  ): Promise<void> {
    const startedAt = this.started++;
    try {
      this.outcomes.push({ ...outcome, startedAt, ...(await send()) });
    } catch (error) {
      this.outcomes.push({ ...outcome, startedAt, error: errorOf(error) });
    }
    for (const wake of this.waiters.splice(0)) wake();
  }
}
