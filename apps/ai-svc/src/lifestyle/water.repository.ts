import { Inject, Injectable } from '@nestjs/common';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { and, eq } from 'drizzle-orm';

import { waterIntake } from './water.schema';

@Injectable()
export class WaterRepository {
  constructor(@Inject(DRIZZLE) private readonly db: Database) {}

  /** The quarter litres stored for the day, or 0 for a day never set. */
  async quarterLitres(accountId: string, day: string): Promise<number> {
    const [row] = await this.db
      .select({ quarterLitres: waterIntake.quarterLitres })
      .from(waterIntake)
      .where(and(eq(waterIntake.accountId, accountId), eq(waterIntake.day, day)));
    return row?.quarterLitres ?? 0;
  }

  async set(accountId: string, day: string, quarterLitres: number, at: Date): Promise<void> {
    await this.db
      .insert(waterIntake)
      .values({ accountId, day, quarterLitres, updatedAt: at })
      .onConflictDoUpdate({
        target: [waterIntake.accountId, waterIntake.day],
        set: { quarterLitres, updatedAt: at },
      });
  }
}
