import { Inject, Injectable } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { type BusOutcome, processMetrics } from '@vitalsync/backend';
import {
  type BusEvents,
  type BusRpc,
  type DurableEventSubject,
  type ReplyOf,
  type RequestOf,
  type RpcMap,
} from '@vitalsync/contracts';
import { lastValueFrom, type Subscription, TimeoutError } from 'rxjs';

import { type BusRequestPhase, toBusError } from './bus-errors';
import { BUS_PROXY } from './bus-proxy';
import { InFlight } from './in-flight';

/** DI token of the deadline of a request unless the caller gives its own (BUS_TIMEOUT_MS). */
export const BUS_TIMEOUT_MS = 'BUS_TIMEOUT_MS';

export interface BusRequestOptions {
  /** Overrides BUS_TIMEOUT_MS for this request. */
  timeoutMs?: number;
}

/**
 * The bus as callers see it, typed by the contracts' maps: a pattern names its request and reply types, a subject
 * its payload. Same timeout and same error shape on both transports. The type parameters exist for the bus's own
 * tests, which send on subjects no contract knows.
 */
@Injectable()
export class BusClient<Rpc extends RpcMap<Rpc> = BusRpc, Events extends object = BusEvents> {
  /** Requests and events sent and not yet answered or failed: a shutdown waits for them (settled()). */
  private readonly inFlight = new InFlight();

  constructor(
    @Inject(BUS_PROXY) private readonly proxy: ClientProxy,
    @Inject(BUS_TIMEOUT_MS) private readonly timeoutMs: number,
  ) {}

  /**
   * Resolves with the reply (the last value when a handler streams several; undefined when it returns nothing).
   * Rejects with an RpcErrorPayload: the service's own RpcException payload unchanged, `timeout`, `unavailable`
   * when nobody handles the pattern or the broker is unreachable, else `internal`.
   */
  request<P extends keyof Rpc & string>(
    pattern: P,
    payload: RequestOf<Rpc, P>,
    options: BusRequestOptions = {},
  ): Promise<ReplyOf<Rpc, P>> {
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    const stopTimer = processMetrics().busRequestDuration.startTimer({ pattern });
    const endRequest = this.inFlight.begin();
    // Subscribed by hand rather than through an operator chain (defer, mergeMap, last, timeout): the chain cost
    // more than the in-process delivery itself on the read path.
    return new Promise<ReplyOf<Rpc, P>>((resolve, reject) => {
      // A connection that fails or never comes means the broker is unreachable (`unavailable`), not a slow service
      // (`timeout`).
      let phase: BusRequestPhase = 'connecting';
      let settled = false;
      let reply: Subscription | undefined;
      // A handler that returns nothing completes without a value; its caller asked for void.
      let last: ReplyOf<Rpc, P> | undefined;
      const settle = (outcome: BusOutcome, deliver: () => void): void => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        reply?.unsubscribe();
        stopTimer({ outcome });
        endRequest();
        deliver();
      };
      const fail = (error: unknown): void =>
        settle(error instanceof TimeoutError ? 'timeout' : 'error', () =>
          reject(toBusError(error, pattern, phase)),
        );
      // One deadline for the whole exchange, connection included.
      const deadline = setTimeout(() => fail(new TimeoutError()), timeoutMs);
      this.proxy.connect().then(() => {
        if (settled) return;
        phase = 'waiting';
        reply = this.proxy.send<ReplyOf<Rpc, P>>(pattern, payload).subscribe({
          next: (value) => {
            last = value;
          },
          error: fail,
          complete: () => settle('ok', () => resolve(last as ReplyOf<Rpc, P>)),
        });
        // A reply that came on the subscribing stack settled before `reply` was assigned.
        if (settled) reply.unsubscribe();
      }, fail);
    });
  }

  /**
   * Fire-and-forget live event; rejects with an RpcErrorPayload (`unavailable`) when the bus is down. Durable
   * subjects cannot be emitted: they leave a service only through its outbox (Outbox.transaction).
   */
  async emit<S extends Exclude<keyof Events & string, DurableEventSubject>>(
    subject: S,
    payload: Events[S],
  ): Promise<void> {
    let phase: BusRequestPhase = 'connecting';
    const endEmit = this.inFlight.begin();
    try {
      await this.proxy.connect();
      phase = 'waiting';
      await lastValueFrom(this.proxy.emit<unknown, Events[S]>(subject, payload), { defaultValue: undefined });
    } catch (error) {
      throw toBusError(error, subject, phase);
    } finally {
      endEmit();
    }
  }

  /**
   * Resolves once every request and event sent so far has been answered, failed or timed out (each is bounded by
   * its deadline), so a stopping app can close its connection without cutting one off.
   */
  settled(): Promise<void> {
    return this.inFlight.idle();
  }
}
