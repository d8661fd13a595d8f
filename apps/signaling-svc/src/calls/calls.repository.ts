import { Inject, Injectable } from '@nestjs/common';
import { DRIZZLE, type Database, isUniqueViolation } from '@vitalsync/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';

import { callParties, callSessions, type CallSession } from './calls.schema';

export interface CallStart {
  appointmentId: string | null;
  callerId: string;
  calleeId: string;
  startedAt: Date;
}

/** Where two accounts stand: in one call together, either of them in a call with someone else, or both free. */
export type PairState = { state: 'together'; call: CallSession } | { state: 'busy' } | { state: 'free' };

@Injectable()
export class CallsRepository {
  constructor(@Inject(DRIZZLE) private readonly db: Database) {}

  count(): Promise<number> {
    return this.db.$count(callSessions);
  }

  /**
   * Records a call and both parties in one transaction. call_parties' key keeps an account in one call: when
   * either party is already in one (or another offer for them commits first), nothing is written and the answer
   * is null, the callee being busy.
   */
  async start(call: CallStart): Promise<CallSession | null> {
    try {
      return await this.db.transaction(async (tx) => {
        const [started] = await tx.insert(callSessions).values(call).returning();
        if (!started) throw new Error('Inserting a call session returned no row');
        await tx.insert(callParties).values([
          { accountId: call.callerId, callId: started.id },
          { accountId: call.calleeId, callId: started.id },
        ]);
        return started;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** Ends a running call and frees its parties; null when it has already ended (the first end wins). */
  end(id: string, endedAt: Date): Promise<CallSession | null> {
    return this.db.transaction(async (tx) => {
      const [ended] = await tx
        .update(callSessions)
        .set({ endedAt })
        .where(and(eq(callSessions.id, id), isNull(callSessions.endedAt)))
        .returning();
      if (!ended) return null;
      await tx.delete(callParties).where(eq(callParties.callId, id));
      return ended;
    });
  }

  /** The running call the account takes part in, if any. */
  async runningOf(accountId: string): Promise<CallSession | undefined> {
    const [row] = await this.db
      .select({ call: callSessions })
      .from(callParties)
      .innerJoin(callSessions, eq(callSessions.id, callParties.callId))
      .where(eq(callParties.accountId, accountId));
    return row?.call;
  }

  async stateOf(one: string, other: string): Promise<PairState> {
    const parties = await this.db
      .select({ accountId: callParties.accountId, callId: callParties.callId })
      .from(callParties)
      .where(inArray(callParties.accountId, [one, other]));
    if (parties.length === 0) return { state: 'free' };
    const [first, second] = parties;
    if (parties.length === 2 && first?.callId === second?.callId) {
      const [call] = await this.db.select().from(callSessions).where(eq(callSessions.id, first.callId));
      // Ended between the two reads: both are free now, and the next offer starts a new call.
      return call ? { state: 'together', call } : { state: 'free' };
    }
    return { state: 'busy' };
  }
}
