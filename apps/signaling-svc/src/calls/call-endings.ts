import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, countCallEnded } from '@vitalsync/backend';
import { type CallEndedPayload } from '@vitalsync/contracts';

import { CallDeliveries } from './call-delivery';
import { CallsRepository } from './calls.repository';
import { type CallSession } from './calls.schema';

/** Ends a running call once and tells the other party why; whoever ends it second changes nothing. */
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
}
