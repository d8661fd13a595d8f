import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, rpcError } from '@vitalsync/backend';
import { BusClient } from '@vitalsync/bus';
import { APPOINTMENT_SUBJECTS, isRpcErrorPayload } from '@vitalsync/contracts';

import { type Pair } from './pair';

/**
 * How long an answer is trusted. Within it a burst of messages costs appointment-svc one request; a booking or a
 * cancellation this replica hears forgets the pair at once, so the bound only matters for the replicas that
 * did not hear it (each event reaches one replica of a service).
 */
export const PAIR_ACCESS_TTL_MS = 5_000;
/** Pairs remembered at most; the oldest answer goes first. */
export const PAIR_ACCESS_MAX_ENTRIES = 10_000;

interface Answer {
  allowed: boolean;
  expiresAt: number;
}

const keyOf = ({ doctorId, patientId }: Pair): string => `${doctorId}:${patientId}`;

/**
 * Whether a doctor and a patient may chat: they share an appointment that was not cancelled. appointment-svc owns
 * the answer; this remembers it briefly.
 */
@Injectable()
export class PairAccess {
  private readonly answers = new Map<string, Answer>();
  /** Bumped by every forget: an answer asked before a forget may predate the change and is not remembered. */
  private generation = 0;

  constructor(
    private readonly bus: BusClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async allowed(pair: Pair): Promise<boolean> {
    const key = keyOf(pair);
    const askedAt = this.clock().getTime();
    const known = this.answers.get(key);
    if (known && known.expiresAt > askedAt) return known.allowed;

    const generation = this.generation;
    const { allowed } = await this.ask(pair);
    if (generation === this.generation)
      this.remember(key, { allowed, expiresAt: askedAt + PAIR_ACCESS_TTL_MS });
    return allowed;
  }

  /** An appointment of the pair was booked or cancelled: the next question goes to appointment-svc. */
  forget(pair: Pair): void {
    this.generation += 1;
    this.answers.delete(keyOf(pair));
  }

  private async ask({ doctorId, patientId }: Pair): Promise<{ allowed: boolean }> {
    try {
      // Exactly the two ids: callers may pass a larger object (a chat row), which appointment-svc would refuse.
      return await this.bus.request(APPOINTMENT_SUBJECTS.pairAllowed, { doctorId, patientId });
    } catch (error) {
      // appointment-svc down or late: the caller hears that, not an internal failure of this service.
      if (isRpcErrorPayload(error)) throw rpcError(error);
      throw error;
    }
  }

  private remember(key: string, answer: Answer): void {
    this.answers.delete(key);
    this.answers.set(key, answer);
    if (this.answers.size > PAIR_ACCESS_MAX_ENTRIES) {
      const oldest = this.answers.keys().next();
      if (!oldest.done) this.answers.delete(oldest.value);
    }
  }
}
