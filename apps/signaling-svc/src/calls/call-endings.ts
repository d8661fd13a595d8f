import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, countCallEnded } from '@vitalsync/backend';
import { type CallEndedPayload } from '@vitalsync/contracts';

import { CallDeliveries } from './call-delivery';
import { CallsRepository } from './calls.repository';
import { type CallSession } from './calls.schema';

/** Ends a running call once and tells whom it concerns why; whoever ends it second changes nothing. */
@Injectable()
export class CallEndings {
  constructor(
    private readonly calls: CallsRepository,
    private readonly deliveries: CallDeliveries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Ends `call` on behalf of `by`; true when this ended it (and the other party was told). */
  async end(call: CallSession, by: string, reason: CallEndedPayload['reason']): Promise<boolean> {
    const ended = await this.calls.end(call.id, this.clock());
    if (!ended) return false;
    countCallEnded();
    const other = ended.callerId === by ? ended.calleeId : ended.callerId;
    if (other)
      await this.deliveries.deliver({ accountId: other, event: 'call-ended', payload: { from: by, reason } });
    return true;
  }

  /**
   * Ends `call` because its appointment was cancelled: neither party ended it, so both are told, each `from` the
   * other (a page filters call-ended by its peer). True when this ended it.
   */
  async endForBoth(call: CallSession, reason: CallEndedPayload['reason']): Promise<boolean> {
    const ended = await this.calls.end(call.id, this.clock());
    if (!ended) return false;
    countCallEnded();
    const { callerId, calleeId } = ended;
    if (calleeId) {
      await this.deliveries.deliver({
        accountId: callerId,
        event: 'call-ended',
        payload: { from: calleeId, reason },
      });
      await this.deliveries.deliver({
        accountId: calleeId,
        event: 'call-ended',
        payload: { from: callerId, reason },
      });
    }
    return true;
  }

  /**
   * Ends a call the callee's client refused with remote-busy. Nobody is told: the caller stops on remote-busy
   * itself, and the callee never took the call.
   */
  async endRefused(call: CallSession): Promise<boolean> {
    const ended = await this.calls.end(call.id, this.clock());
    if (!ended) return false;
    countCallEnded();
    return true;
  }
}
