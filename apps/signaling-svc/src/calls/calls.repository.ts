import { Inject, Injectable } from '@nestjs/common';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { and, eq, isNull } from 'drizzle-orm';

import { callSessions, type CallSession } from './calls.schema';

export interface CallStart {
  appointmentId: string;
  startedBy: string;
  /** Defaults to the database's now(). */
  startedAt?: Date;
}

@Injectable()
export class CallsRepository {
  constructor(@Inject(DRIZZLE) private readonly db: Database) {}

  count(): Promise<number> {
    return this.db.$count(callSessions);
  }

  async start(call: CallStart): Promise<CallSession> {
    const [started] = await this.db.insert(callSessions).values(call).returning();
    if (!started) {
      throw new Error('Inserting a call session returned no row');
    }
    return started;
  }

  /** Ends a running call; null when there is no such call or it has already ended (the first end wins). */
  async end(id: string, endedAt: Date): Promise<CallSession | null> {
    const [ended] = await this.db
      .update(callSessions)
      .set({ endedAt })
      .where(and(eq(callSessions.id, id), isNull(callSessions.endedAt)))
      .returning();
    return ended ?? null;
  }
}
