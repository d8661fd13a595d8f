import { Inject, Injectable } from '@nestjs/common';
import { type EmailKind, type EmailSettingsChange, type Role } from '@vitalsync/contracts';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { eq, sql } from 'drizzle-orm';

import { accounts } from '../accounts/accounts.schema';
import { emailSettings } from './mail.schema';

/** Every switch of a person, on where they never said otherwise. */
export type StoredEmailSettings = Record<EmailKind, boolean>;

export const ALL_ON: StoredEmailSettings = { booked: true, cancelled: true, reminder: true, emergency: true };

/** What the sender needs of a recipient, read when the e-mail goes out. */
export interface MailAddressee {
  id: string;
  role: Role;
  email: string;
  fullName: string;
  /** A doctor's weekly-hours zone; patients have none. */
  timeZone: string | null;
  settings: StoredEmailSettings;
}

const settingsColumns = {
  booked: emailSettings.booked,
  cancelled: emailSettings.cancelled,
  reminder: emailSettings.reminder,
  emergency: emailSettings.emergency,
};

/** Each person's e-mail switches, and the addressee of an e-mail. */
@Injectable()
export class MailSettingsRepository {
  constructor(@Inject(DRIZZLE) private readonly db: Database) {}

  async settingsOf(accountId: string): Promise<StoredEmailSettings> {
    const [row] = await this.db
      .select(settingsColumns)
      .from(emailSettings)
      .where(eq(emailSettings.accountId, accountId));
    return row ?? ALL_ON;
  }

  /** Changes the named switches (the others keep theirs) in one upsert and returns them all. */
  async save(accountId: string, change: EmailSettingsChange, now: Date): Promise<StoredEmailSettings> {
    const set = Object.fromEntries(
      Object.entries(change).filter(([, value]) => typeof value === 'boolean'),
    ) as Partial<StoredEmailSettings>;
    const [row] = await this.db
      .insert(emailSettings)
      .values({ accountId, ...ALL_ON, ...set, updatedAt: now })
      .onConflictDoUpdate({ target: emailSettings.accountId, set: { ...set, updatedAt: now } })
      .returning(settingsColumns);
    if (!row) throw new Error('The e-mail settings upsert returned no row');
    return row;
  }

  /** The addressee of an e-mail, or null when the account is gone. */
  async addresseeOf(accountId: string): Promise<MailAddressee | null> {
    const [row] = await this.db
      .select({
        id: accounts.id,
        role: accounts.role,
        email: accounts.email,
        fullName: sql<string>`${accounts.personalInfo} ->> 'fullName'`,
        timeZone: sql<string | null>`${accounts.availability} -> 'weeklyHours' ->> 'timeZone'`,
        booked: emailSettings.booked,
        cancelled: emailSettings.cancelled,
        reminder: emailSettings.reminder,
        emergency: emailSettings.emergency,
      })
      .from(accounts)
      .leftJoin(emailSettings, eq(emailSettings.accountId, accounts.id))
      .where(eq(accounts.id, accountId));
    if (!row) return null;
    const { booked, cancelled, reminder, emergency, ...addressee } = row;
    return {
      ...addressee,
      settings: {
        booked: booked ?? true,
        cancelled: cancelled ?? true,
        reminder: reminder ?? true,
        emergency: emergency ?? true,
      },
    };
  }
}
